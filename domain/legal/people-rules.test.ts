import { describe, expect, it } from 'vitest';
import { blockingRules } from './evaluate.ts';
import { QUALIFIED_LOT, VISIBLE, facts, stateOf } from './test-values.ts';

describe('warnings that never block', () => {
  it('minor holder: 17 warns, 18 passes', () => {
    expect(stateOf('titular-menor', { ...QUALIFIED_LOT, birth_date: '2008-11-26' }).state).toBe('warning');
    expect(stateOf('titular-menor', { ...QUALIFIED_LOT, birth_date: '2008-11-25' }).state).toBe('passed');
  });

  it('deceased holder warns', () => {
    expect(stateOf('titular-falecido', { ...QUALIFIED_LOT, owner_death_date: '2025-01-10' }).messages[0]).toContain(
      '10/01/2025',
    );
    expect(stateOf('titular-falecido').state).toBe('passed');
  });

  it('holder CPF equal to partner CPF warns', () => {
    expect(stateOf('cpf-titular-igual-conjuge', { ...QUALIFIED_LOT, spouse_cpf: QUALIFIED_LOT.cpf }).state).toBe(
      'warning',
    );
    expect(stateOf('cpf-titular-igual-conjuge').state).toBe('passed');
  });

  it('a CPF registered on another lot warns, naming it when visible', () => {
    const r = stateOf(
      'cpf-em-outro-lote',
      QUALIFIED_LOT,
      facts({
        cpf_elsewhere: [
          { cpf: '52998224725', person: 'holder', lot: VISIBLE },
          { cpf: '52998224725', person: 'holder', lot: null },
        ],
      }),
    );
    expect(r.state).toBe('warning');
    expect(r.messages[0]).toContain('outros 2 lotes');
    expect(r.messages[0]).toContain('Vila Nova');
    expect(r.messages[0]).toContain('outro núcleo');
  });

  it('a partner listed as partner of another holder warns', () => {
    const r = stateOf(
      'conjuge-de-outro-titular',
      QUALIFIED_LOT,
      facts({ partner_elsewhere: [{ cpf: '71428793860', person: 'partner', lot: VISIBLE }] }),
    );
    expect(r.state).toBe('warning');
    expect(r.fields.map((f) => f.field)).toEqual(['spouse_cpf']);
  });

  it('none of them is among the blocking rules of a document', () => {
    const lot = {
      ...QUALIFIED_LOT,
      birth_date: '2010-01-01',
      owner_death_date: '2025-01-10',
      spouse_cpf: QUALIFIED_LOT.cpf,
      data_ocupacao_imovel: '2020-01-01',
    };
    expect(blockingRules(lot, facts(), 'titulo-legitimacao')).toEqual([]);
  });
});
