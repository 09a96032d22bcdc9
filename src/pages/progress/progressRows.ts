import type { SortPayload } from 'react-admin';
import type { CompletedByDay } from '../../providers/dataProvider';

/** One row of the progress table: a local day and a user, with the lots they completed. */
export type ProgressRow = CompletedByDay['completed_lots_by_day'][number] & { id: string };

/** The columns a click on the header sorts by (docs/screens.md#screens): the day or the user. */
export type ProgressSortField = 'date' | 'user_name';

/** Newest day first, as the API answers. */
export const DEFAULT_SORT: SortPayload = { field: 'date', order: 'DESC' };

/** The API's rows with a stable id (a day has one row per user). */
export const progressRows = (answer: CompletedByDay | undefined): ProgressRow[] =>
  (answer?.completed_lots_by_day ?? []).map((r) => ({ ...r, id: `${r.date}|${r.user_id ?? r.user_name ?? ''}` }));

/** By name, accents and case ignored; a removed user (no name) after every name. */
const byName = (a: ProgressRow, b: ProgressRow) =>
  a.user_name === null || b.user_name === null
    ? Number(a.user_name === null) - Number(b.user_name === null)
    : a.user_name.localeCompare(b.user_name, 'pt-BR', { sensitivity: 'base' });
const byDate = (a: ProgressRow, b: ProgressRow) => a.date.localeCompare(b.date);

/**
 * Rows sorted by day (then user A–Z) or by user (accents and case ignored; then newest day
 * first): a user's days stay together and a day's users stay in order whatever the direction.
 */
export function sortRows(rows: readonly ProgressRow[], sort: SortPayload): ProgressRow[] {
  const sign = sort.order === 'ASC' ? 1 : -1;
  const compare =
    sort.field === 'user_name'
      ? (a: ProgressRow, b: ProgressRow) => sign * byName(a, b) || -byDate(a, b)
      : (a: ProgressRow, b: ProgressRow) => sign * byDate(a, b) || byName(a, b);
  return [...rows].sort(compare);
}

/** 'Ver Lotes' opens only when the row has any completed lot (docs/screens.md#screens). */
export const hasLots = (row: ProgressRow) => row.social + row.benfeitorias > 0;
