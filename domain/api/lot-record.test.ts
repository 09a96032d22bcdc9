import { describe, expect, expectTypeOf, it } from 'vitest';
import { lotEntity } from '../entities/lot/index.ts';
import { storageKey } from '../fields/entity.ts';
import { lotRecord } from './lot-record.ts';
import type { Answer } from './wire.ts';

describe('the lot record answer', () => {
  it('carries every field of the lot entity, files beside their ids', () => {
    const keys = Object.keys(lotRecord.shape);
    for (const field of lotEntity.fields) {
      expect(keys).toContain(storageKey(field));
      if (field.type === 'file' || field.type === 'files') expect(keys).toContain(field.name);
    }
  });

  it('types the SPA record from the declaration, field by field', () => {
    type Lot = Answer<typeof lotRecord>;
    expectTypeOf<Lot['rg_file_id']>().toEqualTypeOf<number | null>();
    expectTypeOf<Lot['rg_file']>().toEqualTypeOf<{ id: number; url: string; originalName: string } | null>();
    expectTypeOf<Lot['other_documents_files_ids']>().toEqualTypeOf<number[]>();
    expectTypeOf<Lot['beneficios_sociais']>().toBeArray();
    expectTypeOf<Lot['income']>().toEqualTypeOf<number | null>();
    expectTypeOf<Lot['deficiencia']>().toEqualTypeOf<boolean | null>();
    expectTypeOf<'Casado(a)'>().toExtend<Lot['civil_status']>();
    expectTypeOf<'Casada'>().not.toExtend<Lot['civil_status']>();
    expectTypeOf<Lot['block']>().toEqualTypeOf<{ id: number; name: string }>();
  });
});
