import type { IncomeRange } from '../fields/values.ts';

/** The upper bound when only the lower is given (docs/validation.md#validation). */
export const INCOME_UPPER_DEFAULT = 999999999;

const bound = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.trunc(value) : null;
  if (typeof value !== 'string') return null;
  const digits = value.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
};

/**
 * The income filter: digits only. Only the upper bound set → the lower becomes 0; only the
 * lower set → the upper becomes 999999999; neither → null (no filter).
 */
export const normaliseIncomeRange = (
  range: { value_from?: unknown; value_to?: unknown } | null | undefined,
): IncomeRange | null => {
  const from = bound(range?.value_from);
  const to = bound(range?.value_to);
  if (from === null && to === null) return null;
  return { value_from: from ?? 0, value_to: to ?? INCOME_UPPER_DEFAULT };
};
