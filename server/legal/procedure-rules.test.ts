import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procedureEvents } from '../db/schema/index.ts';
import { lotWorld } from '../lots/test-kit.ts';
import { QUALIFIED, legalSettings, projectALots } from './test-kit.ts';

/**
 * The procedure's acts the emission gate reads (Decreto 9.310/2018): the approval with its act and
 * publication (arts. 21, V, 37 and 38) and no refusal after it (art. 39), and the classification of
 * the modality the documents declare (art. 23, I; art. 38, III).
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
