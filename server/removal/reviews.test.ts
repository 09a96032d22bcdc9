import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../../domain/validation/removal-review.ts';
import { children, lotAnonymisations, lotHistory, lots, removalReviews, residents } from '../db/schema/index.ts';
import { fileStorage } from '../files/storage.ts';
import { bearer } from '../test/app.ts';
import { PERSONA_EMAILS } from '../test/fixtures.ts';
import { REMOVED_PERSON_NAME } from './anonymise.ts';
import { REVIEW_ANSWERS } from './decide.ts';
import { REMOVED_OWNER_NAME } from './erase.ts';
import { storedFile } from '../files/test-kit.ts';
import { appAccount, mailTo, removalWorld, tokenIn } from './test-kit.ts';

const CPF = '52998224725';
const MAIL = 'rosa.lima@exemplo.com.br';

/**
 * Rosa answered in the app for a lot of project A (with her CPF). Staff recorded the same CPF
 * as the owner of project B's lot (with documents), as a resident and as a spouse in project A:
 * the confirmed removal queues those three for their projects' admins (issue 12, finding 1).
 */
async function reviewWorld() {
  const w = await removalWorld();
  const { db, f, ctx } = w;
  const [own] = await db
    .insert(lots)
    .values({ name: 'Lote 010', block_id: f.blockA, project_id: f.projectA, owner_name: 'Rosa Lima', cpf: CPF })
    .returning({ id: lots.id });
  await appAccount(db, MAIL, [{ lot_id: own.id, role: 'owner' }]);
  const rg = await storedFile(ctx, f.projectB);
  await db
    .update(lots)
    .set({ owner_name: 'Rosa Lima', cpf: CPF, rg: '11.222.333-4', income: 1500, rg_file_id: rg.id })
    .where(eq(lots.id, f.lotB));
  await db.insert(children).values({ lot_id: f.lotB, name: 'Caio Lima', mother_name: 'Rosa Lima' });
  const [resident] = await db
    .insert(residents)
    .values({ lot_id: f.lotA, name: 'Rosa Lima', cpf: CPF, income: 800, escolaridade: 'ENSINO MÉDIO COMPLETO' })
    .returning({ id: residents.id });
  const [couple] = await db
    .insert(lots)
    .values({
      name: 'Lote 011',
      block_id: f.blockA,
      project_id: f.projectA,
      owner_name: 'Jorge Lima',
      spouse_name: 'Rosa Lima',
      spouse_cpf: CPF,
    })
    .returning({ id: lots.id });
  await w.request(MAIL);
  const answer = await w.confirm(tokenIn(await mailTo(w.outbox, MAIL)));
  const token = async (persona: keyof typeof PERSONA_EMAILS) => ctx.tokenFor(PERSONA_EMAILS[persona]);
  const call = async (persona: keyof typeof PERSONA_EMAILS, url: string, payload?: object) => {
    const response = await ctx.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api${url}`,
      payload,
      headers: bearer(await token(persona)),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const reviewOf = async (lotId: number, target: string) =>
    (
      await db
        .select()
        .from(removalReviews)
        .where(sql`${removalReviews.lot_id} = ${lotId} and ${removalReviews.target} = ${target}`)
    )[0];
  return { ...w, own: own.id, couple: couple.id, resident: resident.id, rgKey: rg.key, answer, call, reviewOf };
}

describe('LGPD removal reviews (issue 12)', () => {
  let w: Awaited<ReturnType<typeof reviewWorld>>;
  beforeAll(async () => {
    w = await reviewWorld();
  });
  afterAll(() => w.ctx.close());

  it('queues the staff-held matches per project and tells the requester they are under review', async () => {
    expect(w.answer.status).toBe(200);
    expect(w.answer.body).toMatchObject({ message: 'Conta removida com sucesso', under_review: true });
    const all = await w.db.select().from(removalReviews).orderBy(removalReviews.id);
    expect(all.map((r) => [r.project_id, r.lot_id, r.target])).toEqual([
      [w.f.projectA, w.f.lotA, 'resident'],
      [w.f.projectA, w.couple, 'spouse'],
      [w.f.projectB, w.f.lotB, 'owner'],
    ]);
    expect(new Date((w.answer.body as unknown as { review_due_at: string }).review_due_at).getTime()).toBe(
      all[0].due_at.getTime(),
    );
    const [own] = await w.db.select().from(lots).where(eq(lots.id, w.own));
    expect(own).toMatchObject({ owner_name: REMOVED_OWNER_NAME, cpf: null });
  });

  it('shows a project’s reviews only to its admins and global admins: a member or another project’s admin gets 404', async () => {
    const a = `/projects/${w.f.projectA}/removal-reviews`;
    const b = `/projects/${w.f.projectB}/removal-reviews`;
    expect((await w.call('member', a)).status).toBe(404);
    expect((await w.call('outsider', a)).status).toBe(404);
    expect((await w.call('projectAdmin', b)).status).toBe(404);
    expect((await w.call('projectAdmin', '/projects/999999/removal-reviews')).status).toBe(404);
    const list = await w.call('projectAdmin', a);
    expect(list.body.total).toBe(2);
    expect(
      list.body.data.map((r: { target: string; status: string; matched_by: string[] }) => [
        r.target,
        r.status,
        r.matched_by,
      ]),
    ).toEqual([
      ['resident', 'pending', ['cpf']],
      ['spouse', 'pending', ['cpf']],
    ]);
    expect((await w.call('globalAdmin', b)).body.total).toBe(1);

    const inB = await w.reviewOf(w.f.lotB, 'owner');
    for (const persona of ['member', 'projectAdmin'] as const) {
      expect((await w.call(persona, `/removal-reviews/${inB.id}`)).status).toBe(404);
      const decided = await w.call(persona, `/removal-reviews/${inB.id}/decide`, {
        decision: 'erase',
        reason: 'Tentativa de outro projeto.',
      });
      expect(decided.status).toBe(404);
    }
    expect((await w.reviewOf(w.f.lotB, 'owner')).decision).toBeNull();
  });

  it('shows its admins what a decision would affect, with the name as the record holds it', async () => {
    const review = await w.reviewOf(w.f.lotB, 'owner');
    const detail = await w.call('outsider', `/removal-reviews/${review.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      project_name: 'Vila União',
      lot_name: 'Lote 001',
      block_name: 'Quadra 01',
      target: 'owner',
      status: 'pending',
      overdue: false,
      affected: { present: true, person_name: 'Rosa Lima', documents: 1, emitted: false },
    });
  });

  it('refuses a decision without a reason or with an unknown decision, in Portuguese', async () => {
    const review = await w.reviewOf(w.f.lotB, 'owner');
    const url = `/removal-reviews/${review.id}/decide`;
    const noReason = await w.call('outsider', url, { decision: 'erase' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual({ reason: REVIEW_MESSAGES.reasonRequired });
    expect((await w.call('outsider', url, { decision: 'erase', reason: '   curto ' })).body.errors).toEqual({
      reason: REVIEW_MESSAGES.reasonShort,
    });
    expect(
      (await w.call('outsider', url, { decision: 'apagar', reason: 'Pedido confirmado pela titular.' })).body.errors,
    ).toEqual({
      decision: REVIEW_MESSAGES.decision,
    });
    expect(
      (await w.call('outsider', url, { decision: 'erase', reason: 'Pedido confirmado pela titular.', extra: 1 }))
        .status,
    ).toBe(400);
    expect((await w.reviewOf(w.f.lotB, 'owner')).decision).toBeNull();
  });

  it('erases on "erase": the owner’s data and documents go, in one step with the lot history, once', async () => {
    const review = await w.reviewOf(w.f.lotB, 'owner');
    const decided = await w.call('outsider', `/removal-reviews/${review.id}/decide`, {
      decision: 'erase',
      reason: 'Titular confirmou por telefone.',
    });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({
      status: 'decided',
      decision: 'erase',
      reason: 'Titular confirmou por telefone.',
      decided_by_name: 'Otávio Outro',
    });
    const [lot] = await w.db.select().from(lots).where(eq(lots.id, w.f.lotB));
    expect(lot).toMatchObject({ owner_name: REMOVED_OWNER_NAME, cpf: null, rg: null, income: null, rg_file_id: null });
    expect(await fileStorage(w.ctx.config).exists(w.rgKey)).toBe(false);
    const [kid] = await w.db.select().from(children).where(eq(children.lot_id, w.f.lotB));
    expect(kid).toMatchObject({ name: 'Caio Lima', mother_name: null });
    expect(
      (await w.db.select().from(lotAnonymisations).where(eq(lotAnonymisations.lot_id, w.f.lotB))).map((m) => m.parts),
    ).toEqual([['owner']]);

    const history = await w.call('outsider', `/lots/${w.f.lotB}/history`);
    expect(history.body.data[0]).toMatchObject({
      user_name: 'Otávio Outro',
      entity: 'lot',
      action: 'lgpd_review',
      changes: [
        { field: 'lgpd_decision', label: 'Decisão (LGPD)', from: null, to: 'Apagar os dados' },
        { field: 'lgpd_reason', label: 'Motivo', from: null, to: 'Titular confirmou por telefone.' },
      ],
    });
    const again = await w.call('outsider', `/removal-reviews/${review.id}/decide`, {
      decision: 'legal_hold',
      reason: 'Mudou de ideia depois.',
    });
    expect(again).toEqual({ status: 409, body: { message: REVIEW_ANSWERS.decided } });
  });

  it('anonymises on "anonymise": the resident stays without name, CPF or birth date, the socio-economic data kept', async () => {
    const review = await w.reviewOf(w.f.lotA, 'resident');
    const decided = await w.call('projectAdmin', `/removal-reviews/${review.id}/decide`, {
      decision: 'anonymise',
      reason: 'Família continua no cadastro social.',
    });
    expect(decided.status).toBe(200);
    const [row] = await w.db.select().from(residents).where(eq(residents.id, w.resident));
    expect(row).toMatchObject({
      name: REMOVED_PERSON_NAME,
      cpf: null,
      birth_date: null,
      income: 800,
      escolaridade: 'ENSINO MÉDIO COMPLETO',
    });
    expect(row.version).toBe(2);
    const [line] = await w.db
      .select()
      .from(lotHistory)
      .where(sql`${lotHistory.lot_id} = ${w.f.lotA} and ${lotHistory.action} = 'lgpd_review'`);
    expect(line).toMatchObject({
      entity: 'resident',
      entity_id: w.resident,
      entity_label: null,
      user_name: 'Gabriela Gestora',
    });
    expect(line.changes[0]).toEqual({ field: 'lgpd_decision', from: null, to: 'Anonimizar' });
  });

  it('keeps the data on "legal_hold", recording the reason in the review and the history', async () => {
    const review = await w.reviewOf(w.couple, 'spouse');
    const reason = 'Título de legitimação fundiária emitido ao casal (LGPD art. 16, I).';
    const decided = await w.call('globalAdmin', `/removal-reviews/${review.id}/decide`, {
      decision: 'legal_hold',
      reason: `  ${reason} `,
    });
    expect(decided.body).toMatchObject({
      decision: 'legal_hold',
      reason,
      affected: { present: true, person_name: 'Rosa Lima' },
    });
    const [lot] = await w.db.select().from(lots).where(eq(lots.id, w.couple));
    expect(lot).toMatchObject({ spouse_name: 'Rosa Lima', spouse_cpf: CPF, version: 1 });
    const lines = await w.db.select().from(lotHistory).where(eq(lotHistory.lot_id, w.couple));
    expect(lines.map((l) => [l.action, l.changes.map((c) => c.to)])).toEqual([
      ['lgpd_review', ['Manter por obrigação legal (LGPD art. 16, I)', reason]],
    ]);
    const list = await w.call('projectAdmin', `/projects/${w.f.projectA}/removal-reviews`);
    expect(list.body.data.map((r: { status: string }) => r.status)).toEqual(['decided', 'decided']);
  });

  it('counts the undecided reviews of the projects one administers for the dashboard, overdue after 15 days', async () => {
    // One more review in A, created 20 days ago and never decided.
    const [late] = await w.db
      .insert(removalReviews)
      .values({
        project_id: w.f.projectA,
        lot_id: w.f.lotA,
        target: 'owner',
        matched_by: ['email'],
        created_at: sql`now() - interval '20 days'`,
        due_at: sql`now() - interval '5 days'`,
      })
      .returning({ id: removalReviews.id });
    const [fresh] = await w.db
      .insert(removalReviews)
      .values({ project_id: w.f.projectB, lot_id: w.f.lotB, target: 'owner', matched_by: ['cpf'] })
      .returning({ id: removalReviews.id });
    const admin = await w.call('projectAdmin', '/removal-reviews/summary');
    expect(admin.body).toMatchObject({
      pending: 1,
      overdue: 1,
      projects: [{ project_id: w.f.projectA, project_name: 'Núcleo Esperança', pending: 1, overdue: 1 }],
    });
    expect(
      admin.body.items.map((i: { id: number; overdue: boolean; project_name: string }) => [
        i.id,
        i.overdue,
        i.project_name,
      ]),
    ).toEqual([[late.id, true, 'Núcleo Esperança']]);
    const outsider = await w.call('outsider', '/removal-reviews/summary');
    expect(outsider.body).toMatchObject({ pending: 1, overdue: 0, items: [] });
    expect(outsider.body.projects.map((p: { project_id: number }) => p.project_id)).toEqual([w.f.projectB]);
    expect((await w.call('member', '/removal-reviews/summary')).body).toEqual({
      pending: 0,
      overdue: 0,
      projects: [],
      items: [],
    });
    expect((await w.call('globalAdmin', '/removal-reviews/summary')).body).toMatchObject({ pending: 2, overdue: 1 });
    // The overdue one comes first in its project's queue.
    const list = await w.call('projectAdmin', `/projects/${w.f.projectA}/removal-reviews?status=pending`);
    expect(list.body.data.map((r: { id: number; overdue: boolean }) => [r.id, r.overdue])).toEqual([[late.id, true]]);
    void fresh;
  });
});
