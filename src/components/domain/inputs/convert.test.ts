import { describe, expect, it } from 'vitest';
import { MASKS } from '../../../../domain/index.ts';
import { formatDateText, formatDigits, numberFromUnmasked, parseDateText, parseDigits, parseMasked } from './convert';

describe('input conversions', () => {
  it('keeps the digits of a masked document and shows them masked', () => {
    expect(parseDigits('529.982.247-25')).toBe('52998224725');
    expect(parseDigits('')).toBeNull();
    expect(formatDigits(MASKS.cpf)('52998224725')).toBe('529.982.247-25');
    expect(formatDigits(MASKS.cep)('0131')).toBe('0131');
    expect(formatDigits(MASKS.cep)(null)).toBe('');
  });

  it('stores a valid DD/MM/AAAA date as YYYY-MM-DD and keeps anything else as typed', () => {
    expect(parseDateText('15/03/2020')).toBe('2020-03-15');
    expect(parseDateText('31/02/2020')).toBe('31/02/2020');
    expect(parseDateText('15/03')).toBe('15/03');
    expect(parseDateText('')).toBeNull();
    expect(formatDateText('2020-03-15')).toBe('15/03/2020');
    expect(formatDateText('31/02/2020')).toBe('31/02/2020');
    expect(formatDateText(null)).toBe('');
  });

  it('reads imask numbers (dot decimal) as numbers, empty as null', () => {
    expect(numberFromUnmasked('1234.56')).toBe(1234.56);
    expect(numberFromUnmasked('0')).toBe(0);
    expect(numberFromUnmasked('')).toBeNull();
    expect(numberFromUnmasked('-')).toBeNull();
  });

  it('keeps a masked phone as typed', () => {
    expect(parseMasked('(11) 98765-4321')).toBe('(11) 98765-4321');
    expect(parseMasked('')).toBeNull();
  });
});
