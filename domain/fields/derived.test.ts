import { describe, expect, expectTypeOf, it } from 'vitest';
import { lotEntity } from '../entities/lot/index.ts';
import { ENTITIES } from '../entities/index.ts';
import type { userEntity } from '../entities/user.ts';
import type { EntityDef } from './types.ts';
import { columnRules } from './column-rules.ts';
import { resourceMessages } from './labels.ts';
import type { EntityValues } from './values.ts';

describe('what other layers derive', () => {
  it('database check rules', () => {
    const rules = columnRules(lotEntity);
    expect(rules).toContainEqual({ column: 'name', kind: 'length', min: 3, max: 512 });
    expect(rules).toContainEqual({ column: 'cpf', kind: 'digits', length: 11 });
    expect(rules).toContainEqual({ column: 'cnpj', kind: 'digits', length: 14 });
    expect(rules).toContainEqual({ column: 'cep', kind: 'digits', length: 8 });
    expect(rules).toContainEqual({ column: 'nis', kind: 'digits', length: 11 });
    expect(rules).toContainEqual({ column: 'mdr_n_comodos', kind: 'range', min: 0, max: undefined });
    expect(rules).toContainEqual({ column: 'other_documents_files_ids', kind: 'maxItems', max: 10 });
    expect(rules.find((r) => r.column === 'status')).toMatchObject({
      kind: 'oneOf',
      values: ['empty', 'incomplete', 'complete', 'to_review'],
    });
    expect(rules.find((r) => r.column === 'beneficios_sociais')?.kind).toBe('subsetOf');
  });

  it('the pt-BR resource catalogue', () => {
    const messages = resourceMessages(Object.values(ENTITIES) as EntityDef[]);
    expect(messages.lots.name).toBe('Lote |||| Lotes');
    expect(messages.lots.fields.rg_file).toBe(messages.lots.fields.rg_file_id);
    expect(messages.users.fields.email).toBe('E-mail');
  });

  it('record types', () => {
    type Lot = EntityValues<typeof lotEntity>;
    expectTypeOf<Lot['civil_status']>().toEqualTypeOf<
      | 'Solteiro(a)'
      | 'Solteiro(a) em união estável'
      | 'Casado(a)'
      | 'Viúvo(a)'
      | 'Viúvo(a) em união estável'
      | 'Divorciado(a)'
      | 'Divorciado(a) em união estável'
      | 'União Estável'
      | 'Casado(a) com separação de corpos'
      | null
      | undefined
    >();
    expectTypeOf<Lot['rg_file_id']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<Lot['other_documents_files_ids']>().toEqualTypeOf<number[] | null | undefined>();
    expectTypeOf<Lot['income']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<Lot['deficiencia']>().toEqualTypeOf<boolean | null | undefined>();
    expectTypeOf<EntityValues<typeof userEntity>['role']>().toEqualTypeOf<'member' | 'admin' | null | undefined>();
  });
});
