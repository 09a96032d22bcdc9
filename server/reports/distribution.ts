import { toCount } from '../db/rows.ts';

/** One distribution of a report's statistics: counts by label, with the base of its percentages. */
export interface Distribution {
  title: string;
  /** What the percentages are of ("pessoas", "famílias"). */
  unit: string;
  base: number;
  rows: { label: string; count: number }[];
}

const UNKNOWN = 'Não informado';

/** A count by label, as a `group by` statement returns it (a null label is 'Não informado'). */
export type CountRow = { label: string | null; n: unknown };

/** Counts in the enumeration's order, then unknown values, then 'Não informado'. */
export function ordered(
  rows: CountRow[],
  order: readonly string[],
  keepEmpty: boolean,
): { label: string; count: number }[] {
  const counts = new Map(rows.map((r) => [r.label ?? UNKNOWN, toCount(r.n)]));
  const out = order
    .filter((label) => keepEmpty || counts.has(label))
    .map((label) => ({ label, count: counts.get(label) ?? 0 }));
  for (const [label, count] of counts) if (!order.includes(label) && label !== UNKNOWN) out.push({ label, count });
  if (counts.has(UNKNOWN)) out.push({ label: UNKNOWN, count: counts.get(UNKNOWN)! });
  return out;
}
