import type { FieldType } from '../fields/types.ts';

/**
 * Bounds every value has even when its field declares none: what the database columns can
 * hold (integer ids and counts, numeric(14,2) money, numeric(12,2) areas) and a sane length
 * for text, so oversized input is a field error, never a database failure.
 */
export const LIMITS = {
  integer: 2_147_483_647,
  money: 999_999_999_999.99,
  decimal: 9_999_999_999.99,
} as const;

export const DEFAULT_MAX_CHARS: Partial<Record<FieldType, number>> = {
  text: 1_000,
  password: 1_000,
  email: 320,
  longText: 20_000,
  richText: 1_000_000,
};
