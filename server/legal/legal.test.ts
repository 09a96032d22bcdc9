import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emissions, lots } from '../db/schema/index.ts';
import { insertLot, lotWorld } from '../lots/test-kit.ts';
import { QUALIFIED, insertEmission, legalSettings, projectALots } from './test-kit.ts';

let w: Awaited<ReturnType<typeof lotWorld>>;
beforeAll(async () => {
  w = await lotWorld();
  await legalSettings(w.db, w.f.projectA);
  await legalSettings(w.db, w.f.projectB);
});
afterAll(() => w?.ctx.close());

let n = 0;
const lotIn = (project: 'A' | 'B', values: Record<string, unknown> = {}) => {
  n += 1;
  const [block_id, project_id] = project === 'A' ? [w.f.blockA, w.f.projectA] : [w.f.blockB, w.f.projectB];
  return insertLot(w.db, { name: `Lote L${n}`, block_id, project_id, ...values });
};
const { blockers } = projectALots(() => w);

describe('GET /lots/{id}/legal', () => {
  it('an empty lot: the qualification rule blocks both documents, naming the fields and their tabs', async () => {
    const id = await lotIn('A', { owner_name: null });
    const { status, body } = await w.call('member', 'GET', `/lots/${id}/legal`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ lot_id: id, project_id: w.f.projectA, titulo_allowed: false, crf_allowed: false });
    const qualification = body.rules.find((r: { id: string }) => r.id === 'qualificacao-ocupante');
    expect(qualification).toMatchObject({
      state: 'blocked',
      severity: 'blocking',
      article: 'Lei 13.465/2017, art. 41, VI; Decreto 9.310/2018, art. 38, VI',
    });
    expect(qualification.fields[0]).toEqual({
      resource: 'lots',
      field: 'owner_name',
      label: 'Nome do(a) proprietário(a)',
      tab: 'info',
    });
    expect(body.rules.map((r: { id: string }) => r.id)).toContain('legitimacao-unica');
  });

  it('a qualified lot passes every blocking rule', async () => {
    const id = await lotIn('A', { ...QUALIFIED, cpf: '11144477735', spouse_cpf: '39053344705' });
    const { body } = await w.call('projectAdmin', 'GET', `/lots/${id}/legal`);
    expect(body.rules.filter((r: { state: string }) => r.state === 'blocked')).toEqual([]);
    expect(body).toMatchObject({ titulo_allowed: true, crf_allowed: true });
  });

  it('reads the project settings: no cut-off date blocks the whole project, and says where to fix it', async () => {
    const id = await lotIn('A', { ...QUALIFIED, cpf: '24843803480', spouse_cpf: '16899535009' });
    await legalSettings(w.db, w.f.projectA, { nucleo_existence_date: '2017-01-10' });
    try {
      const { body } = await w.call('member', 'GET', `/lots/${id}/legal`);
      const rule = body.rules.find((r: { id: string }) => r.id === 'marco-temporal');
      expect(rule.state).toBe('blocked');
      expect(rule.messages[0]).toContain('10/01/2017');
      expect(rule.fields).toEqual([
        {
          resource: 'project-settings',
          field: 'nucleo_existence_date',
          label: 'Data comprovada de existência do núcleo',
          tab: null,
        },
      ]);
    } finally {
      await legalSettings(w.db, w.f.projectA);
    }
  });

  it('is for members of the project: outsider 404, unknown lot 404, anonymous 401', async () => {
    expect((await w.call('outsider', 'GET', `/lots/${w.f.lotA}/legal`)).status).toBe(404);
    expect((await w.call('globalAdmin', 'GET', '/lots/999999/legal')).status).toBe(404);
    expect((await w.call('anonymous', 'GET', `/lots/${w.f.lotA}/legal`)).status).toBe(401);
    expect((await w.call('globalAdmin', 'GET', `/lots/${w.f.lotA}/legal`)).status).toBe(200);
  });
});

describe('art. 23 §1º II across projects, read from the emission register', () => {
  it('blocks a CPF already in a valid legitimação of a lot of another project, naming it only to who may see it', async () => {
    const cpf = '93541134780';
    const earlier = await lotIn('B', {
      ...QUALIFIED,
      name: 'Lote anterior',
      cpf,
      spouse_cpf: null,
      civil_status: 'Solteiro(a)',
    });
    await insertEmission(w.db, { projectId: w.f.projectB, lotId: earlier, holderCpf: cpf });
    const here = await lotIn('A', { ...QUALIFIED, cpf, spouse_cpf: '85211986040' });

    const [blocked] = await blockers(w.f.userIds.projectAdmin, w.f.projectA, [here]);
    expect(blocked.lot_id).toBe(here);
    const rule = blocked.rules.find((r) => r.id === 'legitimacao-unica')!;
    expect(rule.article).toContain('Lei 13.465/2017, art. 23, §1º, II');
    expect(rule.message).toContain('outro núcleo');
    expect(rule.message).not.toContain('Vila União');

    const [forAdmin] = await blockers(w.f.userIds.globalAdmin, w.f.projectA, [here]);
    expect(forAdmin.rules.find((r) => r.id === 'legitimacao-unica')!.message).toContain(
      'o Lote anterior (Quadra 01) do projeto Vila União',
    );

    // the panel says the same, with the lot linked only for who may see it
    const panel = (await w.call('globalAdmin', 'GET', `/lots/${here}/legal`)).body.rules.find(
      (r: { id: string }) => r.id === 'legitimacao-unica',
    );
    expect(panel).toMatchObject({
      state: 'blocked',
      lots: [{ id: earlier, name: 'Lote anterior', project_name: 'Vila União' }],
    });
    const hidden = (await w.call('projectAdmin', 'GET', `/lots/${here}/legal`)).body.rules.find(
      (r: { id: string }) => r.id === 'legitimacao-unica',
    );
    expect(hidden).toMatchObject({ state: 'blocked', lots: [] });
  });

  it("the partner's CPF counts too, as holder or partner of the earlier emission, for a CRF as for a título", async () => {
    const partner = '46146462047';
    const earlier = await lotIn('B', { ...QUALIFIED, cpf: '60363378090', spouse_cpf: partner });
    await insertEmission(w.db, {
      projectId: w.f.projectB,
      lotId: earlier,
      holderCpf: '60363378090',
      partnerCpf: partner,
      kind: 'cert-reg-fund',
    });
    const here = await lotIn('A', { ...QUALIFIED, cpf: '77734412009', spouse_cpf: partner });
    const [blocked] = await blockers(w.f.userIds.globalAdmin, w.f.projectA, [here], 'cert-reg-fund');
    expect(blocked.rules.map((r) => r.id)).toEqual(['legitimacao-unica']);
    expect(blocked.rules[0].message).toContain('CRF nº');
  });

  it('a superseded emission still counts; a cancelled one frees the CPF', async () => {
    const cpf = '30318373041';
    const earlier = await lotIn('B', { ...QUALIFIED, cpf, spouse_cpf: null, civil_status: 'Solteiro(a)' });
    const id = await insertEmission(w.db, {
      projectId: w.f.projectB,
      lotId: earlier,
      holderCpf: cpf,
      status: 'superseded',
    });
    const here = await lotIn('A', { ...QUALIFIED, cpf, spouse_cpf: '02817658043' });
    expect((await blockers(w.f.userIds.globalAdmin, w.f.projectA, [here])).map((b) => b.lot_id)).toEqual([here]);
    await w.db
      .update(emissions)
      .set({ status: 'cancelled', cancel_reason: 'Emitido por engano', cancelled_at: new Date() })
      .where(eq(emissions.id, id));
    expect(await blockers(w.f.userIds.globalAdmin, w.f.projectA, [here])).toEqual([]);
  });

  it('a reissue for the same lot is never blocked by its own earlier emission', async () => {
    const cpf = '43270146051';
    const lot = await lotIn('A', { ...QUALIFIED, cpf, spouse_cpf: '76577839077' });
    await insertEmission(w.db, { projectId: w.f.projectA, lotId: lot, holderCpf: cpf, partnerCpf: '76577839077' });
    expect(await blockers(w.f.userIds.projectAdmin, w.f.projectA, [lot])).toEqual([]);
  });

  it('counts only a legitimação (de posse or fundiária) of a property with the same purpose (Decreto 9.310 art. 16 §1º II)', async () => {
    const cpf = '38576447029';
    const earlier = await lotIn('B', { ...QUALIFIED, cpf, spouse_cpf: null, civil_status: 'Solteiro(a)' });
    const here = await lotIn('A', { ...QUALIFIED, cpf, spouse_cpf: '04829360020', uso_do_lote: 'RESIDENCIAL' });
    const crf = (realRight: string | null, uso: string | null) =>
      insertEmission(w.db, {
        projectId: w.f.projectB,
        lotId: earlier,
        holderCpf: cpf,
        kind: 'cert-reg-fund',
        realRight,
        uso,
      });
    const cancel = (id: number) =>
      w.db
        .update(emissions)
        .set({ status: 'cancelled', cancel_reason: 'Teste', cancelled_at: new Date() })
        .where(eq(emissions.id, id));
    // A home bought (compra e venda) is not a legitimação.
    await cancel(await crf('COMPRA_VENDA', 'RESIDENCIAL'));
    expect(await blockers(w.f.userIds.globalAdmin, w.f.projectA, [here])).toEqual([]);
    await crf('COMPRA_VENDA', 'RESIDENCIAL');
    expect(await blockers(w.f.userIds.globalAdmin, w.f.projectA, [here])).toEqual([]);
    // A shop's legitimação de posse does not bar a home.
    await crf('LEGITIMACAO_POSSE', 'NAO_RESIDENCIAL');
    expect(await blockers(w.f.userIds.globalAdmin, w.f.projectA, [here])).toEqual([]);
    // A home's legitimação de posse does; so does a record of unknown right and use.
    const home = await crf('LEGITIMACAO_POSSE', 'RESIDENCIAL');
    const [blocked] = await blockers(w.f.userIds.globalAdmin, w.f.projectA, [here]);
    expect(blocked.rules.map((r) => r.id)).toEqual(['legitimacao-unica']);
    expect(blocked.rules[0].message).toContain(
      'já foi contemplado com legitimação de posse de imóvel com a mesma finalidade',
    );
    await cancel(home);
    await crf(null, null);
    const [unknown] = await blockers(w.f.userIds.globalAdmin, w.f.projectA, [here]);
    expect(unknown.rules[0].message).toContain('legitimação (de posse ou fundiária)');
    // The lot itself regularised by another instrument is not held to the condition, only to its
    // own instrument's: the contract with its proof of payment (art. 50, parágrafo único).
    await w.db.update(lots).set({ real_right: 'COMPRA_VENDA' }).where(eq(lots.id, here));
    expect(
      (await blockers(w.f.userIds.globalAdmin, w.f.projectA, [here], 'cert-reg-fund')).flatMap((b) =>
        b.rules.map((r) => r.id),
      ),
    ).toEqual(['compra-venda-quitada']);
  });

  it('does not apply in a Reurb-E project, nor to a Reurb-E lot of a mista one', async () => {
    const cpf = '05356478089';
    const earlier = await lotIn('B', { ...QUALIFIED, cpf, spouse_cpf: null, civil_status: 'Solteiro(a)' });
    await insertEmission(w.db, { projectId: w.f.projectB, lotId: earlier, holderCpf: cpf });
    const here = await lotIn('A', { ...QUALIFIED, cpf, spouse_cpf: '34606405023' });
    try {
      await legalSettings(w.db, w.f.projectA, {}, 'E');
      expect(await blockers(w.f.userIds.globalAdmin, w.f.projectA, [here])).toEqual([]);
      await legalSettings(w.db, w.f.projectA, {}, 'mista');
      const [unsaid] = await blockers(w.f.userIds.globalAdmin, w.f.projectA, [here]);
      expect(unsaid.rules.map((r) => r.id)).toEqual(['modalidade-do-lote', 'legitimacao-unica']);
      await w.db.update(lots).set({ reurb_modality: 'E' }).where(eq(lots.id, here));
      expect(await blockers(w.f.userIds.globalAdmin, w.f.projectA, [here])).toEqual([]);
    } finally {
      await legalSettings(w.db, w.f.projectA);
    }
  });
});

describe('who answers for the works of a Reurb-E (Decreto 9.310 arts. 35 and 38, IV)', () => {
  it('refuses its CRF until the settings name them or say the infrastructure is complete', async () => {
    const lot = await lotIn('A', { ...QUALIFIED, cpf: '03785137028', spouse_cpf: '42838416090' });
    const ruleIds = async () =>
      (await blockers(w.f.userIds.projectAdmin, w.f.projectA, [lot], 'cert-reg-fund')).flatMap((b) =>
        b.rules.map((r) => r.id),
      );
    try {
      await legalSettings(w.db, w.f.projectA, { works_responsible: null, infrastructure_complete: false }, 'E');
      expect(await ruleIds()).toEqual(['responsaveis-obras-reurb-e']);
      await legalSettings(w.db, w.f.projectA, { works_responsible: null, infrastructure_complete: true }, 'E');
      expect(await ruleIds()).toEqual([]);
      await legalSettings(w.db, w.f.projectA, { works_responsible: 'Loteadora Vista Alegre Ltda.' }, 'E');
      expect(await ruleIds()).toEqual([]);
      // In Reurb-S the Poder Público answers for them (art. 34): never refused for it.
      await legalSettings(w.db, w.f.projectA, { works_responsible: null, infrastructure_complete: false });
      expect(await ruleIds()).toEqual([]);
    } finally {
      await legalSettings(w.db, w.f.projectA);
    }
  });
});

describe('the termo de compromisso of the works (Decreto 9.310 art. 3º, V; art. 21, § 1º; art. 30, § 1º)', () => {
  it('refuses the CRF until the settings give the day it was signed, or dispense it; the títulos never wait', async () => {
    const lot = await lotIn('A', { ...QUALIFIED, cpf: '71428793860', spouse_cpf: '15350946056' });
    const ruleIds = async (kind: 'cert-reg-fund' | 'titulo-legitimacao' = 'cert-reg-fund') =>
      (await blockers(w.f.userIds.projectAdmin, w.f.projectA, [lot], kind)).flatMap((b) => b.rules.map((r) => r.id));
    const patch = (body: Record<string, unknown>) =>
      w.call('projectAdmin', 'PATCH', `/projects/${w.f.projectA}/settings`, body);
    try {
      await legalSettings(w.db, w.f.projectA, { commitment_signed_on: null, infrastructure_complete: false });
      expect(await ruleIds()).toEqual(['termo-compromisso-assinado']);
      expect(await ruleIds('titulo-legitimacao')).toEqual([]);
      // A day not yet come is refused: a termo is signed before it is stated.
      const future = await patch({ commitment_signed_on: '2099-01-01' });
      expect(future.status).toBe(400);
      expect(Object.keys(future.body.errors)).toEqual(['commitment_signed_on']);
      const signed = await patch({ commitment_signed_on: '05/03/2026' });
      expect(signed.status).toBe(200);
      expect(signed.body.commitment_signed_on).toBe('2026-03-05');
      expect(await ruleIds()).toEqual([]);
      // A núcleo with its infrastructure and nothing to build needs no termo (art. 30, § 1º).
      await legalSettings(w.db, w.f.projectA, { commitment_signed_on: null, infrastructure_complete: true });
      expect(await ruleIds()).toEqual([]);
      // In Reurb-E a termo signed after the approval (recorded on 10/03/2026) is warned of (art. 35, § 2º).
      await legalSettings(
        w.db,
        w.f.projectA,
        {
          commitment_signed_on: '2026-04-02',
          infrastructure_complete: false,
          works_responsible: 'Loteadora Vista Alegre Ltda.',
        },
        'E',
      );
      expect(await ruleIds()).toEqual([]);
      const panel = await w.call('projectAdmin', 'GET', `/lots/${lot}/legal`);
      const rule = panel.body.rules.find((r: { id: string }) => r.id === 'termo-compromisso-assinado');
      expect(rule.state).toBe('warning');
      expect(rule.messages[0]).toContain('assinado em 02/04/2026, depois da aprovação de 10/03/2026');
    } finally {
      await legalSettings(w.db, w.f.projectA);
    }
  });
});

describe('a lot in a risk area (Decreto 9.310 art. 36)', () => {
  it('holds back its título and CRF until the settings state the study and the day its measures were in place', async () => {
    const lot = await lotIn('A', { ...QUALIFIED, cpf: '62648716050', spouse_cpf: '86288366757' });
    const ruleIds = async (kind: 'cert-reg-fund' | 'titulo-legitimacao') =>
      (await blockers(w.f.userIds.projectAdmin, w.f.projectA, [lot], kind)).flatMap((b) => b.rules.map((r) => r.id));
    try {
      expect(await ruleIds('titulo-legitimacao')).toEqual([]);
      // Marked on the lot form, as staff do.
      const marked = await w.call('projectAdmin', 'PATCH', `/lots/${lot}`, { area_de_risco: true });
      expect(marked.status).toBe(200);
      expect(marked.body.area_de_risco).toBe(true);
      expect(await ruleIds('titulo-legitimacao')).toEqual(['area-de-risco']);
      expect(await ruleIds('cert-reg-fund')).toEqual(['area-de-risco']);
      await legalSettings(w.db, w.f.projectA, {
        risk_study: 'Laudo geotécnico de 02/2026: muro de arrimo e drenagem.',
      });
      expect(await ruleIds('titulo-legitimacao')).toEqual(['area-de-risco']);
      await legalSettings(w.db, w.f.projectA, { risk_measures_done_on: '2026-04-30' });
      expect(await ruleIds('titulo-legitimacao')).toEqual([]);
      expect(await ruleIds('cert-reg-fund')).toEqual([]);
    } finally {
      await legalSettings(w.db, w.f.projectA, { risk_study: null, risk_measures_done_on: null });
    }
  });
});

describe('project settings carry the legal settings', () => {
  it('answer and change reurb_modality (stored on the project), the cut-off and the income cap', async () => {
    const saved = await w.call('projectAdmin', 'PATCH', `/projects/${w.f.projectA}/settings`, {
      reurb_modality: 'mista',
      nucleo_existence_date: '01/06/2014',
      nucleo_existence_evidence: 'Cadastro imobiliário de 2014.',
      income_cap_minimum_wages: '2,5',
      minimum_wage_value: 'R$ 1.518,00',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      reurb_modality: 'mista',
      nucleo_existence_date: '2014-06-01',
      income_cap_minimum_wages: 2.5,
      minimum_wage_value: 1518,
    });
    expect((await w.call('projectAdmin', 'GET', `/projects/${w.f.projectA}`)).body.reurb_modality).toBe('mista');
    const alone = await w.call('projectAdmin', 'PATCH', `/projects/${w.f.projectA}/settings`, { reurb_modality: 'S' });
    expect(alone.body.reurb_modality).toBe('S');
  });

  it('refuse a cap above five minimum wages, a cap without the wage, a future date and an unknown modality', async () => {
    const res = await w.call('projectAdmin', 'PATCH', `/projects/${w.f.projectA}/settings`, {
      income_cap_minimum_wages: 6,
      reurb_modality: 'X',
      nucleo_existence_date: '2099-01-01',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'income_cap_minimum_wages',
      'nucleo_existence_date',
      'reurb_modality',
    ]);
    const pair = await w.call('projectAdmin', 'PATCH', `/projects/${w.f.projectA}/settings`, {
      minimum_wage_value: null,
    });
    expect(pair.status).toBe(400);
    expect(pair.body.errors).toEqual({
      minimum_wage_value: 'Informe o teto em salários mínimos e o valor do salário mínimo vigente juntos.',
    });
  });
});

describe("'Executar Análise' includes the legal rules", () => {
  it('answers the rules that block or warn, and asks a person when the CPF already received legitimação', async () => {
    const cpf = '58747432004';
    const earlier = await lotIn('A', { ...QUALIFIED, cpf, spouse_cpf: null, civil_status: 'Solteiro(a)' });
    await insertEmission(w.db, { projectId: w.f.projectA, lotId: earlier, holderCpf: cpf });
    const here = await lotIn('A', { ...QUALIFIED, cpf, spouse_cpf: '70522478018', owner_death_date: '2025-02-01' });
    const { status, body } = await w.call('projectAdmin', 'POST', `/lots/${here}/trigger-review`);
    expect(status).toBe(200);
    expect(body.status).toBe('to_review');
    const states = Object.fromEntries(body.legal.map((r: { id: string; state: string }) => [r.id, r.state]));
    expect(states).toMatchObject({
      'legitimacao-unica': 'blocked',
      'titular-falecido': 'warning',
      'cpf-em-outro-lote': 'warning',
    });
    expect(states['qualificacao-ocupante']).toBeUndefined();
    expect(body.warnings.map((x: { field: string }) => x.field)).toEqual(['cpf']);
  });
});
