import { describe, expect, it } from 'vitest';
import { blockingRules, evaluateLegalRules } from './evaluate.ts';
import { LEGAL_RULES } from './rules.ts';
import { isLegitimacao, samePurpose } from './legitimacao.ts';
import { QUALIFIED_LOT, facts } from './test-values.ts';
import { LEGAL_LOT_FIELDS, type LegalFacts, type OtherLot, type RuleResult } from './types.ts';

const stateOf = (id: string, lot: Record<string, unknown> = QUALIFIED_LOT, f: LegalFacts = facts()): RuleResult => {
  const found = evaluateLegalRules(lot, f).find((r) => r.id === id);
  if (!found) throw new Error(`no rule ${id}`);
  return found;
};
const VISIBLE: OtherLot = { id: 9, name: 'Lote 9', block_name: 'Quadra B', project_id: 2, project_name: 'Vila Nova' };

describe('the catalogue', () => {
  it('declares each rule once with an article from Lei 13.465/2017 or Decreto 9.310/2018, a severity and the documents it gates', () => {
    const ids = LEGAL_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of LEGAL_RULES) {
      expect(rule.article).toMatch(/^(Lei 13\.465\/2017|Decreto 9\.310\/2018), art\. /);
      expect(['blocking', 'warning']).toContain(rule.severity);
      expect(rule.documents.length).toBeGreaterThan(0);
    }
  });

  it('a fully qualified lot in a configured Reurb-S project passes every rule and may receive both documents', () => {
    const results = evaluateLegalRules(QUALIFIED_LOT, facts());
    expect(results.filter((r) => r.state !== 'passed' && r.state !== 'not_applicable')).toEqual([]);
    expect(blockingRules(QUALIFIED_LOT, facts(), 'titulo-legitimacao')).toEqual([]);
    expect(blockingRules(QUALIFIED_LOT, facts(), 'cert-reg-fund')).toEqual([]);
  });
});

describe('qualificacao-ocupante (Lei 13.465 art. 41 VI; Decreto 9.310 art. 38 VI)', () => {
  it('an empty lot is blocked, naming each missing item and linking the fields on the Informações tab', () => {
    const r = stateOf('qualificacao-ocupante', { id: 2, name: 'Lote vazio', project_id: 1 });
    expect(r.state).toBe('blocked');
    expect(r.messages[0]).toContain('nome do(a) titular');
    expect(r.messages[0]).toContain('CPF do(a) titular');
    expect(r.messages[0]).toContain('RG do(a) titular');
    expect(r.fields.map((f) => f.field)).toEqual([
      'owner_name',
      'civil_status',
      'occupation',
      'cpf',
      'rg',
      'rg_emissor',
      'rg_uf',
      'owner_mother_name',
    ]);
    expect(r.fields[0]).toEqual({
      resource: 'lots',
      field: 'owner_name',
      label: 'Nome do(a) proprietário(a)',
      tab: 'info',
    });
  });

  it('a CPF with wrong check digits blocks', () => {
    const r = stateOf('qualificacao-ocupante', { ...QUALIFIED_LOT, cpf: '52998224724' });
    expect(r.state).toBe('blocked');
    expect(r.messages[0]).toContain('CPF do(a) titular válido');
  });

  it('a married holder needs the spouse profession, marriage date and regime (Cônjuge tab)', () => {
    const r = stateOf('qualificacao-ocupante', {
      ...QUALIFIED_LOT,
      spouse_occupation: null,
      marriage_date: null,
      marriage_regime_de_bens: null,
    });
    expect(r.state).toBe('blocked');
    expect(r.fields.map((f) => [f.field, f.tab])).toEqual([
      ['spouse_occupation', 'spouse'],
      ['marriage_date', 'spouse'],
      ['marriage_regime_de_bens', 'spouse'],
    ]);
  });

  it('a companion in a stable union needs profession (text or situation) and estado civil, on the Companheiro(a) tab', () => {
    const union = {
      ...QUALIFIED_LOT,
      civil_status: 'União Estável',
      spouse_occupation: null,
      marriage_date: null,
      marriage_regime_de_bens: null,
    };
    const r = stateOf('qualificacao-ocupante', union);
    expect(r.fields.map((f) => [f.field, f.tab])).toEqual([
      ['companion_occupation', 'companion'],
      ['companion_civil_status', 'companion'],
    ]);
    expect(
      stateOf('qualificacao-ocupante', {
        ...union,
        companion_occupation_type: 'Desempregado(a)',
        companion_civil_status: 'Solteiro(a)',
      }).state,
    ).toBe('passed');
  });

  it('a single holder needs nothing of a partner (a leftover spouse CPF is ignored)', () => {
    const single = {
      ...QUALIFIED_LOT,
      civil_status: 'Solteiro(a)',
      spouse_name: null,
      spouse_cpf: '11111111111',
      spouse_occupation: null,
    };
    expect(stateOf('qualificacao-ocupante', single).state).toBe('passed');
  });
});

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
    expect(r.messages[0]).toContain('o lote Lote 9 (quadra Quadra B) do projeto Vila Nova');
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

describe('modalidade-do-lote', () => {
  it('a mista project needs each lot to say S or E', () => {
    const mista = facts({}, { reurb_modality: 'mista' });
    expect(stateOf('modalidade-do-lote', QUALIFIED_LOT, mista).state).toBe('blocked');
    expect(stateOf('modalidade-do-lote', { ...QUALIFIED_LOT, reurb_modality: 'E' }, mista).state).toBe('passed');
    expect(stateOf('modalidade-do-lote').state).toBe('not_applicable');
  });
});

describe('renda-reurb-s (Decreto 9.310 art. 6º, parágrafo único)', () => {
  it('blocks a household income above the cap, passes at the cap', () => {
    const over = stateOf('renda-reurb-s', QUALIFIED_LOT, facts({ household_income: 4554.01 }));
    expect(over.state).toBe('blocked');
    expect(over.messages[0]).toContain('R$ 4.554,00');
    expect(stateOf('renda-reurb-s', QUALIFIED_LOT, facts({ household_income: 4554 })).state).toBe('passed');
  });

  it('warns when the cap is not configured or the income is not informed; not applicable in Reurb-E', () => {
    const none = stateOf(
      'renda-reurb-s',
      QUALIFIED_LOT,
      facts({ household_income: 99999 }, { income_cap_minimum_wages: null }),
    );
    expect(none.state).toBe('warning');
    expect(none.fields.map((f) => [f.resource, f.field])).toEqual([
      ['project-settings', 'income_cap_minimum_wages'],
      ['project-settings', 'minimum_wage_value'],
    ]);
    expect(stateOf('renda-reurb-s', QUALIFIED_LOT, facts({ household_income: null })).state).toBe('warning');
    expect(
      stateOf('renda-reurb-s', QUALIFIED_LOT, facts({ household_income: 99999 }, { reurb_modality: 'E' })).state,
    ).toBe('not_applicable');
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

describe('LEGAL_LOT_FIELDS', () => {
  it('lists every lot field a rule reads (the gate loads only these)', () => {
    const read = new Set<string>();
    const watched = (lot: Record<string, unknown>) =>
      new Proxy(lot, {
        get: (target, key) => {
          if (typeof key === 'string') read.add(key);
          return Reflect.get(target, key);
        },
      });
    const cases: Record<string, unknown>[] = [
      QUALIFIED_LOT,
      { ...QUALIFIED_LOT, civil_status: 'União Estável' },
      {
        ...QUALIFIED_LOT,
        uso_do_lote: 'NAO_RESIDENCIAL',
        owner_death_date: '2025-01-01',
        spouse_cpf: QUALIFIED_LOT.cpf,
      },
      { id: 3, name: 'Lote vazio', project_id: 1 },
    ];
    for (const lot of cases)
      for (const project of [facts(), facts({}, { reurb_modality: 'mista' })])
        evaluateLegalRules(watched({ ...lot }), project);
    const allowed = new Set<string>([...LEGAL_LOT_FIELDS, 'id', 'name', 'project_id']);
    expect(read.has('spouse_occupation')).toBe(true);
    expect([...read].filter((key) => !allowed.has(key))).toEqual([]);
  });
});

describe('aprovacao-registrada (Decreto 9.310 arts. 37–38: the CRF is the approval’s act)', () => {
  it('refuses the CRF, and only the CRF, while no approval is recorded in the procedure', () => {
    const none = facts({}, { approval_recorded: false });
    const r = stateOf('aprovacao-registrada', QUALIFIED_LOT, none);
    expect(r.state).toBe('blocked');
    expect(r.messages[0]).toContain('registre a etapa "Aprovação" antes de emitir a CRF');
    expect(blockingRules(QUALIFIED_LOT, none, 'cert-reg-fund').map((b) => b.id)).toEqual(['aprovacao-registrada']);
    expect(blockingRules(QUALIFIED_LOT, none, 'titulo-legitimacao')).toEqual([]);
    expect(stateOf('aprovacao-registrada').state).toBe('passed');
  });
});

describe('direito-real-definido and titulo-so-legitimacao-fundiaria (Decreto 9.310 arts. 8º, 16 and 37, III)', () => {
  it('an undecided real right refuses both documents: they never assume one', () => {
    const undecided = { ...QUALIFIED_LOT, real_right: null };
    const r = stateOf('direito-real-definido', undecided);
    expect(r).toMatchObject({
      state: 'blocked',
      messages: ['O direito real conferido ao ocupante deste lote não foi definido.'],
    });
    expect(r.fields.map((f) => f.field)).toEqual(['real_right']);
    for (const document of ['cert-reg-fund', 'titulo-legitimacao'] as const)
      expect(blockingRules(undecided, facts(), document).map((b) => b.id)).toEqual(['direito-real-definido']);
  });

  it('another instrument may go in a CRF but never in a título de legitimação fundiária', () => {
    const cdru = { ...QUALIFIED_LOT, real_right: 'CONCESSAO_DIREITO_REAL_USO' };
    expect(blockingRules(cdru, facts(), 'cert-reg-fund')).toEqual([]);
    const [blocked] = blockingRules(cdru, facts(), 'titulo-legitimacao');
    expect(blocked.id).toBe('titulo-so-legitimacao-fundiaria');
    expect(blocked.messages[0]).toContain('concessão de direito real de uso, não legitimação fundiária');
    expect(stateOf('titulo-so-legitimacao-fundiaria').state).toBe('passed');
  });
});
