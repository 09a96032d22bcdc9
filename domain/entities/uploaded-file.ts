import { integer, text } from '../fields/builders.ts';
import { defineEntity } from '../fields/entity.ts';

/** A stored upload, as POST /files/create answers it (docs/entities.md#entities, docs/api.md#api). */
export const uploadedFileEntity = defineEntity({
  resource: 'files',
  label: 'Arquivo',
  pluralLabel: 'Arquivos',
  recordRepresentation: 'originalName',
  fields: [
    integer('id', 'ID', { readOnly: true }),
    text('url', 'Endereço', { readOnly: true }),
    text('originalName', 'Nome do arquivo', { readOnly: true }),
  ],
});

export interface UploadedFile {
  id: number;
  url: string;
  originalName: string;
}
