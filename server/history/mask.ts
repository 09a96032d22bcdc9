import type { Field, FieldType } from '../../domain/fields/types.ts';

/**
 * Personal values in the history, decided by the domain's declaration of each field: its
 * type (CPF, NIS, phone, e-mail) or, for the text and date fields that carry identity, what
 * the field is (an RG number, a birth date). Stored as they were; hidden when read by
 * someone who may not see them.
 */
const PERSONAL_TYPES: ReadonlySet<FieldType> = new Set(['cpf', 'nis', 'phone', 'email']);
const IDENTITY_TEXT = /(^|_)rg$/;
const BIRTH_DATE = /(^|_)birth_date$/;

export function isPersonal(field: Field | undefined): boolean {
  if (!field) return false;
  if (PERSONAL_TYPES.has(field.type)) return true;
  if (field.type === 'text' && IDENTITY_TEXT.test(field.name)) return true;
  return field.type === 'date' && BIRTH_DATE.test(field.name);
}

/** A shown value with everything but its last two characters hidden ('•••.•••.•••-25'). */
export function masked(shown: string | null): string | null {
  if (shown === null || shown === '') return shown;
  const keep = shown.length > 6 ? 2 : 0;
  return shown.slice(0, shown.length - keep).replace(/[0-9A-Za-zÀ-ÿ@]/g, '•') + shown.slice(shown.length - keep);
}
