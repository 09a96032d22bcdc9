import type { z } from 'zod';
import type { fileObjectSchema } from '../api/file-object.ts';
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

/** The answer's type: the file object every answer nests (domain/api/file-object.ts). */
export type UploadedFile = z.infer<typeof fileObjectSchema>;
