// One module per function: the package's index loads all ~300 of them (1.4 s of every server start).
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';
import { parseISO } from 'date-fns/parseISO';

/** Dates are typed DD/MM/AAAA and stored YYYY-MM-DD (docs/validation.md#validation). */
const TYPED = /^\d{2}\/\d{2}\/\d{4}$/;
const STORED = /^\d{4}-\d{2}-\d{2}$/;
/** date-fns fills missing parts from a reference date; none are missing here. */
const REFERENCE = new Date(2000, 0, 1);

/**
 * A typed (DD/MM/AAAA) or stored (YYYY-MM-DD) date, or a Date, as YYYY-MM-DD; null when it
 * is not a real calendar date (31/02/2020) or not written strictly in one of the two forms.
 */
export const parseDate = (value: unknown): string | null => {
  if (value instanceof Date) return isValid(value) ? format(value, 'yyyy-MM-dd') : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const pattern = TYPED.test(text) ? 'dd/MM/yyyy' : STORED.test(text) ? 'yyyy-MM-dd' : null;
  if (!pattern) return null;
  const parsed = parse(text, pattern, REFERENCE);
  return isValid(parsed) ? format(parsed, 'yyyy-MM-dd') : null;
};

export { formatDate, formatDateTime } from './display-dates.ts';

/** Today as YYYY-MM-DD in the local time zone. */
export const todayIso = (now: Date = new Date()): string => format(now, 'yyyy-MM-dd');

/** A stored date after today (today itself counts as past). */
export const isFutureDate = (stored: string, now: Date = new Date()): boolean => stored > todayIso(now);

/** A timestamp (ISO text or Date) as an ISO string; null when unreadable. */
export const parseDateTime = (value: unknown): string | null => {
  const d = value instanceof Date ? value : typeof value === 'string' ? parseISO(value.trim()) : null;
  return d && isValid(d) ? d.toISOString() : null;
};
