import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.ts';
import {
  children,
  files,
  lotAnonymisations,
  lotHistory,
  lotOtherDocuments,
  lots,
  residents,
} from '../../../db/schema/index.ts';
import { fileStorage } from '../../../files/storage.ts';
import { storedFile } from '../../../files/test-kit.ts';
import { mailTo, removalWorld, tokenIn } from '../../../removal/test-kit.ts';
import { bearer } from '../../../test/app.ts';
import { PERSONA_EMAILS } from '../../../test/fixtures.ts';

/**
 * Finding 1 (issue #12), replayed as reported. A plain member of project A writes an e-mail
 * they control and a victim's CPF onto a lot of A, asks for the removal of "their" data with
 * that e-mail and confirms the link. The removal used to erase the victim's lot, children,
 * residents, documents and history in project B, which the member cannot even see. Now no
 * staff-held record is erased by a removal: the victim's lot in B waits for B's admins, and
 * the member's own lot of A (matched by the address typed on it) waits for A's admins.
 */
const ATTACKER_MAIL = 'atacante.controla@exemplo.com.br';
const VICTIM_CPF = '52998224725';

async function victimWorld() {
  const w = await removalWorld();
  const { db, f, ctx } = w;
  const rg = await storedFile(ctx, f.projectB);
  const other = await storedFile(ctx, f.projectB);
  const certificate = await storedFile(ctx, f.projectB);
  await db
    .update(lots)
    .set({
      owner_name: 'Maria Conceição',
      cpf: VICTIM_CPF,
      rg: '23.456.789-0',
      cellphone_number: '(71) 99876-5432',
      rg_file_id: rg.id,
      observations: 'Mora com os dois filhos.',
    })
    .where(eq(lots.id, f.lotB));
  await db
    .insert(lotOtherDocuments)
    .values({ lot_id: f.lotB, field: 'other_documents_files', file_id: other.id, slot: 0 });
  await db.insert(children).values({
    lot_id: f.lotB,
    name: 'Lucas Conceição',
    mother_name: 'Maria Conceição',
    birth_certificate_file_id: certificate.id,
  });
  await db.insert(residents).values({ lot_id: f.lotB, name: 'Dona Zefa', cpf: null });
  await db.insert(lotHistory).values({
    lot_id: f.lotB,
    project_id: f.projectB,
    user_name: 'Otávio Outro',
    entity: 'lot',
    action: 'updated',
    changes: [{ field: 'cpf', from: null, to: VICTIM_CPF }],
  });
  return { ...w, keys: [rg.key, other.key, certificate.key] };
}

/** Everything of project B's lot that the removal must leave as it was. */
async function victimRecords(w: Awaited<ReturnType<typeof victimWorld>>) {
  const { db, f } = w;
  return {
    lot: await db.select().from(lots).where(eq(lots.id, f.lotB)),
    children: await db.select().from(children).where(eq(children.lot_id, f.lotB)).orderBy(asc(children.id)),
    residents: await db.select().from(residents).where(eq(residents.lot_id, f.lotB)).orderBy(asc(residents.id)),
    documents: await db.select().from(lotOtherDocuments).where(eq(lotOtherDocuments.lot_id, f.lotB)),
    files: await db.select().from(files).where(inArray(files.storage_key, w.keys)).orderBy(asc(files.id)),
    history: await db.select().from(lotHistory).where(eq(lotHistory.lot_id, f.lotB)).orderBy(asc(lotHistory.id)),
    marks: await db.select().from(lotAnonymisations).where(eq(lotAnonymisations.lot_id, f.lotB)),
  };
}

describe('finding 1: cross-project erasure through a removal request', () => {
  let w: Awaited<ReturnType<typeof victimWorld>>;
  let before: Awaited<ReturnType<typeof victimRecords>>;
  let confirmed: { status: number; body: { message: string } };
  beforeAll(async () => {
    w = await victimWorld();
    before = await victimRecords(w);
    // The member of A, through the API, as the report did it: their own address and the victim's CPF.
    const member = await w.ctx.tokenFor(PERSONA_EMAILS.member);
    const write = await w.ctx.app.inject({
      method: 'PATCH',
      url: `/api/lots/${w.f.lotA}`,
      headers: bearer(member),
      payload: { email: ATTACKER_MAIL, cpf: VICTIM_CPF },
    });
    expect(write.statusCode).toBe(200);
    // Project B is not theirs.
    expect((await w.ctx.app.inject({ url: `/api/lots/${w.f.lotB}`, headers: bearer(member) })).statusCode).toBe(404);
    await w.request(ATTACKER_MAIL);
    confirmed = await w.confirm(tokenIn(await mailTo(w.outbox, ATTACKER_MAIL)));
  });
  afterAll(() => w.ctx.close());

  it("leaves the victim's lot, children, residents, documents and history in project B as they were", async () => {
    expect(confirmed.status).toBe(200);
    expect(await victimRecords(w)).toEqual(before);
    const storage = fileStorage(w.ctx.config);
    for (const key of w.keys) expect(await storage.exists(key)).toBe(true);
  });

  it("does not erase the member's lot of A either: an address typed by staff authorises nothing", async () => {
    const [a] = await w.db.select().from(lots).where(eq(lots.id, w.f.lotA));
    expect(a).toMatchObject({ owner_name: 'José da Silva', email: ATTACKER_MAIL, cpf: VICTIM_CPF });
    expect(await w.db.select().from(lotAnonymisations)).toEqual([]);
  });

  it("queues the victim's lot for project B's admins and the member's lot for project A's, without the CPF", async () => {
    const reviews = rowsOf<{
      project_id: number;
      lot_id: number;
      target: string;
      matched_by: string[];
      decision: string | null;
    }>(
      await w.db.execute(
        sql`select project_id, lot_id, target, matched_by, decision from removal_reviews order by project_id, lot_id`,
      ),
    );
    expect(reviews).toEqual([
      { project_id: w.f.projectA, lot_id: w.f.lotA, target: 'owner', matched_by: ['cpf', 'email'], decision: null },
      { project_id: w.f.projectB, lot_id: w.f.lotB, target: 'owner', matched_by: ['cpf'], decision: null },
    ]);
    const stored = JSON.stringify(rowsOf(await w.db.execute(sql`select * from removal_reviews`)));
    expect(stored).not.toContain(VICTIM_CPF);
    expect(stored).not.toContain('atacante');

    // B's admin sees theirs; the member of A sees none of B's, and not even A's queue.
    const outsider = await w.ctx.tokenFor(PERSONA_EMAILS.outsider);
    const list = await w.ctx.app.inject({
      url: `/api/projects/${w.f.projectB}/removal-reviews`,
      headers: bearer(outsider),
    });
    expect(list.json().data.map((r: { lot_id: number }) => r.lot_id)).toEqual([w.f.lotB]);
    const member = await w.ctx.tokenFor(PERSONA_EMAILS.member);
    for (const project of [w.f.projectA, w.f.projectB]) {
      expect(
        (await w.ctx.app.inject({ url: `/api/projects/${project}/removal-reviews`, headers: bearer(member) }))
          .statusCode,
      ).toBe(404);
    }
  });

  it('tells the requester that the records are under review, without saying where or how many', async () => {
    expect(confirmed.body.message).toBe('Pedido de remoção confirmado');
    const text = JSON.stringify(confirmed.body);
    expect(text).toContain('em análise');
    expect(text).toContain('15 dias');
    expect(text).not.toMatch(/Vila União|Maria|Lote 001/);
  });
});
