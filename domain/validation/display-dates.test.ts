import { describe, expect, it } from 'vitest';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';
import { parseISO } from 'date-fns/parseISO';
import { formatDate, formatDateTime } from './display-dates.ts';

/** The date-fns formatting these functions replaced, as the reference. */
const read = (value: string | Date) =>
  typeof value === 'string'
    ? /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? parse(value, 'yyyy-MM-dd', new Date(2000, 0, 1))
      : parseISO(value)
    : value;
const dateFnsDate = (value: string | Date) => (isValid(read(value)) ? format(read(value), 'dd/MM/yyyy') : '');
const dateFnsDateTime = (value: string | Date) => (isValid(read(value)) ? format(read(value), 'dd/MM/yyyy HH:mm') : '');

const SAMPLES: Array<string | Date> = [
  '2020-12-25',
  '2020-02-29',
  '2021-02-29',
  '2020-02-30',
  '2020-13-01',
  '0999-01-05',
  '2026-11-22T10:00:00.000Z',
  '2026-11-22T23:59:59Z',
  '2026-11-23T01:30:00-03:00',
  '2026-11-23T01:30:00+0530',
  '2026-11-23T01:30:00+05',
  '2026-11-23T01:30',
  '2026-11-23 01:30:12',
  '2026-11-23T01:30:12.123456Z',
  '2026-11-23T25:30:00Z',
  'garbage',
  '25/12/2020',
  new Date(2026, 10, 22, 9, 5),
  new Date(Number.NaN),
];

describe('formatDate and formatDateTime without date-fns', () => {
  it.each(SAMPLES.map((s) => [s]))('%j reads as date-fns read it', (value) => {
    expect(formatDate(value)).toBe(dateFnsDate(value));
    expect(formatDateTime(value)).toBe(dateFnsDateTime(value));
  });

  it('shows nothing for nothing', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
