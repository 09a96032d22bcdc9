import { lotEntity, type LotEntity } from '../../../domain/entities/lot/index.ts';
import { storageKey } from '../../../domain/fields/entity.ts';
import { domainColumns } from './domain-columns.ts';

/**
 * The lot's data columns, derived from its declaration in `domain/entities/lot/` (docs/entities.md#entities
 * "Lot"): every key is the spec's field name, so a row, the API payload and the declaration
 * share names. Their checks (choices, digits-only CPF/CNPJ/CEP/NIS, lengths) come from
 * `domain/` too (helpers.ts checksFromDomain).
 */
export const lotColumns = () => domainColumns(lotEntity);

/** The owner's columns (section "Proprietário(a)"): what an LGPD removal of the owner erases. */
export const ownerColumns = () => domainColumns(lotEntity, ['owner']);

/** The spouse's or companion's columns (sections "Cônjuge…" and "União estável"). */
export const spouseColumns = () => domainColumns(lotEntity, ['spouse', 'companion']);

type LotField = LotEntity['fields'][number];
export type LotFileField = `${Extract<LotField, { type: 'file' }>['name']}_id`;

/**
 * One file per document (spec: "each a file id plus a file object"): the lot's `file` fields.
 * The multi-file fields (other_documents_files, mdr_other_documents_files) are rows of
 * lot_other_documents.
 */
export const LOT_FILE_FIELDS: readonly LotFileField[] = lotEntity.fields
  .filter((field) => field.type === 'file')
  .map((field) => storageKey(field) as LotFileField);

/** The file columns whose documents are the partner's own, or the couple's (erased with either). */
export const lotFilesOf = (subject: 'partner' | 'couple'): LotFileField[] =>
  lotEntity.fields
    .filter((field) => field.type === 'file' && field.subject === subject)
    .map((field) => storageKey(field) as LotFileField);
