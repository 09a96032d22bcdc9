import { describe, expect, it } from 'vitest';
import { integer, money, reference, text } from '../fields/builders.ts';
import { checkValue } from './check-field.ts';
import { LIMITS } from './limits.ts';

describe('bounds every field has', () => {
  it('refuses text longer than the default maximum when the field declares none', () => {
    const name = text('name', 'Nome', { min: 3 });
    expect(checkValue(name, 'a'.repeat(1_000)).ok).toBe(true);
    expect(checkValue(name, 'a'.repeat(1_001))).toEqual({ ok: false, message: 'Máximo de 1000 caracteres' });
  });
  it('refuses numbers the database columns cannot hold', () => {
    expect(checkValue(integer('n', 'N'), LIMITS.integer).ok).toBe(true);
    expect(checkValue(integer('n', 'N'), 99_999_999_999).ok).toBe(false);
    expect(checkValue(money('income', 'Renda'), '1e15').ok).toBe(false);
    expect(checkValue(reference('block_id', 'Quadra', 'blocks'), 99_999_999_999).ok).toBe(false);
    expect(checkValue(reference('block_id', 'Quadra', 'blocks'), 7)).toEqual({ ok: true, value: 7 });
  });
});
