import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addressEntity } from '../entities/address.ts';
import { blockEntity } from '../entities/block.ts';
import { lotEntity } from '../entities/lot/index.ts';
import { reportFilterEntity } from '../entities/report-filter.ts';
import { userEntity } from '../entities/user.ts';
import { defineEntity } from '../fields/entity.ts';
import { boolean, text } from '../fields/builders.ts';
import { MESSAGES, minChars } from './messages.ts';
import { createSchema, updateSchema } from './schema.ts';
import { zodErrorToFieldErrors } from './zod-errors.ts';

const errorsOf = (schema: z.ZodType, body: unknown) => {
  const result = schema.safeParse(body);
  if (result.success) throw new Error(`expected errors, got ${JSON.stringify(result.data)}`);
  return zodErrorToFieldErrors(result.error);
};

describe('createSchema', () => {
  const lotCreate = createSchema(lotEntity);

  it('normalises masked input to stored form and leaves out what was not sent', () => {
    const lot = lotCreate.parse({
      name: ' Lote 7 ',
      block_id: 3,
      cpf: '529.982.247-25',
      nis: '120.56874.10-7',
      cnpj: '11.222.333/0001-81',
      cep: '01310-100',
      cellphone_number: '11987654321',
      income: 'R$ 2.345,67',
      birth_date: '01/02/1970',
      beneficios_sociais: ['BOLSA FAMÍLIA'],
      rg_file_id: 9,
      other_documents_files_ids: [1, 2],
      email: null,
    });
    expect(lot).toEqual({
      name: 'Lote 7',
      block_id: 3,
      cpf: '52998224725',
      nis: '12056874107',
      cnpj: '11222333000181',
      cep: '01310100',
      cellphone_number: '(11) 98765-4321',
      income: 2345.67,
      birth_date: '1970-02-01',
      beneficios_sociais: ['BOLSA FAMÍLIA'],
      rg_file_id: 9,
      other_documents_files_ids: [1, 2],
      email: null,
    });
    // the type follows the declaration
    const cpf: string | null | undefined = lot.cpf;
    expect(cpf).toBe('52998224725');
  });

  it('answers Portuguese messages keyed by field', () => {
    expect(
      errorsOf(lotCreate, {
        name: 'AB',
        cpf: '529.982.247-26',
        birth_date: '31/02/2020',
        cellphone_number: '123',
        email: 'ana@',
        mdr_n_comodos: -1,
        other_documents_files_ids: Array.from({ length: 11 }, (_, i) => i + 1),
      }),
    ).toMatchObject({
      name: minChars(3),
      block_id: MESSAGES.required,
      cpf: MESSAGES.cpf,
      birth_date: MESSAGES.date,
      cellphone_number: MESSAGES.phone,
      email: MESSAGES.email,
      mdr_n_comodos: expect.any(String),
      other_documents_files_ids: expect.any(String),
    });
  });

  it('is strict: unknown keys and read-only keys are refused', () => {
    expect(errorsOf(lotCreate, { name: 'Lote 1', block_id: 1, is_admin: true, status: 'complete', id: 5 })).toEqual({
      is_admin: MESSAGES.unknownField,
      status: MESSAGES.readOnly,
      id: MESSAGES.readOnly,
    });
  });

  it('can drop read-only keys instead (a whole record sent back)', () => {
    const lenient = createSchema(lotEntity, { ignoreReadOnly: true });
    expect(lenient.parse({ id: 5, name: 'Lote 1', block_id: 1, updated_at: 'x', rg_file: { id: 1 } })).toEqual({
      name: 'Lote 1',
      block_id: 1,
    });
  });

  it('refuses wrong JSON types', () => {
    expect(errorsOf(lotCreate, { name: 12345, block_id: 1, cpf: 52998224725 })).toEqual({ cpf: MESSAGES.value });
    expect(errorsOf(lotCreate, { name: ['x'], block_id: 1 })).toEqual({ name: MESSAGES.value });
  });

  it('requires the password on create only, and takes a blank one as null on update', () => {
    expect(errorsOf(createSchema(userEntity), { email: 'ana@exemplo.com', role: 'member' })).toEqual({
      password: MESSAGES.required,
    });
    expect(updateSchema(userEntity).parse({ password: null })).toEqual({ password: null });
  });

  it('normalises the income filter (docs/validation.md#validation)', () => {
    const filter = createSchema(reportFilterEntity);
    expect(filter.parse({ selectedIncome: { value_to: '1.500' } })).toEqual({
      selectedIncome: { value_from: 0, value_to: 1500 },
    });
    expect(filter.parse({ project_phase: '2' })).toEqual({ project_phase: 2 });
    expect(errorsOf(filter, { project_phase: 3 })).toEqual({ project_phase: MESSAGES.choice });
  });

  it('takes a list of street ids', () => {
    expect(createSchema(blockEntity).parse({ name: 'Quadra A', project_id: 1, streets_ids: [3, '4', 3] })).toEqual({
      name: 'Quadra A',
      project_id: 1,
      streets_ids: [3, 4],
    });
  });

  it('uses the spec message for a missing address', () => {
    expect(errorsOf(createSchema(addressEntity), {}).formatted_address).toBe(MESSAGES.addressRequired);
  });
});

describe('updateSchema', () => {
  const lotUpdate = updateSchema(lotEntity);

  it('accepts any subset', () => {
    expect(lotUpdate.parse({})).toEqual({});
    expect(lotUpdate.parse({ civil_status: 'Casado(a)', spouse_cpf: '52998224725' })).toEqual({
      civil_status: 'Casado(a)',
      spouse_cpf: '52998224725',
    });
  });

  it('still refuses emptying a required field, unknown keys and bad values', () => {
    expect(errorsOf(lotUpdate, { name: '', owner: 'x', cep: '0131' })).toEqual({
      name: MESSAGES.required,
      owner: MESSAGES.unknownField,
      cep: 'Incompleto. Ex.: 01310-100',
    });
  });
});

describe('a field required only when shown', () => {
  const entity = defineEntity({
    resource: 'test',
    label: 'Teste',
    pluralLabel: 'Testes',
    fields: [
      boolean('deficiencia', 'Deficiência'),
      text('deficiencia_desc', 'Descrição', { required: true, when: { field: 'deficiencia', equals: true } }),
    ],
  });

  it('is required when its condition holds, even beside other errors', () => {
    expect(createSchema(entity).parse({ deficiencia: false })).toEqual({ deficiencia: false });
    expect(errorsOf(createSchema(entity), { deficiencia: true })).toEqual({ deficiencia_desc: MESSAGES.required });
    expect(errorsOf(createSchema(entity), { deficiencia: 'true', extra: 1 })).toEqual({
      extra: MESSAGES.unknownField,
      deficiencia_desc: MESSAGES.required,
    });
  });
});

describe('OpenAPI', () => {
  it('describes the input side of the schema', () => {
    const json = z.toJSONSchema(createSchema(blockEntity), { io: 'input', unrepresentable: 'any' }) as {
      properties: Record<string, { title?: string }>;
      additionalProperties: boolean;
    };
    expect(json.additionalProperties).toBe(false);
    expect(json.properties.name.title).toBe('Nome da quadra');
    expect((json as { required?: string[] }).required).toEqual(['name', 'project_id']);
    const update = z.toJSONSchema(updateSchema(blockEntity), { io: 'input' }) as { required?: string[] };
    expect(update.required).toBeUndefined();
  });
});
