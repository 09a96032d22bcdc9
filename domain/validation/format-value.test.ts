import { describe, expect, it } from 'vitest';
import { lotEntity } from '../entities/lot/index.ts';
import { getField } from '../fields/entity.ts';
import { checkValue } from './check-field.ts';
import { formatValue, maskOf } from './format-value.ts';
import { MASKS } from './masks.ts';

const lot = (name: string) => getField(lotEntity, name)!;

describe('formatValue', () => {
  it.each([
    ['cpf', '52998224725', '529.982.247-25'],
    ['cnpj', '11222333000181', '11.222.333/0001-81'],
    ['cep', '01310100', '01310-100'],
    ['nis', '12056874107', '120.56874.10-7'],
    ['protocol', '3RUMB7WFFV', '3RUMB-7WFFV'],
    ['income', 1234.5, 'R$ 1.234,50'],
    ['area', 120.5, '120,5'],
    ['birth_date', '1980-08-15', '15/08/1980'],
    ['deficiencia', false, 'Não'],
    ['uso_do_lote', 'NAO_RESIDENCIAL', 'Não residencial'],
    ['mdr_material_paredes_externas', ['ALVERNARIA COM REVESTIMENTO', 'OUTROS'], 'ALVENARIA COM REVESTIMENTO, OUTROS'],
    ['owner_name', null, ''],
  ])('%s: %j → %j', (name, stored, shown) => expect(formatValue(lot(name), stored)).toBe(shown));

  it('round-trips through the checks', () => {
    for (const [name, stored] of [
      ['cpf', '52998224725'],
      ['income', 98765.43],
      ['birth_date', '2001-02-03'],
      ['area', 1234.56],
    ] as const) {
      const again = checkValue(lot(name), formatValue(lot(name), stored), { now: new Date(2026, 10, 22) });
      expect(again).toEqual({ ok: true, value: stored });
    }
  });

  it('gives each masked field its mask', () => {
    expect(maskOf(lot('cpf'))).toBe(MASKS.cpf);
    expect(maskOf(lot('cellphone_number'))).toBe(MASKS.phone);
    expect(maskOf(lot('birth_date'))).toBe(MASKS.date);
    expect(maskOf(lot('owner_name'))).toBeUndefined();
  });
});
