import { describe, expect, it } from 'vitest';
import { blockingRules } from './evaluate.ts';
import { isLegitimacao, samePurpose } from './legitimacao.ts';
import { QUALIFIED_LOT, VISIBLE, facts, stateOf } from './test-values.ts';
import type { OtherLot } from './types.ts';

describe('legitimacao-unica (Lei 13.465 art. 23 §1º II; Decreto 9.310 art. 16 §1º II)', () => {
  const prior = (lot: OtherLot | null) => ({
    cpf: '71428793860',
    person: 'partner' as const,
    kind: 'titulo-legitimacao' as const,
    real_right: 'LEGITIMACAO_FUNDIARIA',
    number: 42,
    year: 2026,
    lot,
  });

  it('blocks a CPF already in a legitimação of another lot, naming the lot and project when visible', () => {
    const r = stateOf('legitimacao-unica', QUALIFIED_LOT, facts({ prior_legitimations: [prior(VISIBLE)] }));
    expect(r.state).toBe('blocked');
    expect(r.article).toContain('art. 23, §1º, II');
    expect(r.messages[0]).toContain('714.287.938-60');
    expect(r.messages[0]).toContain('Título nº 0042/2026');
    expect(r.messages[0]).toContain('o Lote 9 (Quadra B) do projeto Vila Nova');
    expect(r.fields.map((f) => f.field)).toEqual(['spouse_cpf']);
    expect(r.lots).toEqual([VISIBLE]);
  });

  it("says 'outro núcleo' when the user may not see the other project", () => {
    const r = stateOf('legitimacao-unica', QUALIFIED_LOT, facts({ prior_legitimations: [prior(null)] }));
    expect(r.messages[0]).toContain('em outro núcleo');
    expect(r.messages[0]).not.toContain('Vila Nova');
    expect(r.lots).toEqual([]);
  });

  it('does not apply in Reurb-E (Decreto 9.310 art. 16 §1º: apenas na Reurb-S), nor to a Reurb-E lot of a mista project', () => {
    const f = facts({ prior_legitimations: [prior(VISIBLE)] });
    expect(
      stateOf('legitimacao-unica', QUALIFIED_LOT, { ...f, project: { ...f.project, reurb_modality: 'E' } }).state,
    ).toBe('not_applicable');
    const mista = { ...f, project: { ...f.project, reurb_modality: 'mista' } };
    expect(stateOf('legitimacao-unica', { ...QUALIFIED_LOT, reurb_modality: 'E' }, mista).state).toBe('not_applicable');
    expect(stateOf('legitimacao-unica', { ...QUALIFIED_LOT, reurb_modality: 'S' }, mista).state).toBe('blocked');
  });

  it('names what the earlier emission gave: legitimação de posse, or either when not recorded', () => {
    const posse = { ...prior(VISIBLE), kind: 'cert-reg-fund' as const, real_right: 'LEGITIMACAO_POSSE' };
    const [message] = stateOf('legitimacao-unica', QUALIFIED_LOT, facts({ prior_legitimations: [posse] })).messages;
    expect(message).toContain(
      'já foi contemplado com legitimação de posse de imóvel com a mesma finalidade: CRF nº 042/2026',
    );
    const unknown = { ...posse, real_right: null };
    expect(
      stateOf('legitimacao-unica', QUALIFIED_LOT, facts({ prior_legitimations: [unknown] })).messages[0],
    ).toContain('legitimação (de posse ou fundiária)');
  });

  it('applies to a lot given the legitimação fundiária or not decided yet, not to another instrument (art. 16, §1º)', () => {
    const f = facts({ prior_legitimations: [prior(VISIBLE)] });
    expect(stateOf('legitimacao-unica', { ...QUALIFIED_LOT, real_right: null }, f).state).toBe('blocked');
    expect(stateOf('legitimacao-unica', { ...QUALIFIED_LOT, real_right: 'COMPRA_VENDA' }, f).state).toBe(
      'not_applicable',
    );
  });
});

describe('which earlier emissions count (Decreto 9.310 art. 16 §1º II)', () => {
  it('a legitimação de posse or fundiária, or a right not recorded; not another instrument', () => {
    expect(isLegitimacao('LEGITIMACAO_FUNDIARIA')).toBe(true);
    expect(isLegitimacao('LEGITIMACAO_POSSE')).toBe(true);
    expect(isLegitimacao(null)).toBe(true);
    expect(isLegitimacao('COMPRA_VENDA')).toBe(false);
    expect(isLegitimacao('CONCESSAO_DIREITO_REAL_USO')).toBe(false);
  });

  it('"com a mesma finalidade": a home after a home, a shop after a shop; mixed or unknown use is both', () => {
    expect(samePurpose('RESIDENCIAL', 'RESIDENCIAL')).toBe(true);
    expect(samePurpose('NAO_RESIDENCIAL', 'NAO_RESIDENCIAL')).toBe(true);
    expect(samePurpose('RESIDENCIAL', 'NAO_RESIDENCIAL')).toBe(false);
    expect(samePurpose('NAO_RESIDENCIAL', 'RESIDENCIAL')).toBe(false);
    expect(samePurpose('MISTO', 'RESIDENCIAL')).toBe(true);
    expect(samePurpose('NAO_RESIDENCIAL', 'MISTO')).toBe(true);
    expect(samePurpose(null, 'NAO_RESIDENCIAL')).toBe(true);
    expect(samePurpose('RESIDENCIAL', undefined)).toBe(true);
  });
});

describe('marco-temporal (Lei 13.465 art. 9º §2º; Decreto 9.310 art. 16)', () => {
  it('blocks when the núcleo date is missing, later than 22/12/2016 or without evidence; passes on the date itself', () => {
    expect(stateOf('marco-temporal', QUALIFIED_LOT, facts({}, { nucleo_existence_date: null })).state).toBe('blocked');
    const late = stateOf('marco-temporal', QUALIFIED_LOT, facts({}, { nucleo_existence_date: '2016-12-23' }));
    expect(late.state).toBe('blocked');
    expect(late.messages[0]).toContain('23/12/2016');
    expect(stateOf('marco-temporal', QUALIFIED_LOT, facts({}, { nucleo_existence_evidence: '  ' })).state).toBe(
      'blocked',
    );
    expect(stateOf('marco-temporal', QUALIFIED_LOT, facts({}, { nucleo_existence_date: '2016-12-22' })).state).toBe(
      'passed',
    );
  });

  it('applies in Reurb-E too (the cut-off is of legitimação fundiária in any modality)', () => {
    expect(
      stateOf('marco-temporal', QUALIFIED_LOT, facts({}, { reurb_modality: 'E', nucleo_existence_date: null })).state,
    ).toBe('blocked');
  });

  it('does not hold a lot regularised by another instrument (Decreto 9.310 art. 1º §2º: "por meio da legitimação fundiária")', () => {
    const late = facts({}, { nucleo_existence_date: '2018-01-01' });
    const sold = { ...QUALIFIED_LOT, real_right: 'COMPRA_VENDA', data_ocupacao_imovel: '2018-03-01' };
    expect(stateOf('marco-temporal', sold, late).state).toBe('not_applicable');
    expect(stateOf('ocupacao-posterior-marco', sold).state).toBe('not_applicable');
    // Not decided yet: held to it, the stricter reading.
    expect(stateOf('marco-temporal', { ...QUALIFIED_LOT, real_right: null }, late).state).toBe('blocked');
  });

  it('a lot occupied after the cut-off only warns', () => {
    const r = stateOf('ocupacao-posterior-marco', { ...QUALIFIED_LOT, data_ocupacao_imovel: '2018-03-01' });
    expect(r.state).toBe('warning');
    expect(r.severity).toBe('warning');
    expect(stateOf('ocupacao-posterior-marco').state).toBe('passed');
  });
});

describe('nucleo-consolidado (Decreto 9.310 arts. 16 and 3º, III)', () => {
  it('blocks both documents of legitimação fundiária until the Município records the núcleo as consolidated, in any modality', () => {
    for (const nucleo_consolidated of [null, false]) {
      const r = stateOf('nucleo-consolidado', QUALIFIED_LOT, facts({}, { nucleo_consolidated }));
      expect(r.state).toBe('blocked');
      expect(r.messages[0]).toContain('avaliou o núcleo como consolidado, de difícil reversão');
      expect(r.fields.map((f) => [f.field, f.resource])).toEqual([['nucleo_consolidated', 'project-settings']]);
    }
    for (const document of ['cert-reg-fund', 'titulo-legitimacao'] as const)
      expect(blockingRules(QUALIFIED_LOT, facts({}, { nucleo_consolidated: null }), document).map((b) => b.id)).toEqual(
        ['nucleo-consolidado'],
      );
    const specific = facts({}, { reurb_modality: 'E', nucleo_consolidated: null });
    expect(stateOf('nucleo-consolidado', QUALIFIED_LOT, specific).state).toBe('blocked');
    expect(stateOf('nucleo-consolidado').state).toBe('passed');
  });

  it('does not hold a lot regularised by another instrument; an undecided one is held to it', () => {
    const unassessed = facts({}, { nucleo_consolidated: null });
    const sold = { ...QUALIFIED_LOT, real_right: 'COMPRA_VENDA' };
    expect(stateOf('nucleo-consolidado', sold, unassessed).state).toBe('not_applicable');
    expect(stateOf('nucleo-consolidado', { ...QUALIFIED_LOT, real_right: null }, unassessed).state).toBe('blocked');
  });
});

describe('uso-nao-residencial (Lei 13.465 art. 23 §1º III)', () => {
  it('a non-residential lot in Reurb-S is blocked without the act, passes with number and date', () => {
    const shop = { ...QUALIFIED_LOT, uso_do_lote: 'NAO_RESIDENCIAL' };
    const r = stateOf('uso-nao-residencial', shop);
    expect(r.state).toBe('blocked');
    expect(r.fields.map((f) => f.field)).toEqual(['public_interest_act_number', 'public_interest_act_date']);
    expect(
      stateOf('uso-nao-residencial', {
        ...shop,
        public_interest_act_number: 'Decreto 123/2024',
        public_interest_act_date: '2024-02-01',
      }).state,
    ).toBe('passed');
  });

  it('a non-residential lot regularised by another instrument is not held to it (art. 16, §1º: conditions of the legitimação)', () => {
    const shop = { ...QUALIFIED_LOT, uso_do_lote: 'NAO_RESIDENCIAL', real_right: 'CONCESSAO_DIREITO_REAL_USO' };
    expect(stateOf('uso-nao-residencial', shop).state).toBe('not_applicable');
  });

  it('mixed use only warns; residential and Reurb-E do not apply', () => {
    expect(stateOf('uso-nao-residencial', { ...QUALIFIED_LOT, uso_do_lote: 'MISTO' }).state).toBe('warning');
    expect(stateOf('uso-nao-residencial').state).toBe('not_applicable');
    expect(
      stateOf(
        'uso-nao-residencial',
        { ...QUALIFIED_LOT, uso_do_lote: 'NAO_RESIDENCIAL' },
        facts({}, { reurb_modality: 'E' }),
      ).state,
    ).toBe('not_applicable');
  });
});

describe('posse-tempo-ocupacao (Decreto 9.310 art. 18: "do tempo da ocupação")', () => {
  it('refuses a CRF conferring legitimação de posse without the date of the occupation, never a título or another right', () => {
    const posse = { ...QUALIFIED_LOT, real_right: 'LEGITIMACAO_POSSE', data_ocupacao_imovel: null };
    const r = stateOf('posse-tempo-ocupacao', posse);
    expect(r).toMatchObject({ state: 'blocked', documents: ['cert-reg-fund'] });
    expect(r.messages).toEqual([
      'Informe a data de ocupação do imóvel: a legitimação de posse identifica o tempo da ocupação (art. 18).',
    ]);
    expect(r.fields.map((f) => f.field)).toEqual(['data_ocupacao_imovel']);
    expect(stateOf('posse-tempo-ocupacao', { ...posse, data_ocupacao_imovel: '2009-05-04' }).state).toBe('passed');
    expect(stateOf('posse-tempo-ocupacao', { ...QUALIFIED_LOT, data_ocupacao_imovel: null }).state).toBe(
      'not_applicable',
    );
  });
});
