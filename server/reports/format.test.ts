import { describe, expect, it } from 'vitest';
import { lotEntity } from '../../domain/entities/lot/index.ts';
import { getField } from '../../domain/fields/entity.ts';
import { formatValue } from '../../domain/validation/format-value.ts';
import * as f from './format.ts';

describe('how the documents write values', () => {
  it.each([
    ['cpf', f.cpf, '52998224725', '529.982.247-25'],
    ['cnpj', f.cnpj, '11222333000181', '11.222.333/0001-81'],
    ['cep', f.cep, '01310100', '01310-100'],
    ['nis', f.nis, '12345678901', '123.45678.90-1'],
    ['marriage_regime_de_bens', f.regime, 'COMUNHAO_PARCIAL', 'Comunhão parcial de bens'],
    ['uso_do_lote', f.usoDoLote, 'RESIDENCIAL', 'Residencial'],
  ] as const)('writes the lot field %s as the screens show it', (name, write, stored, printed) => {
    expect(write(stored)).toBe(printed);
    expect(write(stored)).toBe(formatValue(getField(lotEntity, name)!, stored));
    expect(write(null)).toBe('');
  });

  it('keeps what only paper needs: a no-break space in money, dates of a moment in Brasília', () => {
    expect(f.money(1234.5)).toBe('R$\u00a01.234,50');
    expect(f.date('2026-11-25')).toBe('25/11/2026');
    expect(f.date(new Date('2026-11-25T02:00:00Z'))).toBe('24/11/2026');
  });

  it('heads the household tables with the declarations: a short heading where one is declared, else the label', () => {
    expect(f.memberHeading('deficiencia')).toBe('Defic.');
    expect(f.memberHeading('birth_date')).toBe('Nascimento');
    expect(f.memberHeading('name')).toBe(f.memberLabel('name'));
    expect(() => f.memberHeading('hidrometro')).toThrow(/not declared/);
  });
});
