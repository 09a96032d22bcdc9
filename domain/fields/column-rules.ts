import type { ChoiceValue } from '../enums/choice.ts';
import { MASKS } from '../validation/masks.ts';
import { storageKey } from './entity.ts';
import type { EntityDef, Field } from './types.ts';

/**
 * What a database CHECK constraint should enforce for a column, derived from the field.
 * SQL-free: server/db turns each rule into SQL.
 */
export type ColumnRule =
  | { column: string; kind: 'oneOf'; values: readonly ChoiceValue[] }
  | { column: string; kind: 'subsetOf'; values: readonly ChoiceValue[] }
  | { column: string; kind: 'length'; min?: number; max?: number }
  | { column: string; kind: 'range'; min?: number; max?: number }
  | { column: string; kind: 'digits'; length: number }
  | { column: string; kind: 'maxItems'; max: number };

const DIGITS: Partial<Record<Field['type'], number>> = {
  cpf: MASKS.cpf.replace(/[^#]/g, '').length,
  cnpj: MASKS.cnpj.replace(/[^#]/g, '').length,
  cep: MASKS.cep.replace(/[^#]/g, '').length,
  nis: MASKS.nis.replace(/[^#]/g, '').length,
};

// No digits rule for the CNM in the database: the API checks each value with its MOD 97-10
// check digits (domain/registry/cnm.ts), which a CHECK on the digits alone could not.
const rulesOf = (field: Field): ColumnRule[] => {
  const column = storageKey(field);
  const { min, max } = field;
  const bounded = min !== undefined || max !== undefined;
  switch (field.type) {
    case 'choice':
      return [{ column, kind: 'oneOf', values: field.choices.map((c) => c.id) }];
    case 'multiChoice':
      return [{ column, kind: 'subsetOf', values: field.choices.map((c) => c.id) }];
    case 'files':
      return [{ column, kind: 'maxItems', max: field.limit }];
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
      return bounded ? [{ column, kind: 'length', min, max }] : [];
    case 'money':
    case 'decimal':
    case 'integer':
    case 'number':
      return bounded ? [{ column, kind: 'range', min, max }] : [];
    default: {
      const length = DIGITS[field.type];
      return length ? [{ column, kind: 'digits', length }] : [];
    }
  }
};

/** The check rules of an entity's stored columns (read-only computed ones included). */
export const columnRules = (entity: EntityDef): ColumnRule[] => entity.fields.flatMap(rulesOf);
