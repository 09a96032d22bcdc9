import type { ClockKind, ClockState } from './clocks.ts';

/** The clocks of one project, kind and state, shown as one line however many. */
export interface ClockGroup<T> {
  key: string;
  /** The first of them in the order given (the most urgent, or the first of the day). */
  first: T;
  count: number;
}

/**
 * Clocks grouped by project, kind and state, in the order given: the dashboard's panel and the
 * calendar's days show a line a group, the daily digest a line a group of each project. A mailing to a loteamento's titulares starts a thousand
 * 30-day windows on one day (Decreto 9.310/2018, art. 24, § 1º), and a thousand títulos emitted
 * together end their year to be registered with the fee exemption in one week (art. 56): a line
 * each made the dashboard and a calendar day thousands of lines long.
 */
export function clockGroups<T extends { project_id: number; kind: ClockKind; state: ClockState }>(
  rows: readonly T[],
): ClockGroup<T>[] {
  const groups = new Map<string, ClockGroup<T>>();
  for (const row of rows) {
    const key = `${row.project_id}:${row.kind}:${row.state}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { key, first: row, count: 1 });
  }
  return [...groups.values()];
}
