import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isFutureDate, parseDate, parseDateTime, todayIso } from './dates.ts';

describe('parseDate (DD/MM/AAAA strict, stored YYYY-MM-DD)', () => {
  it.each([
    ['25/12/2020', '2020-12-25'],
    ['29/02/2020', '2020-02-29'],
    ['2020-12-25', '2020-12-25'],
    [' 01/01/1950 ', '1950-01-01'],
  ])('%s → %s', (typed, stored) => expect(parseDate(typed)).toBe(stored));

  it.each([
    '31/02/2020',
    '29/02/2021',
    '32/01/2020',
    '00/01/2020',
    '10/13/2020',
    '1/2/2020',
    '01/02/20',
    '01-02-2020',
    '2020-02-30',
    'ontem',
    '',
  ])('refuses %j', (typed) => expect(parseDate(typed)).toBeNull());

  it('takes a Date as its local calendar day, and refuses other types', () => {
    expect(parseDate(new Date(2021, 4, 9, 23, 30))).toBe('2021-05-09');
    expect(parseDate(new Date(Number.NaN))).toBeNull();
    expect(parseDate(20200101)).toBeNull();
  });
});

describe('display and comparisons', () => {
  it('formats dates and timestamps the Brazilian way', () => {
    expect(formatDate('2020-12-25')).toBe('25/12/2020');
    expect(formatDate(null)).toBe('');
    expect(formatDate('garbage')).toBe('');
    expect(formatDateTime(new Date(2026, 10, 22, 9, 5))).toBe('22/11/2026 09:05');
  });

  it('today counts as past, tomorrow does not', () => {
    const now = new Date(2026, 10, 22, 12);
    expect(todayIso(now)).toBe('2026-11-22');
    expect(isFutureDate('2026-11-22', now)).toBe(false);
    expect(isFutureDate('2026-11-23', now)).toBe(true);
    expect(isFutureDate('1990-01-01', now)).toBe(false);
  });

  it('reads timestamps', () => {
    expect(parseDateTime('2026-11-22T10:00:00.000Z')).toBe('2026-11-22T10:00:00.000Z');
    expect(parseDateTime('not a time')).toBeNull();
  });
});
