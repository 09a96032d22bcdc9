import { describe, expect, it } from 'vitest';
import { blockingRules, evaluateLegalRules } from './evaluate.ts';
import { QUALIFIED_LOT, facts, stateOf } from './test-values.ts';

/** A unit nobody occupies or bought: the lot's identity alone (Decreto 9.310/2018 art. 52). */
const VACANT = { id: 7, name: 'Lote 7', project_id: 1, unidade_desocupada: true, area_de_risco: false };
const ids = (results: { id: string }[]) => results.map((r) => r.id);

describe('a unit left vacant and unsold (Decreto 9.310/2018 art. 52)', () => {
  it('goes into the CRF without occupant, and the rules about occupants do not apply to it', () => {
    expect(ids(blockingRules(VACANT, facts(), 'cert-reg-fund'))).toEqual([]);
    const results = evaluateLegalRules(VACANT, facts());
    for (const id of ['qualificacao-ocupante', 'direito-real-definido', 'renda-reurb-s', 'legitimacao-unica'])
      expect(results.find((r) => r.id === id)?.state, id).toBe('not_applicable');
    expect(stateOf('unidade-desocupada', VACANT).state).toBe('passed');
    // The same lot, not marked: nobody qualified, no right — the CRF is refused.
    const unmarked = { ...VACANT, unidade_desocupada: false };
    expect(ids(blockingRules(unmarked, facts(), 'cert-reg-fund'))).toEqual(
      expect.arrayContaining(['qualificacao-ocupante', 'direito-real-definido']),
    );
  });

  it('receives no título', () => {
    expect(ids(blockingRules(VACANT, facts(), 'titulo-legitimacao'))).toEqual(['unidade-desocupada-sem-titulo']);
    const result = stateOf('unidade-desocupada-sem-titulo', VACANT);
    expect(result.messages[0]).toContain('não se emite título');
    expect(result.fields.map((f) => f.field)).toEqual(['unidade_desocupada']);
    expect(stateOf('unidade-desocupada-sem-titulo').state).toBe('not_applicable');
    expect(stateOf('unidade-desocupada').state).toBe('not_applicable');
  });

  it('is refused when a holder or a right is recorded on it: a home is never given to the original owner', () => {
    const held = stateOf('unidade-desocupada', { ...QUALIFIED_LOT, unidade_desocupada: true });
    expect(held.state).toBe('blocked');
    expect(held.messages).toHaveLength(2);
    expect(held.messages[0]).toContain('tem titular cadastrado (Maria da Silva Oliveira)');
    expect(held.messages[0]).toContain('art. 52, § 1º');
    expect(held.messages[1]).toContain('tem direito real conferido');
    expect(held.fields.map((f) => f.field)).toEqual(['unidade_desocupada', 'owner_name', 'real_right']);
    expect(ids(blockingRules({ ...VACANT, real_right: 'LEGITIMACAO_FUNDIARIA' }, facts(), 'cert-reg-fund'))).toEqual([
      'unidade-desocupada',
    ]);
  });

  it('warns when the original owner is not stated: the matrícula then says "proprietário não identificado"', () => {
    const result = stateOf('unidade-desocupada', VACANT, facts({}, { origin_owner_name: null }));
    expect(result.state).toBe('warning');
    expect(result.messages[0]).toContain('proprietário não identificado');
    expect(result.messages[0]).toContain('art. 48, II');
    expect(result.fields).toEqual([
      expect.objectContaining({ resource: 'project-settings', field: 'origin_owner_name' }),
      expect.objectContaining({ resource: 'lots', field: 'origin_owner_name', tab: 'registry' }),
    ]);
    expect(ids(blockingRules(VACANT, facts({}, { origin_owner_name: null }), 'cert-reg-fund'))).toEqual([]);
    // The unit's own origin (a núcleo from several matrículas, Dec. art. 47) is enough.
    const own = { ...VACANT, origin_owner_name: 'Espólio de Antônio Prado' };
    expect(stateOf('unidade-desocupada', own, facts({}, { origin_owner_name: null })).state).toBe('passed');
  });
});
