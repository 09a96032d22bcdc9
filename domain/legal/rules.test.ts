import { describe, expect, it } from 'vitest';
import { blockingRules, evaluateLegalRules } from './evaluate.ts';
import { LEGAL_RULES } from './rules.ts';
import { QUALIFIED_LOT, facts, stateOf } from './test-values.ts';
import { LEGAL_LOT_FIELDS } from './types.ts';

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
  /** The qualified lot's holder in a stable union: no marriage's fields. */
  const IN_UNION = {
    ...QUALIFIED_LOT,
    civil_status: 'União Estável',
    spouse_occupation: null,
    marriage_date: null,
    marriage_regime_de_bens: null,
  };
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

  it('a married spouse with no profession typed: the occupational situation stands for it, "Outros" does not', () => {
    const married = { ...QUALIFIED_LOT, spouse_occupation: null, companion_occupation_type: 'APOSENTADO' };
    expect(stateOf('qualificacao-ocupante', married).state).toBe('passed');
    const other = stateOf('qualificacao-ocupante', { ...married, companion_occupation_type: 'OUTROS' });
    expect(other.messages.join(' ')).toContain(
      'profissão do(a) cônjuge (a situação ocupacional “Outros” não diz qual)',
    );
    expect(other.fields.map((f) => [f.field, f.tab])).toEqual([['spouse_occupation', 'spouse']]);
  });

  it('a companion in a stable union needs profession (text or situation) and estado civil, on the Companheiro(a) tab', () => {
    const union = IN_UNION;
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

  it('the situation "Outros" names no profession: the typed one is asked, of the holder and of a companion', () => {
    const other = { ...QUALIFIED_LOT, occupation: null, occupation_type: 'OUTROS' };
    const r = stateOf('qualificacao-ocupante', other);
    expect(r.state).toBe('blocked');
    expect(r.messages.join(' ')).toContain('profissão do(a) titular (a situação ocupacional “Outros” não diz qual)');
    expect(r.fields.map((f) => f.field)).toEqual(['occupation']);
    expect(stateOf('qualificacao-ocupante', { ...other, occupation: 'Catador de recicláveis' }).state).toBe('passed');
    expect(stateOf('qualificacao-ocupante', { ...other, occupation_type: 'APOSENTADO' }).state).toBe('passed');
    const union = {
      ...IN_UNION,
      companion_civil_status: 'Solteiro(a)',
      companion_occupation: null,
      companion_occupation_type: 'OUTROS',
    };
    expect(stateOf('qualificacao-ocupante', union).fields.map((f) => f.field)).toEqual(['companion_occupation']);
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
      { ...QUALIFIED_LOT, real_right: 'COMPRA_VENDA' },
      { ...QUALIFIED_LOT, real_right: 'LEGITIMACAO_POSSE', land_ownership: 'PUBLICA' },
      { ...QUALIFIED_LOT, reurb_modality: 'E', land_ownership: 'PUBLICA' },
      { id: 3, name: 'Lote vazio', project_id: 1 },
    ];
    for (const lot of cases)
      for (const project of [facts(), facts({}, { reurb_modality: 'mista' })])
        evaluateLegalRules(watched({ ...lot }), project);
    const allowed = new Set<string>([...LEGAL_LOT_FIELDS, 'id', 'name', 'project_id']);
    expect(read.has('spouse_occupation')).toBe(true);
    expect(read.has('quitacao_aquisicao_file_id')).toBe(true);
    expect(read.has('land_ownership')).toBe(true);
    expect(read.has('valor_justo_pago_em')).toBe(true);
    expect([...read].filter((key) => !allowed.has(key))).toEqual([]);
  });
});

describe('aprovacao-registrada (Decreto 9.310 arts. 37–38: the CRF is the approval’s act, the título its § 2º)', () => {
  it('refuses the CRF and the títulos while no approval is recorded in the procedure', () => {
    const none = facts({}, { approval_recorded: false });
    const r = stateOf('aprovacao-registrada', QUALIFIED_LOT, none);
    expect(r.state).toBe('blocked');
    expect(r.messages[0]).toContain('registre a etapa "Aprovação" antes de emitir a CRF ou os títulos');
    // Art. 37, § 2º: a título individual constitutes the rights the approval would declare.
    for (const document of ['cert-reg-fund', 'titulo-legitimacao'] as const)
      expect(blockingRules(QUALIFIED_LOT, none, document).map((b) => b.id)).toEqual(['aprovacao-registrada']);
    expect(stateOf('aprovacao-registrada').state).toBe('passed');
    // Art. 39: a refusal recorded after the approval says so, not that none was recorded.
    const refused = stateOf(
      'aprovacao-registrada',
      QUALIFIED_LOT,
      facts({}, { approval_recorded: false, refused_after_approval: true }),
    );
    expect(refused.messages[0]).toMatch(
      /^Um indeferimento foi registrado no procedimento do projeto depois da aprovação/,
    );
  });
});

describe('modalidade-classificada (Decreto 9.310 art. 23, I and § 3º; art. 38, III)', () => {
  it('refuses both documents when the project’s modality is not the one classified, and warns when none is recorded', () => {
    expect(stateOf('modalidade-classificada').state).toBe('passed');
    const mista = facts({}, { reurb_modality: 'mista' });
    expect(stateOf('modalidade-classificada', QUALIFIED_LOT, mista).state).toBe('passed');
    const differs = facts({}, { reurb_modality: 'mista', classified_modality: 'E' });
    const r = stateOf('modalidade-classificada', QUALIFIED_LOT, differs);
    expect(r.state).toBe('blocked');
    expect(r.messages[0]).toBe(
      'O projeto está cadastrado como Reurb mista (modalidade definida em cada lote), mas a classificação registrada no procedimento é Reurb-E (Regularização Fundiária Urbana de Interesse Específico): corrija a modalidade do projeto ou registre a nova classificação antes de emitir.',
    );
    for (const document of ['cert-reg-fund', 'titulo-legitimacao'] as const)
      expect(blockingRules(QUALIFIED_LOT, differs, document).map((b) => b.id)).toContain('modalidade-classificada');
    for (const unrecorded of [
      { classification_recorded: false, classified_modality: null },
      { classification_recorded: true, classified_modality: null },
    ]) {
      const warned = stateOf('modalidade-classificada', QUALIFIED_LOT, facts({}, unrecorded));
      expect(warned.state).toBe('warning');
      expect(warned.messages[0]).toContain('registre a etapa "Classificação da modalidade"');
    }
  });
});

describe('responsaveis-obras-reurb-e (Decreto 9.310 arts. 35 and 38, IV)', () => {
  it('refuses a Reurb-E CRF that names no one for the works, unless the infrastructure is complete; never a título nor Reurb-S', () => {
    const nobody = { reurb_modality: 'E', works_responsible: '  ', infrastructure_complete: false };
    const r = stateOf('responsaveis-obras-reurb-e', QUALIFIED_LOT, facts({}, nobody));
    expect(r.state).toBe('blocked');
    expect(r.messages[0]).toContain('Na Reurb-E, os responsáveis pelas obras e serviços são definidos na aprovação');
    expect(r.fields.map((f) => [f.field, f.resource])).toEqual([['works_responsible', 'project-settings']]);
    expect(blockingRules(QUALIFIED_LOT, facts({}, nobody), 'cert-reg-fund').map((b) => b.id)).toEqual([
      'responsaveis-obras-reurb-e',
    ]);
    expect(blockingRules(QUALIFIED_LOT, facts({}, nobody), 'titulo-legitimacao').map((b) => b.id)).not.toContain(
      'responsaveis-obras-reurb-e',
    );
    const named = { ...nobody, works_responsible: 'Loteadora Vista Alegre Ltda.' };
    expect(stateOf('responsaveis-obras-reurb-e', QUALIFIED_LOT, facts({}, named)).state).toBe('passed');
    const built = { ...nobody, infrastructure_complete: true };
    expect(stateOf('responsaveis-obras-reurb-e', QUALIFIED_LOT, facts({}, built)).state).toBe('passed');
    // Reurb-S: the Poder Público answers (art. 34). Mista: only its Reurb-E units.
    const social = { ...nobody, reurb_modality: 'S' };
    expect(blockingRules(QUALIFIED_LOT, facts({}, social), 'cert-reg-fund')).toEqual([]);
    const mista = { ...nobody, reurb_modality: 'mista' };
    expect(
      blockingRules({ ...QUALIFIED_LOT, reurb_modality: 'E' }, facts({}, mista), 'cert-reg-fund').map((b) => b.id),
    ).toContain('responsaveis-obras-reurb-e');
    expect(
      blockingRules({ ...QUALIFIED_LOT, reurb_modality: 'S' }, facts({}, mista), 'cert-reg-fund').map((b) => b.id),
    ).not.toContain('responsaveis-obras-reurb-e');
  });
});

describe('termo-compromisso-assinado (Decreto 9.310 art. 3º, V; art. 21, § 1º; art. 30, X e § 1º)', () => {
  it('refuses a CRF before the termo is signed, in every modality, unless the núcleo needs no termo; never a título', () => {
    const unsigned = { commitment_signed_on: null, infrastructure_complete: false };
    for (const reurb_modality of ['S', 'E']) {
      const r = stateOf('termo-compromisso-assinado', QUALIFIED_LOT, facts({}, { ...unsigned, reurb_modality }));
      expect(r.state).toBe('blocked');
      expect(r.messages[0]).toContain('informe na Configuração de Relatórios a data em que foi assinado');
      expect(r.fields.map((f) => [f.field, f.resource])).toEqual([['commitment_signed_on', 'project-settings']]);
    }
    expect(blockingRules(QUALIFIED_LOT, facts({}, unsigned), 'cert-reg-fund').map((b) => b.id)).toEqual([
      'termo-compromisso-assinado',
    ]);
    expect(blockingRules(QUALIFIED_LOT, facts({}, unsigned), 'titulo-legitimacao')).toEqual([]);
    // Signed, or dispensed (art. 30, § 1º): nothing to wait for.
    const signed = { ...unsigned, commitment_signed_on: '2026-03-05' };
    expect(stateOf('termo-compromisso-assinado', QUALIFIED_LOT, facts({}, signed)).state).toBe('passed');
    const built = { ...unsigned, infrastructure_complete: true };
    expect(stateOf('termo-compromisso-assinado', QUALIFIED_LOT, facts({}, built)).state).toBe('passed');
  });

  it('warns a Reurb-E CRF whose termo was signed after the approval (art. 35, § 2º); never a Reurb-S one', () => {
    const late = { commitment_signed_on: '2026-04-02', approved_on: '2026-03-10', infrastructure_complete: false };
    const r = stateOf('termo-compromisso-assinado', QUALIFIED_LOT, facts({}, { ...late, reurb_modality: 'E' }));
    expect(r.state).toBe('warning');
    expect(r.messages[0]).toContain('foi assinado em 02/04/2026, depois da aprovação de 10/03/2026');
    expect(blockingRules(QUALIFIED_LOT, facts({}, { ...late, reurb_modality: 'E' }), 'cert-reg-fund')).toEqual([]);
    // The lot's own modality in a mista project decides.
    const mista = facts({}, { ...late, reurb_modality: 'mista' });
    expect(stateOf('termo-compromisso-assinado', { ...QUALIFIED_LOT, reurb_modality: 'E' }, mista).state).toBe(
      'warning',
    );
    expect(stateOf('termo-compromisso-assinado', { ...QUALIFIED_LOT, reurb_modality: 'S' }, mista).state).toBe(
      'passed',
    );
    expect(
      stateOf('termo-compromisso-assinado', QUALIFIED_LOT, facts({}, { ...late, reurb_modality: 'S' })).state,
    ).toBe('passed');
    // Signed on the approval's day or before it: the condition met.
    const onTime = { ...late, commitment_signed_on: '2026-03-10', reurb_modality: 'E' };
    expect(stateOf('termo-compromisso-assinado', QUALIFIED_LOT, facts({}, onTime)).state).toBe('passed');
  });
});

describe('area-de-risco (Decreto 9.310 art. 36, caput and §§ 1º and 3º)', () => {
  it('holds back both documents of a lot in a risk area until the study and the measures in place are recorded', () => {
    const risky = { ...QUALIFIED_LOT, area_de_risco: true };
    const none = stateOf('area-de-risco', risky);
    expect(none.state).toBe('blocked');
    expect(none.messages[0]).toContain('estudo técnico da situação de risco');
    expect(none.fields.map((f) => [f.field, f.resource])).toEqual([['risk_study', 'project-settings']]);
    for (const document of ['cert-reg-fund', 'titulo-legitimacao'] as const)
      expect(blockingRules(risky, facts(), document).map((b) => b.id)).toEqual(['area-de-risco']);
    const studied = { risk_study: 'Laudo geotécnico de 02/2026: muro de arrimo e drenagem.' };
    const waiting = stateOf('area-de-risco', risky, facts({}, studied));
    expect(waiting.state).toBe('blocked');
    expect(waiting.messages[0]).toContain('condição indispensável');
    expect(waiting.fields.map((f) => f.field)).toEqual(['risk_measures_done_on']);
    const done = facts({}, { ...studied, risk_measures_done_on: '2026-04-30' });
    expect(stateOf('area-de-risco', risky, done).state).toBe('passed');
    // A lot outside the risk area is not held back (§ 3º).
    expect(stateOf('area-de-risco', QUALIFIED_LOT).state).toBe('not_applicable');
    expect(stateOf('area-de-risco', { ...QUALIFIED_LOT, area_de_risco: false }).state).toBe('not_applicable');
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
