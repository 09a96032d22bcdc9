import { datetime, integer, reference, text } from '../fields/builders.ts';
import { defineEntity } from '../fields/entity.ts';
import { RESOURCE_NAMES } from './resource-names.ts';

/** Street (rua) of a project (docs/entities.md#entities). */
export const streetEntity = defineEntity({
  ...RESOURCE_NAMES.streets,
  recordRepresentation: 'name',
  fields: [
    integer('id', 'ID', { readOnly: true }),
    text('name', 'Nome da rua', {
      required: true,
      min: 3,
      views: ['list', 'show', 'create', 'edit'],
      storage: 'sortedName',
    }),
    reference('project_id', 'Projeto', 'projects', { required: true }),
    datetime('updated_at', 'Atualizado em', { readOnly: true, views: ['list', 'show'] }),
  ],
});
