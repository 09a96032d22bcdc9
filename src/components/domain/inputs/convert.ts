import { applyMask, parseDate } from '../model';

/**
 * Between what an input shows and what the form stores (domain/README "Stored forms").
 * Each pair is `format` (stored → shown) and `parse` (typed → stored); both keep a value the
 * user is still typing, so the field's validator can say what is wrong with it.
 */

const STORED_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** CPF, CNPJ, CEP, NIS: digits stored, masked shown. */
export const formatDigits =
  (mask: string) =>
  (stored: unknown): string =>
    stored == null ? '' : applyMask(mask, String(stored));
export const parseDigits = (typed: unknown): string | null => {
  const digits = String(typed ?? '').replace(/\D/g, '');
  return digits === '' ? null : digits;
};

/** Phones are stored masked, `(11) 98765-4321`. */
export const formatMasked = (stored: unknown): string => (stored == null ? '' : String(stored));
export const parseMasked = (typed: unknown): string | null => (typed == null || typed === '' ? null : String(typed));

/** Dates: YYYY-MM-DD stored, DD/MM/AAAA typed. A date not (yet) valid is kept as typed. */
export const formatDateText = (stored: unknown): string => {
  if (stored == null) return '';
  const text = String(stored);
  return STORED_DATE.test(text) ? `${text.slice(8, 10)}/${text.slice(5, 7)}/${text.slice(0, 4)}` : text;
};
export const parseDateText = (typed: unknown): string | null => {
  const text = String(typed ?? '').trim();
  if (text === '') return null;
  return (text.length === 10 && parseDate(text)) || text;
};

/** Numbers: imask's unmasked value ('1234.56', '' when empty) as a number, or null. */
export const numberFromUnmasked = (unmasked: string): number | null => {
  if (unmasked === '' || unmasked === '-') return null;
  const n = Number(unmasked);
  return Number.isFinite(n) ? n : null;
};

/** imask options of the number kinds: pt-BR separators, comma decimal. */
export const NUMBER_MASKS = {
  money: {
    scale: 2,
    thousandsSeparator: '.',
    radix: ',',
    mapToRadix: [],
    padFractionalZeros: true,
    normalizeZeros: true,
    min: 0,
  },
  decimal: { scale: 6, thousandsSeparator: '.', radix: ',', mapToRadix: [], normalizeZeros: true },
  integer: { scale: 0, thousandsSeparator: '', radix: ',', mapToRadix: [] },
} as const;

export type NumberKind = keyof typeof NUMBER_MASKS;
