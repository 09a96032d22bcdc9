import { formatCurrency } from '@brazilian-utils/brazilian-utils';
import { ambiguousDecimal, MESSAGES } from './messages.ts';
import { fail, ok, type Outcome } from './outcome.ts';

/**
 * Money, areas and other decimals as people type them (docs/validation.md#validation, issue #18): one rule for the
 * form and the server.
 *
 * - A comma is the decimal mark: `12,5`, `1.234,56` (dots before it group thousands in threes).
 * - A lone dot is also read as the decimal mark (`12.5`, `0.75`, `3.14159`) — people type it
 *   from a calculator or a spreadsheet — except where it could be a thousands dot: a single
 *   dot followed by exactly three digits (`1.234`) is refused for decimals and areas with a
 *   message asking for a comma. For money it is read as thousands (`R$ 1.500` is mil e
 *   quinhentos): cents never have three digits.
 * - Two or more dots in threes with no comma are thousands (`1.234.567`).
 * - Anything else that mixes the marks (`12.5,3`, `1,234.56`, `1,2,3`) is refused.
 */

export type DecimalKind = 'decimal' | 'money';

/** Intl writes `R$` and the amount apart with a no-break space (U+00A0 or U+202F). */
const SPACES = /[\s\u00a0\u202f]+/g;
const MONEY_PREFIX = /^(-?R\$|R\$-)/;
const DIGITS = /^\d+$/;
const COMMA_DECIMAL = /^(\d{1,3}(\.\d{3})+|\d+),(\d+)$/;
const DOT_DECIMAL = /^\d+\.\d+$/;
const DOT_THOUSANDS = /^\d{1,3}(\.\d{3}){2,}$/;
/** `1.234`, `12.500`: could be thousands. `0.125` could not (no one groups a leading zero). */
const ONE_DOT_THREE = /^[1-9]\d{0,2}\.\d{3}$/;
const INTEGER = /^-?\d+$/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

const roundCents = (n: number): number => Math.round(n * 100) / 100;

/** The unsigned digits with a dot decimal, or the message saying why not. */
const canonical = (text: string, kind: DecimalKind): Outcome<string> => {
  if (DIGITS.test(text)) return ok(text);
  const comma = COMMA_DECIMAL.exec(text);
  if (comma) {
    if (kind === 'money' && comma[3]!.length > 2) return fail(MESSAGES.money);
    return ok(`${comma[1]!.replaceAll('.', '')}.${comma[3]}`);
  }
  if (text.includes(',')) return fail(kind === 'money' ? MESSAGES.money : MESSAGES.decimal);
  if (DOT_THOUSANDS.test(text)) return ok(text.replaceAll('.', ''));
  if (ONE_DOT_THREE.test(text)) {
    return kind === 'money' ? ok(text.replace('.', '')) : fail(ambiguousDecimal(text));
  }
  if (DOT_DECIMAL.test(text)) {
    if (kind === 'money' && text.split('.')[1]!.length > 2) return fail(MESSAGES.money);
    return ok(text);
  }
  return fail(kind === 'money' ? MESSAGES.money : MESSAGES.decimal);
};

/**
 * A typed decimal or money amount (or a JSON number) as a number, or the pt-BR message of
 * why it cannot be read. Money keeps 2 decimals.
 */
export const readDecimal = (value: unknown, kind: DecimalKind = 'decimal'): Outcome<number> => {
  const invalid = kind === 'money' ? MESSAGES.money : MESSAGES.decimal;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return fail(invalid);
    return ok(kind === 'money' ? roundCents(value) : value);
  }
  if (typeof value !== 'string') return fail(invalid);
  let text = value.replace(SPACES, '');
  let negative = false;
  if (kind === 'money') {
    const prefix = MONEY_PREFIX.exec(text);
    if (prefix) {
      negative = prefix[0].includes('-');
      text = text.slice(prefix[0].length);
    }
  }
  if (!negative && text.startsWith('-')) {
    negative = true;
    text = text.slice(1);
  }
  if (text === '') return fail(invalid);
  const digits = canonical(text, kind);
  if (!digits.ok) return digits;
  const n = Number(digits.value) * (negative ? -1 : 1);
  if (!Number.isFinite(n)) return fail(invalid);
  return ok(kind === 'money' ? roundCents(n) : n);
};

/** Reais as a number with 2 decimals, from a number or `R$ 1.234,56`; null if unreadable. */
export const parseMoney = (value: unknown): number | null => {
  const read = readDecimal(value, 'money');
  return read.ok ? read.value : null;
};

/** `R$ 1.234,56` with an ordinary space, the form the spec writes. */
export const formatMoney = (value: number | null | undefined): string =>
  value == null || !Number.isFinite(value) ? '' : formatCurrency(value, { symbol: true });

/** A decimal as typed (`1.234,56`, `12,5`, `12.5`), or a number; null if not readable. */
export const parseDecimal = (value: unknown): number | null => {
  const read = readDecimal(value, 'decimal');
  return read.ok ? read.value : null;
};

const DECIMAL_FORMAT = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 6 });

/** `1.234,56` for display. */
export const formatDecimal = (value: number | null | undefined): string =>
  value == null || !Number.isFinite(value) ? '' : DECIMAL_FORMAT.format(value);

/** An integer from a number or a digit string (form posts send text); null if not. */
export const parseInteger = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value !== 'string' || !INTEGER.test(value.trim())) return null;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) ? n : null;
};

/** A number from a number or a dot-decimal string (machine values such as progress). */
export const parseNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return typeof value === 'string' && PLAIN_NUMBER.test(value.trim()) ? Number(value.trim()) : null;
};
