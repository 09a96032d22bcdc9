import { LIMITS } from './limits.ts';
import { isChoice, type ChoiceValue, type Enumeration } from '../enums/choice.ts';
import type { Field } from '../fields/types.ts';
import { parseDate, parseDateTime } from './dates.ts';
import {
  normaliseCep,
  normaliseCnm,
  normaliseCnpj,
  normaliseCpf,
  normaliseEmail,
  normaliseNis,
  normalisePhone,
} from './documents.ts';
import { normaliseIncomeRange } from './income-range.ts';
import { MESSAGES } from './messages.ts';
import { normaliseProtocol } from '../registry/protocol.ts';
import { parseInteger, parseNumber, readDecimal } from './numbers.ts';
import { fail, ok, type Outcome } from './outcome.ts';

/**
 * A non-empty raw value (as typed in a form, posted as JSON or as multipart text) in its
 * stored form, or the message saying why it cannot be. Lengths and limits come after.
 */
export const parseValue = (field: Field, raw: unknown): Outcome => {
  switch (field.type) {
    case 'text':
    case 'longText':
    case 'richText':
      return typeof raw === 'string' || typeof raw === 'number' ? ok(String(raw).trim()) : fail(MESSAGES.text);
    case 'password':
      return typeof raw === 'string' ? ok(raw) : fail(MESSAGES.text);
    case 'cpf':
      return typeof raw === 'string' ? normaliseCpf(raw) : fail(MESSAGES.cpf);
    case 'cnpj':
      return typeof raw === 'string' ? normaliseCnpj(raw) : fail(MESSAGES.cnpj);
    case 'cep':
      return typeof raw === 'string' ? normaliseCep(raw) : fail(MESSAGES.cep);
    case 'nis':
      return typeof raw === 'string' ? normaliseNis(raw) : fail(MESSAGES.nis);
    case 'cnm':
      return typeof raw === 'string' ? normaliseCnm(raw) : fail(MESSAGES.cnm);
    case 'protocol': {
      const stored = typeof raw === 'string' ? normaliseProtocol(raw) : null;
      return stored ? ok(stored) : fail(MESSAGES.lookupProtocol);
    }
    case 'phone':
      return typeof raw === 'string' ? normalisePhone(raw) : fail(MESSAGES.phone);
    case 'email':
      return typeof raw === 'string' ? normaliseEmail(raw) : fail(MESSAGES.email);
    case 'money':
      return readDecimal(raw, 'money');
    case 'decimal':
      return readDecimal(raw, 'decimal');
    case 'number':
      return orFail(parseNumber(raw), MESSAGES.number);
    case 'integer':
      return orFail(parseInteger(raw), MESSAGES.integer);
    case 'date':
      return orFail(parseDate(raw), MESSAGES.date);
    case 'datetime':
      return orFail(parseDateTime(raw), MESSAGES.date);
    case 'boolean':
      return orFail(parseBoolean(raw), MESSAGES.boolean);
    case 'choice':
      return orFail(parseChoice(field.choices, raw), MESSAGES.choice);
    case 'multiChoice': {
      const values = asList(raw).map((v) => parseChoice(field.choices, v));
      return values.includes(null) ? fail(MESSAGES.choice) : ok([...new Set(values)]);
    }
    case 'file':
      return orFail(parseId(raw), MESSAGES.file);
    case 'files': {
      const ids = asList(raw).map(parseId);
      return ids.includes(null) ? fail(MESSAGES.file) : ok([...new Set(ids)]);
    }
    case 'reference': {
      if (!field.multiple) return orFail(parseId(raw), MESSAGES.reference);
      const ids = asList(raw).map(parseId);
      return ids.includes(null) ? fail(MESSAGES.reference) : ok([...new Set(ids)]);
    }
    case 'incomeRange':
      return typeof raw === 'object' && raw !== null && !Array.isArray(raw)
        ? ok(normaliseIncomeRange(raw as { value_from?: unknown; value_to?: unknown }))
        : fail(MESSAGES.value);
    case 'json':
      return ok(raw);
  }
};

const orFail = <T>(value: T | null, message: string): Outcome<T> => (value === null ? fail(message) : ok(value));

const asList = (raw: unknown): unknown[] => (Array.isArray(raw) ? raw : [raw]);

/** JSON booleans, and the texts a form post sends. */
const parseBoolean = (raw: unknown): boolean | null => {
  if (typeof raw === 'boolean') return raw;
  if (raw === 1 || raw === 'true' || raw === '1' || raw === 'on') return true;
  if (raw === 0 || raw === 'false' || raw === '0') return false;
  return null;
};

/** A choice; numeric choices (project phase) also accept their digits as text. */
const parseChoice = (choices: Enumeration, raw: unknown): ChoiceValue | null => {
  if (isChoice(choices, raw)) return raw;
  const n = typeof raw === 'string' ? parseInteger(raw) : null;
  return n !== null && isChoice(choices, n) ? n : null;
};

/** A positive id: a number, its digits, or an object carrying it (an uploaded file). */
const parseId = (raw: unknown): number | null => {
  const candidate = typeof raw === 'object' && raw !== null && 'id' in raw ? (raw as { id: unknown }).id : raw;
  const n = parseInteger(candidate);
  return n !== null && n > 0 && n <= LIMITS.integer ? n : null;
};
