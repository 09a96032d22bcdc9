import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBrasilia } from '../../domain/procedure/calendar.ts';
import { notifiedParties, procedureEvents } from '../db/schema/index.ts';
import { closePartyWindows } from '../procedure/parties.ts';
import { lotWorld } from '../lots/test-kit.ts';
import { QUALIFIED, legalSettings, projectALots } from './test-kit.ts';

/**
 * The procedure's acts the emission gate reads (Decreto 9.310/2018): the approval with its act and
 * publication (arts. 21, V, 37 and 38) and no refusal after it (art. 39), and the classification of
 * the modality the documents declare (art. 23, I; art. 38, III), and the notified parties settled (art. 24).
 */

let w: Awaited<ReturnType<typeof lotWorld>>;
beforeAll(async () => {
  w = await lotWorld();
  await legalSettings(w.db, w.f.projectA);
});
afterAll(() => w?.ctx.close());

/** Lots of project A, the one whose procedure these tests record acts in. */
const { lotIn, blockers } = projectALots(() => w);

describe('the approval the CRF certifies (Decreto 9.310 art. 21, V: "ato formal, ao qual será dado publicidade")', () => {
  it('refuses the CRF and the títulos while the latest approval recorded lacks its act number or its publication', async () => {
    const lot = await lotIn({ ...QUALIFIED, cpf: '71602547084', spouse_cpf: '55237612067' });
    const ruleIds = async () =>
      (await blockers(w.f.userIds.projectAdmin, w.f.projectA, [lot], 'cert-reg-fund')).flatMap((b) =>
        b.rules.map((r) => r.id),
      );
    expect(await ruleIds()).toEqual([]);
    const [unpublished] = await w.db
      .insert(procedureEvents)
      .values({
        project_id: w.f.projectA,
        stage: 'aprovacao',
        date: '2026-04-01',
        act_number: 'Decreto nº 9/2026',
        move: 'next',
      })
      .returning({ id: procedureEvents.id });
    try {
      expect(await ruleIds()).toEqual(['aprovacao-registrada']);
      await w.db
        .update(procedureEvents)
        .set({ act_number: null, publication_date: '2026-04-02' })
        .where(eq(procedureEvents.id, unpublished.id));
      expect(await ruleIds()).toEqual(['aprovacao-registrada']);
      await w.db
        .update(procedureEvents)
        .set({ act_number: 'Decreto nº 9/2026' })
        .where(eq(procedureEvents.id, unpublished.id));
      expect(await ruleIds()).toEqual([]);
      // The título constitutes the rights the approval would declare (art. 37, § 2º): refused too.
      await w.db.update(procedureEvents).set({ act_number: null }).where(eq(procedureEvents.id, unpublished.id));
      expect(
        (await blockers(w.f.userIds.projectAdmin, w.f.projectA, [lot])).flatMap((b) => b.rules.map((r) => r.id)),
      ).toEqual(['aprovacao-registrada']);
    } finally {
      await w.db.delete(procedureEvents).where(eq(procedureEvents.id, unpublished.id));
    }
    // A refusal recorded after the approval (Dec. art. 39; the approval annulled): no longer approved.
    const [refused] = await w.db
      .insert(procedureEvents)
      .values({ project_id: w.f.projectA, stage: 'indeferimento', date: '2026-04-05', note: 'Anulada.', move: 'skip' })
      .returning({ id: procedureEvents.id });
    try {
      const [held] = await blockers(w.f.userIds.projectAdmin, w.f.projectA, [lot], 'cert-reg-fund');
      expect(held.rules.map((r) => [r.id, r.message.split(' (')[0]])).toEqual([
        ['aprovacao-registrada', 'Um indeferimento foi registrado no procedimento do projeto depois da aprovação'],
      ]);
    } finally {
      await w.db.delete(procedureEvents).where(eq(procedureEvents.id, refused.id));
    }
    expect(await ruleIds()).toEqual([]);
  });
});

describe('the modality the Município classified (Decreto 9.310 art. 23, I and § 3º; art. 38, III)', () => {
  it('refuses both documents while the project’s modality differs from the latest classification; warns without one', async () => {
    const lot = await lotIn({ ...QUALIFIED, cpf: '06437837098', spouse_cpf: '27182818205' });
    const ruleIds = async (kind: 'titulo-legitimacao' | 'cert-reg-fund') =>
      (await blockers(w.f.userIds.projectAdmin, w.f.projectA, [lot], kind)).flatMap((b) => b.rules.map((r) => r.id));
    const classify = (modality: string | null) =>
      w.db
        .insert(procedureEvents)
        .values({ project_id: w.f.projectA, stage: 'classificacao', date: '2026-02-01', modality, move: 'back' })
        .returning({ id: procedureEvents.id });
    expect(await ruleIds('cert-reg-fund')).toEqual([]);
    // Revised to Reurb-E by a later act while the project still says Reurb-S.
    const [revised] = await classify('E');
    try {
      expect(await ruleIds('cert-reg-fund')).toEqual(['modalidade-classificada']);
      expect(await ruleIds('titulo-legitimacao')).toEqual(['modalidade-classificada']);
      const legal = await w.call('member', 'GET', `/lots/${lot}/legal`);
      expect(legal.body.rules.find((r: { id: string }) => r.id === 'modalidade-classificada')).toMatchObject({
        state: 'blocked',
        messages: [
          'O projeto está cadastrado como Reurb-S (Regularização Fundiária Urbana de Interesse Social), mas a classificação registrada no procedimento é Reurb-E (Regularização Fundiária Urbana de Interesse Específico): corrija a modalidade do projeto ou registre a nova classificação antes de emitir.',
        ],
      });
      // One recorded without a modality (§ 3º's, before 2026-12-07): a warning, never a refusal.
      await w.db.update(procedureEvents).set({ modality: null }).where(eq(procedureEvents.id, revised.id));
      expect(await ruleIds('cert-reg-fund')).toEqual([]);
      const warned = await w.call('member', 'GET', `/lots/${lot}/legal`);
      expect(warned.body.rules.find((r: { id: string }) => r.id === 'modalidade-classificada').state).toBe('warning');
    } finally {
      await w.db.delete(procedureEvents).where(eq(procedureEvents.id, revised.id));
    }
    expect(await ruleIds('cert-reg-fund')).toEqual([]);
  });
});

describe('the notified parties settled (Decreto 9.310 art. 24, §§ 1º, 6º, 10 e 11; art. 27, § 2º)', () => {
  it('refuses both documents while a party waits for its notice, its decision or its appeal’s resolution', async () => {
    const lot = await lotIn({ ...QUALIFIED, cpf: '39053344705', spouse_cpf: '86288366757' });
    const ruleIds = async (kind: 'titulo-legitimacao' | 'cert-reg-fund' = 'cert-reg-fund') =>
      (await blockers(w.f.userIds.projectAdmin, w.f.projectA, [lot], kind)).flatMap((b) => b.rules.map((r) => r.id));
    const message = async () =>
      (await w.call('member', 'GET', `/lots/${lot}/legal`)).body.rules.find(
        (r: { id: string }) => r.id === 'notificacoes-resolvidas',
      ).messages[0] as string;
    const today = todayInBrasilia();
    const step = async (id: number, body: Record<string, unknown>) => {
      const answer = await w.call('projectAdmin', 'PATCH', `/notified-parties/${id}`, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    // None recorded: a warning only (the notices may be on paper).
    expect(await ruleIds()).toEqual([]);
    expect(await message()).toMatch(/^Nenhum notificado registrado/);
    const added = await w.call('projectAdmin', 'POST', `/projects/${w.f.projectA}/notified-parties`, {
      role: 'titular',
      name: 'Imobiliária Horizonte Ltda.',
    });
    const party = added.body.data.find((p: { name: string }) => p.name === 'Imobiliária Horizonte Ltda.').id;
    try {
      expect(await ruleIds()).toEqual(['notificacoes-resolvidas']);
      expect(await ruleIds('titulo-legitimacao')).toEqual(['notificacoes-resolvidas']);
      expect(await message()).toContain('Titular de domínio Imobiliária Horizonte Ltda.: notificação não registrada');
      await step(party, { notice_method: 'ar', notified_on: addDays(today, -20) });
      expect(await message()).toContain('prazo de 30 dias para impugnação em curso');
      await step(party, { impugnation_on: addDays(today, -15), impugnation_text: 'A rua avança sobre o lote 9.' });
      expect(await message()).toContain('impugnação sem decisão registrada');
      await step(party, {
        decision: 'rejeitada',
        decision_grounds: ['sem-localizacao'],
        decision_reasons: 'O lote 9 está fora do perímetro.',
      });
      expect(await message()).toContain('o prazo de recurso não começou');
      await step(party, { decision_notified_on: addDays(today, -10) });
      expect(await message()).toContain('prazo de 15 dias para recurso contra a rejeição em curso');
      await step(party, { appeal_on: addDays(today, -5), appeal_text: 'O levantamento está errado.' });
      expect(await message()).toContain('recurso sem resolução registrada (art. 24, § 11, e art. 27, § 2º)');
      // The resolution is a date and how: neither alone, never before the appeal.
      const refused = await w.call('projectAdmin', 'PATCH', `/notified-parties/${party}`, {
        appeal_resolved_on: today,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.appeal_resolution).toMatch(/^Informe como o recurso foi resolvido/);
      const early = await w.call('projectAdmin', 'PATCH', `/notified-parties/${party}`, {
        appeal_resolved_on: addDays(today, -6),
        appeal_resolution: 'Acordo.',
      });
      expect(early.body.errors).toEqual({ appeal_resolved_on: 'A resolução não pode ser anterior ao recurso' });
      expect(await ruleIds()).toEqual(['notificacoes-resolvidas']);
      await step(party, {
        appeal_resolved_on: today,
        appeal_resolution: 'Acordo reduzido a termo em reunião de mediação: o traçado da rua foi mantido.',
      });
      expect(await ruleIds()).toEqual([]);
      expect(await ruleIds('titulo-legitimacao')).toEqual([]);
      const listed = await w.call('member', 'GET', `/projects/${w.f.projectA}/notified-parties`);
      expect(listed.body.data.find((p: { id: number }) => p.id === party)).toMatchObject({
        appeal_resolved_on: today,
        appeal_resolution: 'Acordo reduzido a termo em reunião de mediação: o traçado da rua foi mantido.',
      });
      // A neighbour whose 30 days ran out in silence: refused until the daily job records the agreement (§ 6º).
      const silent = await w.call('projectAdmin', 'POST', `/projects/${w.f.projectA}/notified-parties`, {
        role: 'confrontante',
        name: 'Joana Silente',
      });
      const joana = silent.body.data.find((p: { name: string }) => p.name === 'Joana Silente').id;
      await step(joana, { notice_method: 'ar', notified_on: addDays(today, -60) });
      expect(await message()).toContain('Confrontante Joana Silente: prazo de 30 dias para impugnação em curso');
      expect((await closePartyWindows(w.db, new Date(), w.f.projectA)).tacit).toBe(1);
      expect(await ruleIds()).toEqual([]);
    } finally {
      await w.db.delete(notifiedParties).where(eq(notifiedParties.project_id, w.f.projectA));
    }
  });

  it('sends an impugnação not accepted, in whole or in part, to composition, and waits for its end (§ 7º; art. 27, § 2º)', async () => {
    const lot = await lotIn({ ...QUALIFIED, cpf: '28625587887', spouse_cpf: '94271564656' });
    const ruleIds = async (kind: 'titulo-legitimacao' | 'cert-reg-fund' = 'cert-reg-fund') =>
      (await blockers(w.f.userIds.projectAdmin, w.f.projectA, [lot], kind)).flatMap((b) => b.rules.map((r) => r.id));
    const today = todayInBrasilia();
    const patch = (id: number, body: Record<string, unknown>) =>
      w.call('projectAdmin', 'PATCH', `/notified-parties/${id}`, body);
    const impugned = async (name: string) => {
      const added = await w.call('projectAdmin', 'POST', `/projects/${w.f.projectA}/notified-parties`, {
        role: 'confrontante',
        name,
      });
      const id = added.body.data.find((p: { name: string }) => p.name === name).id as number;
      const answer = await patch(id, {
        notice_method: 'ar',
        notified_on: addDays(today, -20),
        impugnation_on: addDays(today, -15),
        impugnation_text: 'O muro dos fundos é meu.',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return id;
    };
    try {
      const part = await impugned('Paulo Parcial');
      // What was not accepted is the composition's object: the decision says it (§§ 3º e 7º).
      const bare = await patch(part, { decision: 'acolhida-parcialmente' });
      expect(bare.status).toBe(400);
      expect(bare.body.errors.decision_reasons).toMatch(/^Informe as razões da decisão: o que da impugnação não foi/);
      const decided = await patch(part, {
        decision: 'acolhida-parcialmente',
        decision_reasons: 'Acolhida quanto ao muro; não acolhida quanto ao recuo da calçada.',
      });
      expect(decided.status).toBe(200);
      expect(await ruleIds()).toEqual(['notificacoes-resolvidas']);
      expect(await ruleIds('titulo-legitimacao')).toEqual(['notificacoes-resolvidas']);
      const legal = await w.call('member', 'GET', `/lots/${lot}/legal`);
      expect(legal.body.rules.find((r: { id: string }) => r.id === 'notificacoes-resolvidas').messages[0]).toContain(
        'Confrontante Paulo Parcial: impugnação não acolhida, no todo ou em parte, sem o fim da composição de conflitos registrado',
      );
      // Its end is a date and how: neither alone, never before the impugnação nor in the future.
      const dateOnly = await patch(part, { composition_resolved_on: today });
      expect(dateOnly.status).toBe(400);
      expect(dateOnly.body.errors.composition_resolution).toMatch(/^Informe como terminou a composição/);
      const textOnly = await patch(part, { composition_resolution: 'Acordo.' });
      expect(textOnly.body.errors).toEqual({ composition_resolved_on: 'Informe a data do fim da composição' });
      const early = await patch(part, {
        composition_resolved_on: addDays(today, -16),
        composition_resolution: 'Acordo.',
      });
      expect(early.body.errors).toEqual({
        composition_resolved_on: 'A composição não pode terminar antes da impugnação',
      });
      const future = await patch(part, {
        composition_resolved_on: addDays(today, 1),
        composition_resolution: 'Acordo.',
      });
      expect(future.body.errors).toEqual({ composition_resolved_on: 'A data não pode estar no futuro' });
      // No appeal either: § 10's appeal is against the rejection of the unfounded impugnação alone.
      const appeal = await patch(part, { decision_notified_on: addDays(today, -10), appeal_on: addDays(today, -5) });
      expect(appeal.body.errors).toEqual({ appeal_on: 'Só cabe recurso contra a rejeição notificada da impugnação' });
      expect(await ruleIds()).toEqual(['notificacoes-resolvidas']);
      const term = 'Termo de acordo de 02/12: o recuo da calçada fica em 1,5 m.';
      expect((await patch(part, { composition_resolved_on: today, composition_resolution: term })).status).toBe(200);
      expect(await ruleIds()).toEqual([]);
      const listed = await w.call('member', 'GET', `/projects/${w.f.projectA}/notified-parties`);
      expect(listed.body.data.find((p: { id: number }) => p.id === part)).toMatchObject({
        decision: 'acolhida-parcialmente',
        composition_resolved_on: today,
        composition_resolution: term,
      });
      // Accepted in whole afterwards, nothing is in composition: what a composition left must go.
      const whole = await patch(part, { decision: 'acolhida' });
      expect(whole.body.errors).toEqual({
        composition_resolved_on: 'A impugnação não foi à composição de conflitos (art. 24, § 7º)',
      });

      const none = await impugned('Nair Não Acolhida');
      expect(
        (await patch(none, { decision: 'nao-acolhida', decision_reasons: 'O muro está no traçado aprovado.' })).status,
      ).toBe(200);
      expect(await ruleIds()).toEqual(['notificacoes-resolvidas']);
      const ended = await patch(none, {
        composition_resolved_on: today,
        composition_resolution: 'Sem acordo na câmara; o Município manteve o projeto por decisão fundamentada.',
      });
      expect(ended.status).toBe(200);
      expect(await ruleIds()).toEqual([]);
    } finally {
      await w.db.delete(notifiedParties).where(eq(notifiedParties.project_id, w.f.projectA));
    }
  });
});
