import { describe, expect, it } from 'vitest';
import {
  WHEN_EXISTING,
  WHEN_MARRIED,
  WHEN_MDR,
  WHEN_MISTA,
  WHEN_PARTNER,
  WHEN_STABLE_UNION,
  whenFilled,
  whenTrue,
} from '../entities/conditions.ts';
import { CIVIL_STATUSES, isMarried, isStableUnion } from '../enums/civil-status.ts';
import { MDR, REURB_MISTA, REURB_S } from '../enums/project.ts';
import { both, evaluate, fieldsRead, isEmptyValue } from './condition.ts';

describe('visibility conditions of docs/screens.md#screens', () => {
  it('spouse: civil_status exactly Casado(a)', () => {
    const shown = CIVIL_STATUSES.filter((c) => evaluate(WHEN_MARRIED, { civil_status: c.id })).map((c) => c.id);
    expect(shown).toEqual(['Casado(a)']);
    expect(evaluate(WHEN_MARRIED, { civil_status: 'Casado(a) com separação de corpos' })).toBe(false);
    expect(evaluate(WHEN_MARRIED, { civil_status: 'casado(a)' })).toBe(false);
  });

  it("companion: civil_status contains 'estável', any case", () => {
    const shown = CIVIL_STATUSES.filter((c) => evaluate(WHEN_STABLE_UNION, { civil_status: c.id })).map((c) => c.id);
    expect(shown).toEqual([
      'Solteiro(a) em união estável',
      'Viúvo(a) em união estável',
      'Divorciado(a) em união estável',
      'União Estável',
    ]);
    expect(evaluate(WHEN_STABLE_UNION, { civil_status: 'UNIÃO ESTÁVEL' })).toBe(true);
    expect(evaluate(WHEN_STABLE_UNION, {})).toBe(false);
  });

  it('the predicates agree with the conditions', () => {
    for (const { id } of CIVIL_STATUSES) {
      expect(isMarried(id)).toBe(evaluate(WHEN_MARRIED, { civil_status: id }));
      expect(isStableUnion(id)).toBe(evaluate(WHEN_STABLE_UNION, { civil_status: id }));
      expect(evaluate(WHEN_PARTNER, { civil_status: id })).toBe(isMarried(id) || isStableUnion(id));
    }
  });

  it('MDR only when the project class is MDR', () => {
    expect(evaluate(WHEN_MDR, {}, { projectClass: MDR })).toBe(true);
    expect(evaluate(WHEN_MDR, {}, { projectClass: 'REURB' })).toBe(false);
    expect(evaluate(WHEN_MDR, {})).toBe(false);
  });

  it('a lot’s own modality only in a Reurb mista project (Decreto 9.310/2018 art. 5º, § 7º)', () => {
    expect(evaluate(WHEN_MISTA, {}, { projectModality: REURB_MISTA })).toBe(true);
    expect(evaluate(WHEN_MISTA, {}, { projectModality: REURB_S })).toBe(false);
    expect(evaluate(WHEN_MISTA, {})).toBe(false);
  });

  it('deficiency description only when deficiencia is true', () => {
    expect(evaluate(whenTrue('deficiencia'), { deficiencia: true })).toBe(true);
    expect(evaluate(whenTrue('deficiencia'), { deficiencia: false })).toBe(false);
    expect(evaluate(whenTrue('deficiencia'), { deficiencia: 'true' })).toBe(false);
  });

  it('filled, existing record, combinations', () => {
    expect(evaluate(whenFilled('cadastro_unico_file_id'), { cadastro_unico_file_id: 3 })).toBe(true);
    expect(evaluate(whenFilled('cadastro_unico_file_id'), { cadastro_unico_file_id: null })).toBe(false);
    expect(evaluate(WHEN_EXISTING, {}, { isNew: true })).toBe(false);
    expect(evaluate(WHEN_EXISTING, {}, {})).toBe(true);
    expect(evaluate(both(WHEN_MDR, whenTrue('x')), { x: true }, { projectClass: MDR })).toBe(true);
    expect(evaluate(both(WHEN_MDR, whenTrue('x')), { x: false }, { projectClass: MDR })).toBe(false);
    expect(both(undefined, WHEN_MDR)).toBe(WHEN_MDR);
    expect(evaluate(undefined, {})).toBe(true);
  });

  it('names the fields a condition reads', () => {
    expect(fieldsRead(both(WHEN_PARTNER, whenTrue('deficiencia')))).toEqual([
      'civil_status',
      'civil_status',
      'deficiencia',
    ]);
  });

  it('treats null, blank text and empty lists as empty, not false or 0', () => {
    expect([undefined, null, '', '  ', []].every(isEmptyValue)).toBe(true);
    expect([false, 0, 'a', [1]].some(isEmptyValue)).toBe(false);
  });
});
