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

/** A project group's name: 2 to 80 characters, unique whatever the case (issue #18 part 7). */
export const GROUP_NAME_MIN = 2;
export const GROUP_NAME_MAX = 80;

export const DEFAULT_MAX_CHARS: Partial<Record<FieldType, number>> = {
  text: 1_000,
  password: 1_000,
  email: 320,
  longText: 20_000,
  richText: 1_000_000,
};

/**
 * Whether objects and lists in an already parsed value nest deeper than `max` (iterative: a
 * hostile 10,000-level value needs no call stack). Used for request bodies and lot answers.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}
