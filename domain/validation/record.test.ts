import { describe, expect, it } from 'vitest';
import { lotEntity } from '../entities/lot/index.ts';
import { userEntity } from '../entities/user.ts';
import { checkRecord } from './record.ts';
import { MESSAGES } from './messages.ts';

describe('checkRecord', () => {
  it('turns a filled form into stored form', () => {
    const { values, errors } = checkRecord(lotEntity, {
      name: 'Lote 12',
      block_id: '4',
      cpf: '529.982.247-25',
      cep: '01310-100',
      income: 'R$ 1.500,00',
      birth_date: '15/08/1980',
      area: '120,5',
      observations: '',
    });
    expect(errors).toEqual({});
    expect(values).toEqual({
      name: 'Lote 12',
      block_id: 4,
      cpf: '52998224725',
      cep: '01310100',
      income: 1500,
      birth_date: '1980-08-15',
      area: 120.5,
      observations: null,
    });
  });

  it('refuses unknown and read-only keys unless told to drop them', () => {
    const input = { name: 'Lote 12', block_id: 1, status: 'complete', rg_file: { id: 2 }, created_at: 'x', hacker: 1 };
    expect(checkRecord(lotEntity, input).errors).toEqual({
      status: MESSAGES.readOnly,
      rg_file: MESSAGES.readOnly,
      created_at: MESSAGES.readOnly,
      hacker: MESSAGES.unknownField,
    });
    expect(checkRecord(lotEntity, input, { ignoreReadOnly: true }).errors).toEqual({ hacker: MESSAGES.unknownField });
    expect(checkRecord(lotEntity, input, { ignoreReadOnly: true, ignoreUnknown: true }).errors).toEqual({});
  });

  it('update checks only what is sent', () => {
    expect(checkRecord(lotEntity, { owner_name: 'Maria' }, { mode: 'update' })).toEqual({
      values: { owner_name: 'Maria' },
      errors: {},
    });
    expect(checkRecord(lotEntity, { name: '' }, { mode: 'update' }).errors).toEqual({ name: MESSAGES.required });
  });

  it('create needs the required fields', () => {
    expect(checkRecord(userEntity, {}).errors).toEqual({
      email: MESSAGES.required,
      password: MESSAGES.required,
      role: MESSAGES.required,
    });
  });
});
