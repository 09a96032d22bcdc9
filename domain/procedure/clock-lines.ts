import type { ClockKind, ClockState } from './clocks.ts';

/** A line of a list of clocks: one clock (`count` 1), or the clocks of one project, kind and state. */
export interface ClockLine<T> {
  key: string;
  /** The clock, or the first of the group in the order given (the most urgent, or the first of the day). */
  first: T;
  count: number;
}

/** Up to this many clocks of one project, kind and state are listed each on its own line. */
export const CLOCKS_LISTED_ONE_BY_ONE = 3;

/**
 * Clocks as the dashboard's panel, the calendar's days and the daily digest list them, in the
 * order given: the clocks of one project, kind and state are one line that counts them when they
 * are more than three, else a line each, named. A mailing to a loteamento's titulares starts a
 * thousand 30-day windows on one day (Decreto 9.310/2018, art. 24, § 1º), and a thousand títulos
 * emitted together end their year to be registered with the fee exemption in one week (art. 56):
 * a line each made the dashboard and a calendar day thousands of lines long.
 */
export function clockLines<T extends { id: string; project_id: number; kind: ClockKind; state: ClockState }>(
  rows: readonly T[],
): ClockLine<T>[] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = `${row.project_id}:${row.kind}:${row.state}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups].flatMap(([key, group]) =>
    group.length > CLOCKS_LISTED_ONE_BY_ONE
      ? [{ key, first: group[0], count: group.length }]
      : group.map((row) => ({ key: `${row.project_id}:${row.id}`, first: row, count: 1 })),
  );
}
