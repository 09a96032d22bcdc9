import {
  formatPhone,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidEmail,
  isValidPhone,
  isValidPis,
  parsePhone,
} from '@brazilian-utils/brazilian-utils';
import { isValidCnm } from '../registry/cnm.ts';
import { MASK_EXAMPLES, MASKS } from './masks.ts';
import { MESSAGES, incomplete } from './messages.ts';
import { fail, ok, type Outcome } from './outcome.ts';

/**
 * Brazilian identifiers (docs/validation.md#validation). Masked or bare digits are accepted; digits only are
 * stored for CPF, CNPJ, CEP and NIS, and check digits are verified by brazilian-utils.
 */

/** Only digits and the punctuation of masks may be typed. */
const MASK_CHARACTERS = /^[\d.\-/()\s]*$/;

const digitsDocument =
  (mask: string, example: string, isValid: (digits: string) => boolean, message: string) =>
  (raw: string): Outcome<string> => {
    if (!MASK_CHARACTERS.test(raw)) return fail(message);
    const digits = raw.replace(/\D/g, '');
    const length = mask.replace(/[^#]/g, '').length;
    if (digits.length < length) return fail(incomplete(example));
    if (digits.length > length || !isValid(digits)) return fail(message);
    return ok(digits);
  };

export const normaliseCpf = digitsDocument(MASKS.cpf, MASK_EXAMPLES.cpf, isValidCpf, MESSAGES.cpf);
/** Numeric CNPJ as the spec's mask; the alphanumeric CNPJ (2026) is `version: 2` of the library. */
export const normaliseCnpj = digitsDocument(MASKS.cnpj, MASK_EXAMPLES.cnpj, (d) => isValidCnpj(d), MESSAGES.cnpj);
export const normaliseCep = digitsDocument(MASKS.cep, MASK_EXAMPLES.cep, isValidCep, MESSAGES.cep);
/** NIS (PIS/PASEP/NIT share the number and its check digit). */
export const normaliseNis = digitsDocument(MASKS.nis, MASK_EXAMPLES.nis, isValidPis, MESSAGES.nis);
/** Código Nacional de Matrícula: 16 digits, book 2 or 3, check digits ISO 7064 MOD 97-10. */
export const normaliseCnm = digitsDocument(MASKS.cnm, MASK_EXAMPLES.cnm, isValidCnm, MESSAGES.cnm);

/** A Brazilian mobile or landline number with area code, stored as `(11) 98765-4321`. */
export const normalisePhone = (raw: string): Outcome<string> => {
  if (!/^[\d+\-()\s]*$/.test(raw)) return fail(MESSAGES.phone);
  const digits = parsePhone(raw);
  return (digits.length === 10 || digits.length === 11) && isValidPhone(digits)
    ? ok(formatPhone(digits, { mask: 'auto' }))
    : fail(MESSAGES.phone);
};

export const normaliseEmail = (raw: string): Outcome<string> => {
  const value = raw.trim();
  return isValidEmail(value) ? ok(value) : fail(MESSAGES.email);
};
