import { describe, expect, it } from 'vitest';
import { MASKS, applyMask, maskLength, toImaskPattern } from './masks.ts';

describe('masks of docs/validation.md#validation', () => {
  it('are the spec masks', () => {
    expect(MASKS).toMatchObject({
      cpf: '###.###.###-##',
      cep: '#####-###',
      nis: '###.#####.##-#',
      cnpj: '##.###.###/####-##',
      phone: '(##) #####-####',
    });
  });
  it('apply to digits, partially while typing', () => {
    expect(applyMask(MASKS.cpf, '52998224725')).toBe('529.982.247-25');
    expect(applyMask(MASKS.cpf, '5299')).toBe('529.9');
    expect(applyMask(MASKS.nis, '12056874107')).toBe('120.56874.10-7');
    expect(applyMask(MASKS.cnpj, '11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(applyMask(MASKS.phone, '11987654321')).toBe('(11) 98765-4321');
  });
  it('give the spec min lengths and imask patterns', () => {
    expect(maskLength(MASKS.cpf)).toBe(14);
    expect(maskLength(MASKS.cep)).toBe(9);
    expect(toImaskPattern(MASKS.cep)).toBe('00000-000');
  });
});
