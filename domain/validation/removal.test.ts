import { describe, expect, it } from 'vitest';
import { normaliseIncomeRange, INCOME_UPPER_DEFAULT } from './income-range.ts';
import { MESSAGES } from './messages.ts';
import { REMOVAL_CONFIRMATION_WORD, checkConfirmationWord, parseLotIdLines } from './removal.ts';

describe('removal confirmation word', () => {
  it('must be typed exactly', () => {
    expect(checkConfirmationWord(REMOVAL_CONFIRMATION_WORD)).toBeUndefined();
    expect(checkConfirmationWord(REMOVAL_CONFIRMATION_WORD.toLowerCase())).toBe(MESSAGES.confirmationWord);
    expect(checkConfirmationWord(` ${REMOVAL_CONFIRMATION_WORD}`)).toBe(MESSAGES.confirmationWord);
    expect(MESSAGES.confirmationWord).toContain(`"${REMOVAL_CONFIRMATION_WORD}"`);
  });
});

describe('lot ids for the phase update', () => {
  it('needs at least one non-empty line', () => {
    expect(parseLotIdLines('\n  \n').error).toBe(MESSAGES.lotIdsRequired);
  });
  it('reads one id per line, reporting the others', () => {
    expect(parseLotIdLines('12\r\n 7 \n\n12\nabc')).toEqual({ ids: [12, 7], invalid: ['abc'] });
  });
  it('also splits at commas, semicolons and spaces, naming each bad entry once', () => {
    expect(parseLotIdLines('abc, 99999')).toEqual({ ids: [99999], invalid: ['abc'] });
    expect(parseLotIdLines('1;2 x3, x3\n4.5')).toEqual({ ids: [1, 2], invalid: ['x3', '4.5'] });
  });
});

describe('income filter', () => {
  it('fills the missing bound', () => {
    expect(normaliseIncomeRange({ value_to: '2000' })).toEqual({ value_from: 0, value_to: 2000 });
    expect(normaliseIncomeRange({ value_from: 'R$ 1.000' })).toEqual({
      value_from: 1000,
      value_to: INCOME_UPPER_DEFAULT,
    });
    expect(INCOME_UPPER_DEFAULT).toBe(999999999);
    expect(normaliseIncomeRange({ value_from: 100, value_to: 500 })).toEqual({ value_from: 100, value_to: 500 });
  });
  it('is no filter when neither is set', () => {
    expect(normaliseIncomeRange({})).toBeNull();
    expect(normaliseIncomeRange({ value_from: '', value_to: null })).toBeNull();
    expect(normaliseIncomeRange(null)).toBeNull();
  });
});
