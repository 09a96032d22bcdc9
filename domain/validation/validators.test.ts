import { describe, expect, it } from 'vitest';
import { addressEntity } from '../entities/address.ts';
import { lotEntity } from '../entities/lot/index.ts';
import { MDR } from '../enums/project.ts';
import { fieldValidator, entityValidators } from './validators.ts';
import { validateRecord } from './record.ts';
import { MESSAGES, maxFiles } from './messages.ts';

describe('fieldValidator (react-admin validate prop)', () => {
  it('returns the message or undefined', () => {
    const cpf = fieldValidator(lotEntity, 'cpf');
    expect(cpf('529.982.247-25', {})).toBeUndefined();
    expect(cpf('529.982.247-26', {})).toBe(MESSAGES.cpf);
    expect(cpf('', {})).toBeUndefined();
  });

  it('is silent for a hidden field', () => {
    const regime = fieldValidator(lotEntity, 'marriage_regime_de_bens');
    expect(regime('REGIME INVENTADO', { civil_status: 'Solteiro(a)' })).toBeUndefined();
    expect(regime('REGIME INVENTADO', { civil_status: 'Casado(a)' })).toBe(MESSAGES.choice);
  });

  it('checks MDR fields only in MDR projects', () => {
    const rooms = (projectClass: string) => fieldValidator(lotEntity, 'mdr_n_comodos', { ctx: { projectClass } });
    expect(rooms('REURB')(-3, {})).toBeUndefined();
    expect(rooms(MDR)(-3, {})).toBeDefined();
  });

  it('counts browser File objects against the limit without reading them', () => {
    const others = fieldValidator(lotEntity, 'other_documents_files');
    const picked = Array.from({ length: 11 }, () => ({ rawFile: {}, title: 'doc.pdf' }));
    expect(others(picked.slice(0, 10), {})).toBeUndefined();
    expect(others(picked, {})).toBe(maxFiles(10));
  });

  it('uses a field message when the spec gives one', () => {
    expect(fieldValidator(addressEntity, 'formatted_address')('', {})).toBe(MESSAGES.addressRequired);
  });

  it('refuses an unknown field name early', () => {
    expect(() => fieldValidator(lotEntity, 'nope')).toThrow();
  });

  it('exists for every writable field', () => {
    const validators = entityValidators(lotEntity);
    expect(validators.name('ab', {})).toBeDefined();
    expect(validators.status).toBeUndefined();
  });
});

describe('validateRecord (react-admin form-level validate)', () => {
  it('returns errors keyed by field, hidden fields excluded', () => {
    const errors = validateRecord(lotEntity, {
      id: 3,
      name: 'L',
      block_id: 1,
      cpf: '123',
      civil_status: 'Solteiro(a)',
      spouse_cpf: '999',
      rg_file: { id: 1 },
    });
    expect(Object.keys(errors).sort()).toEqual(['cpf', 'name']);
  });

  it('applies the spouse section condition: spouse data only for married or stable union', () => {
    const married = validateRecord(lotEntity, {
      name: 'Lote 1',
      block_id: 1,
      civil_status: 'Casado(a)',
      spouse_name: 'A',
    });
    expect(married.spouse_name).toBeDefined();
    const union = validateRecord(lotEntity, {
      name: 'Lote 1',
      block_id: 1,
      civil_status: 'União Estável',
      spouse_name: 'A',
    });
    expect(union.spouse_name).toBeDefined();
    const single = validateRecord(lotEntity, {
      name: 'Lote 1',
      block_id: 1,
      civil_status: 'Divorciado(a)',
      spouse_name: 'A',
    });
    expect(single.spouse_name).toBeUndefined();
  });

  it('asks for every required address part', () => {
    expect(validateRecord(addressEntity, {})).toMatchObject({
      formatted_address: MESSAGES.addressRequired,
      route: MESSAGES.required,
      postal_code: MESSAGES.required,
    });
  });
});
