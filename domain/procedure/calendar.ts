/**
 * The calendar the legal clocks count on (pure, ISO `YYYY-MM-DD` strings, no time zone: a
 * deadline is a day, not an instant).
 *
 * Counting rule, Lei 9.784/1999 art. 66 (the federal administrative procedure law, applied to
 * the Reurb's administrative procedure in the absence of a municipal rule):
 * - caput: the day of the start is left out and the day of the end is counted, so an N-day
 *   clock started on D ends on D + N;
 * - § 2º: days run continuously (calendar days, not business days);
 * - § 3º: months and years run date to date; when the end month has no such day (29 February
 *   in a common year) the end is the last day of that month;
 * - § 1º: an end on a day without office hours moves to the next business day.
 * The text of Lei 9.784/1999 is not in the project's legal reference folder; the four rules
 * above are quoted from its art. 66 as published.
 *
 * Days without office hours, a choice we document: Saturdays, Sundays, the national holidays
 * (Lei 662/1949 with Lei 10.607/2002; Lei 6.802/1980, 12 October; Lei 14.759/2023, 20 November
 * from 2024), the Easter-dependent days on which public offices are closed in practice
 * (Carnival Monday and Tuesday, Good Friday, Corpus Christi: Good Friday is a religious
 * holiday and the others federal "ponto facultativo"), and the municipal holidays each
 * project adds. Treating a doubtful day as closed moves an end later, never earlier: a family
 * or a confrontante never loses a window because the office they had to reach was shut, and
 * the municipality is never told it is late on a day it could not act.
 */

const DAY_MS = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses `YYYY-MM-DD` into a UTC midnight Date; throws on anything else (callers validate first). */
export function isoToDate(iso: string): Date {
  const m = ISO.exec(iso);
  if (!m) throw new Error(`data inválida: ${iso}`);
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (date.getUTCMonth() !== Number(m[2]) - 1) throw new Error(`data inválida: ${iso}`);
  return date;
}

export const dateToIso = (date: Date): string => date.toISOString().slice(0, 10);

/** Whether a string is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO.test(value)) return false;
  try {
    isoToDate(value);
    return true;
  } catch {
    return false;
  }
}

export const addDays = (iso: string, days: number): string =>
  dateToIso(new Date(isoToDate(iso).getTime() + days * DAY_MS));

/** Date to date (art. 66 §3): the same day `months` later, or the last day of that month when it has none. */
export function addMonths(iso: string, months: number): string {
  const start = isoToDate(iso);
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return dateToIso(new Date(Date.UTC(y, m, Math.min(start.getUTCDate(), lastDay))));
}

export const addYears = (iso: string, years: number): string => addMonths(iso, years * 12);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((isoToDate(to).getTime() - isoToDate(from).getTime()) / DAY_MS);

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface Holiday {
  date: string;
  name: string;
}

/** The national days without office hours of one year, in date order (see the note at the top). */
export function nationalHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const fixed: [string, string][] = [
    ['01-01', 'Confraternização Universal'],
    ['04-21', 'Tiradentes'],
    ['05-01', 'Dia do Trabalho'],
    ['09-07', 'Independência do Brasil'],
    ['10-12', 'Nossa Senhora Aparecida'],
    ['11-02', 'Finados'],
    ['11-15', 'Proclamação da República'],
    ['12-25', 'Natal'],
  ];
  if (year >= 2024) fixed.push(['11-20', 'Dia Nacional de Zumbi e da Consciência Negra']);
  const holidays: Holiday[] = [
    ...fixed.map(([md, name]) => ({ date: `${year}-${md}`, name })),
    { date: addDays(easter, -48), name: 'Carnaval (segunda-feira)' },
    { date: addDays(easter, -47), name: 'Carnaval (terça-feira)' },
    { date: addDays(easter, -2), name: 'Sexta-feira Santa' },
    { date: addDays(easter, 60), name: 'Corpus Christi' },
  ];
  return holidays.sort((x, y) => x.date.localeCompare(y.date));
}

/** A project's calendar: the national days plus its municipal holidays (`YYYY-MM-DD`). */
export interface ClockCalendar {
  municipalHolidays?: readonly string[];
}

const nationalCache = new Map<number, Set<string>>();
function nationalSet(year: number): Set<string> {
  let set = nationalCache.get(year);
  if (!set) {
    set = new Set(nationalHolidays(year).map((h) => h.date));
    nationalCache.set(year, set);
  }
  return set;
}

/** Whether the public office works on that day. */
export function isBusinessDay(iso: string, calendar: ClockCalendar = {}): boolean {
  const date = isoToDate(iso);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  if (nationalSet(date.getUTCFullYear()).has(iso)) return false;
  return !calendar.municipalHolidays?.includes(iso);
}

/** Art. 66 §1: the day itself when it is a business day, else the next one. */
export function nextBusinessDay(iso: string, calendar: ClockCalendar = {}): string {
  let day = iso;
  // At most a long weekend plus Carnival and a few municipal days; the bound only guards bad input.
  for (let i = 0; i < 60 && !isBusinessDay(day, calendar); i++) day = addDays(day, 1);
  return day;
}

const BRASILIA = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Today's date in Brasília time, whatever the server's zone: the clocks are the municipality's,
 * and a server in UTC would otherwise turn a deadline overdue at 21:00 of its last day.
 */
export const todayInBrasilia = (now: Date = new Date()): string => BRASILIA.format(now);

/** The first day after a window's last day: when silence becomes agreement. */
export const windowClosedOn = (dueOn: string): string => addDays(dueOn, 1);
