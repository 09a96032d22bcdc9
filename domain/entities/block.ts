import { datetime, file, integer, json, number, reference, references, text } from '../fields/builders.ts';
import { defineEntity } from '../fields/entity.ts';
import { RESOURCE_NAMES } from './resource-names.ts';

/** Block (quadra) of a project (docs/entities.md#entities). */
export const blockEntity = defineEntity({
  ...RESOURCE_NAMES.blocks,
  recordRepresentation: 'name',
  fields: [
    integer('id', 'ID', { readOnly: true }),
    text('name', 'Nome da quadra', {
      required: true,
      min: 3,
      views: ['list', 'show', 'create', 'edit'],
      storage: 'sortedName',
    }),
    reference('project_id', 'Projeto', 'projects', { required: true }),
    /** The streets as `{ id, name }`, for display; saving sends streets_ids. */
    json('streets', 'Ruas', { readOnly: true, storage: 'computed' }),
    references('streets_ids', 'Ruas', 'streets', { views: ['create', 'edit'] }),
    file('image', 'Imagem', { accept: 'image' }),
    integer('lots_total', 'Total de lotes', { readOnly: true, views: ['list', 'show'], storage: 'computed' }),
    integer('lots_completed', 'Lotes completos', { readOnly: true, views: ['list', 'show'], storage: 'computed' }),
    number('progress', 'Progresso', { readOnly: true, min: 0, max: 1, views: ['list', 'show'], storage: 'computed' }),
    datetime('updated_at', 'Atualizado em', { readOnly: true }),
  ],
});
