import { LOT_STATUSES } from '../../../domain/enums/lot-status.ts';
import type { CompletedByDay } from '../../providers/dataProvider';

/** The activity shows the most recent days that have any (not a calendar window). */
export const ACTIVITY_DAYS = 7;
/** At most this many rows of completed lots. */
export const ACTIVITY_ROWS = 12;
/** Project admins see the completed lots of up to this many of their projects. */
export const ACTIVITY_PROJECTS = 5;

/** A member sees this many of the lots updated last in their projects. */
export const RECENT_LOTS = 8;

/** A lot status by its label (docs/entities.md#entities). */
export const statusLabel = (status: unknown) => LOT_STATUSES.find((s) => s.id === status)?.name ?? String(status ?? '');

const two = (n: number) => String(n).padStart(2, '0');

/** An ISO timestamp as DD/MM/YYYY HH:MM in the viewer's time zone (docs/limits.md#limits). */
export function timestampLabel(value: unknown): string {
  const d = new Date(String(value ?? ''));
  if (Number.isNaN(d.getTime())) return '';
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** YYYY-MM-DD as DD/MM/YYYY (no date library in the first screen's JavaScript). */
export const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** Rows of the days in `rows`' `ACTIVITY_DAYS` most recent dates, newest first. */
export function recentDays<T extends { date: string }>(rows: readonly T[], days: number = ACTIVITY_DAYS): T[] {
  const kept = [...new Set(rows.map((r) => r.date))].sort().reverse().slice(0, days);
  return rows.filter((r) => kept.includes(r.date)).sort((a, b) => b.date.localeCompare(a.date));
}

export interface CompletedRow {
  date: string;
  project: string;
  user: string;
  social: number;
  benfeitorias: number;
}

/** completed-by-day answers of several projects, as one table's rows. */
export const completedRows = (answers: readonly CompletedByDay[]): CompletedRow[] =>
  answers.flatMap((a) =>
    a.completed_lots_by_day.map((d) => ({
      date: d.date,
      project: a.name,
      user: d.user_name ?? '—',
      social: d.social,
      benfeitorias: d.benfeitorias,
    })),
  );
