import { formatCurrency, parseCurrency } from '@brazilian-utils/brazilian-utils';

/** Money and decimals in pt-BR form (spec §5): `R$ 1.234,56`, `1.234,56`. */

/** Intl writes `R$` and the amount apart with a no-break space (U+00A0 or U+202F). */
const SPACES = /[\s\u00a0\u202f]+/g;
const MONEY = /^(-?R\$|R\$-|-)?(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/;
const DECIMAL = /^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/;
const INTEGER = /^-?\d+$/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

const roundCents = (n: number): number => Math.round(n * 100) / 100;

/** Reais as a number with 2 decimals, from a number or `R$ 1.234,56`; null if unreadable. */
export const parseMoney = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? roundCents(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(SPACES, '');
  if (!MONEY.test(text)) return null;
  // Without a comma the library reads the digits as cents ('1234' → 12,34); we read reais.
  return roundCents(parseCurrency(text.includes(',') ? text : `${text},00`));
};

/** `R$ 1.234,56` with an ordinary space, the form the spec writes. */
export const formatMoney = (value: number | null | undefined): string =>
  value == null || !Number.isFinite(value) ? '' : formatCurrency(value, { symbol: true });

/** A number typed with a decimal comma (`1.234,56` or `1234,5`), or a number; null if not. */
export const parseDecimal = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(SPACES, '');
  if (!DECIMAL.test(text)) return null;
  return Number(text.replaceAll('.', '').replace(',', '.'));
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
