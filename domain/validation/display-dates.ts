// Display of dates without date-fns: the dashboard's cards show dates, and date-fns's parser and
// formatter (~10 KB gzip) would otherwise be in the SPA's first screen (docs/architecture.md#front-end).

/** Stored dates: YYYY-MM-DD (docs/validation.md#validation). */
const STORED = /^(\d{4})-(\d{2})-(\d{2})$/;
/** ISO 8601 timestamps as the API and JavaScript write them: date, time, optional fraction and offset. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A stored date as its local calendar day; null for one that does not exist (2020-02-30). */
const storedDay = (text: string): Date | null => {
  const m = STORED.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(year, month - 1, day);
  d.setFullYear(year);
  return d.getFullYear() === year && d.getMonth() === month - 1 && d.getDate() === day ? d : null;
};

/** What Date reads of the ISO forms: 'T', a dot before the fraction, an offset as ±HH:MM. */
const normalised = (text: string) =>
  text
    .replace(' ', 'T')
    .replace(',', '.')
    .replace(/([+-]\d{2})(\d{2})$/, '$1:$2')
    .replace(/([+-]\d{2})$/, '$1:00');

/** A date (stored YYYY-MM-DD, an ISO timestamp, or a Date) as a valid Date, else null. */
const readDate = (value: string | Date): Date | null => {
  const d =
    value instanceof Date
      ? value
      : STORED.test(value)
        ? storedDay(value)
        : TIMESTAMP.test(value)
          ? new Date(normalised(value))
          : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};

const day = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${pad(d.getFullYear(), 4)}`;

/** YYYY-MM-DD (or an ISO timestamp) as DD/MM/YYYY for display; '' when unreadable. */
export const formatDate = (value: string | Date | null | undefined): string => {
  const d = value ? readDate(value) : null;
  return d ? day(d) : '';
};

/** List timestamps: DD/MM/YYYY HH:MM in the viewer's time zone (docs/limits.md#limits). */
export const formatDateTime = (value: string | Date | null | undefined): string => {
  const d = value ? readDate(value) : null;
  return d ? `${day(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
};
