import { describe, expect, it } from 'vitest';
import { ambiguousDecimal, MESSAGES } from './messages.ts';
import {
  formatDecimal,
  formatMoney,
  parseDecimal,
  parseInteger,
  parseMoney,
  parseNumber,
  readDecimal,
} from './numbers.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('money (R$ 1.234,56, stored as reais with 2 decimals)', () => {
  it.each([
    ['R$ 1.234,56', 1234.56],
    [`R$${NBSP}1.234,56`, 1234.56],
    [`R$${NNBSP}1.234,56`, 1234.56],
    ['1.234,5', 1234.5],
    ['1234,56', 1234.56],
    ['1234', 1234],
    ['1.234', 1234],
    ['R$ 0,00', 0],
    ['-R$ 10,50', -10.5],
    [1234.567, 1234.57],
    [0, 0],
  ])('%j → %s', (raw, value) => expect(parseMoney(raw)).toBe(value));

  it.each([
    ['12.34', 12.34],
    ['12.5', 12.5],
    ['1.500', 1500],
    ['R$ 1.234.567', 1234567],
    ['1,234', null],
  ])('one dot: cents have at most two digits, so %j → %s', (raw, value) => expect(parseMoney(raw)).toBe(value));

  it.each([
    'abc',
    '1,234',
    '1.23,45',
    '12.5,3',
    '1,234.56',
    '12.3456',
    'R$ 1,999',
    'US$ 10,00',
    '',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
  ])('refuses %j', (raw) => expect(parseMoney(raw)).toBeNull());

  it('formats with an ordinary space, and reads Intl output with its no-break space back', () => {
    expect(formatMoney(1234.56)).toBe('R$ 1.234,56');
    expect(formatMoney(0)).toBe('R$ 0,00');
    expect(formatMoney(null)).toBe('');
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(98765.4);
    expect(intl).toContain(NBSP);
    expect(parseMoney(intl)).toBe(98765.4);
    expect(parseMoney(formatMoney(1234567.89))).toBe(1234567.89);
  });
});

describe('decimal comma', () => {
  it.each([
    ['123,45', 123.45],
    ['1.234,5', 1234.5],
    ['-23,5501234', -23.5501234],
    ['10', 10],
    [12.5, 12.5],
  ])('%j → %s', (raw, value) => expect(parseDecimal(raw)).toBe(value));

  it.each([
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['0.75', 0.75],
    ['3.14159', 3.14159],
    ['0.125', 0.125],
    ['1.234,56', 1234.56],
    ['1.234.567', 1234567],
    ['1.234.567,5', 1234567.5],
    [' 12,5 ', 12.5],
    ['-12.5', -12.5],
  ])('a lone dot or comma is the decimal mark: %j → %s', (raw, value) => expect(parseDecimal(raw)).toBe(value));

  it.each(['12.5,3', '1,2,3', '1,234.56', '1.2.3', '12.', '12,', ',5', '.5', 'abc', '', '1.23,4', '12 5x'])(
    'refuses %j with the format message',
    (raw) => expect(readDecimal(raw)).toEqual({ ok: false, message: MESSAGES.decimal }),
  );

  it.each(['1.234', '12.500', '100.000'])('a single dot before exactly three digits is ambiguous: %j', (raw) => {
    const read = readDecimal(raw);
    expect(read).toEqual({ ok: false, message: ambiguousDecimal(raw) });
    expect(ambiguousDecimal('1.234')).toBe('"1.234" é ambíguo: para 1,234 use vírgula; para 1234 escreva sem ponto');
  });

  it('formats pt-BR', () => expect(formatDecimal(1234.5)).toBe('1.234,5'));
});

describe('integers and plain numbers', () => {
  it('reads integers from numbers and digits, nothing else', () => {
    expect(parseInteger(3)).toBe(3);
    expect(parseInteger(' 42 ')).toBe(42);
    expect(parseInteger('-1')).toBe(-1);
    expect(parseInteger(2.5)).toBeNull();
    expect(parseInteger('2,5')).toBeNull();
    expect(parseInteger('dez')).toBeNull();
  });
  it('reads machine numbers with a dot', () => {
    expect(parseNumber('0.75')).toBe(0.75);
    expect(parseNumber('0,75')).toBeNull();
  });
});
