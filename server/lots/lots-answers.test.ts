import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { listAnswer } from '../../domain/api/list.ts';
import { lotListRow } from '../../domain/api/lot-list.ts';
import { lotRecord } from '../../domain/api/lot-record.ts';
import { projectListItemSchema } from '../../domain/api/projects.ts';
import { loadCurrentUser } from '../accounts/current-user.ts';
import { lotAnonymisations, lotAssignments, lotEvents, lots, projectMembers, users } from '../db/schema/index.ts';
import { otherDocumentIds } from './other-documents.ts';
import { fastSerializerCompiler } from '../http/fast-serializer.ts';
import { listProjects } from '../projects/queries.ts';
import { PERSONA_EMAILS } from '../test/fixtures.ts';
import { DRIVER_ROWS, getLot, listLots } from './read.ts';
import { assignedUsersOf, lotAnonymisedAt } from './separate-reads.test-kit.ts';
import { insertFile, insertLot, lotWorld } from './test-kit.ts';

/**
 * Issue #19 goal 4 changed how the four hot answers are made (page and total in one query, the
 * list's timestamps formatted by the database, fast-json-stringify instead of zod's encode,
 * the user read in one query): these pin that the answers did not change. Each answer is
 * serialised both ways, byte for byte, and the HTTP answer is the fast one.
 */
const both = (schema: z.ZodType) => {
  const route = { schema, method: 'GET', url: '/test', httpStatus: '200' } as Parameters<
    typeof fastSerializerCompiler
  >[0];
  const serialize = fastSerializerCompiler(route);
  // A list answer comes out as a Buffer of UTF-8 (fast-serializer.ts): compared as the text it holds.
  return { fast: (data: unknown) => String(serialize(data)), zod: serializerCompiler(route as never) };
};

/** Owners' names whose escapes fast-json-stringify and JSON.stringify must write alike. */
const AWKWARD = [
  'Dona "2" Conceição',
  'Tab\taqui, linha\nnova, barra \\ e controles \u0001\u001f\u007f',
  'Família 👩‍👧 \u2028 separador </script> ação',
  'Aspas \'simples\' e "duplas"\r\n\b\f',
];

describe('the hot answers, unchanged (issue #19 goal 4)', () => {
  let w: Awaited<ReturnType<typeof lotWorld>>;
  const userOf = async (email: string) => {
    const [row] = await w.db.select({ sub: users.sub }).from(users).where(eq(users.email, email));
    return (await loadCurrentUser(w.db, row.sub))!;
  };
  beforeAll(async () => {
    w = await lotWorld();
    for (let i = 2; i <= 12; i++)
      await insertLot(w.db, {
        name: `Lote ${String(i).padStart(3, '0')}`,
        block_id: w.f.blockA,
        project_id: w.f.projectA,
        owner_name: i % 2 ? null : (AWKWARD[i / 2 - 1] ?? `Dona "${i}" Conceição`),
        cpf: i === 4 ? '52998224725' : null,
        status: i % 3 ? 'incomplete' : 'complete',
      });
    // Microseconds JavaScript's Date cuts: the list (formatted in SQL) must cut them the same way.
    await w.db.execute(sql`update lots set updated_at = '2026-03-04 05:06:07.891999+00' where name = 'Lote 002'`);
  });
  afterAll(() => w.ctx.close());

  it('lots list: same bytes both ways, the same total on every page and past the last', async () => {
    // Today's listed fields all go out as the driver reads them (server/lots/read.ts).
    expect(DRIVER_ROWS).toBe(true);
    const member = await userOf(PERSONA_EMAILS.member);
    const { fast, zod } = both(listAnswer(lotListRow));
    const data = await listLots(w.db, member, { page: 1, count: 1000, order: 'asc', block_id: w.f.blockA });
    expect(fast(data)).toBe(zod(data));
    const http = await w.ctx.app.inject({
      url: `/api/lots/list?block_id=${w.f.blockA}`,
      headers: { authorization: `Bearer ${await w.ctx.tokenFor(PERSONA_EMAILS.member)}` },
    });
    expect(http.body).toBe(fast(data));
    const body = JSON.parse(http.body);
    expect(body.total).toBe(12);
    expect(Object.keys(body.data[0])).toEqual(Object.keys(lotListRow.shape));
    for (const [page, rows] of [
      [1, 5],
      [3, 2],
      [4, 0],
      [99, 0],
    ])
      expect((await w.call('member', 'GET', `/lots/list?block_id=${w.f.blockA}&count=5&page=${page}`)).body).toEqual({
        data: body.data.slice((page - 1) * 5, (page - 1) * 5 + rows),
        total: 12,
      });
  });

  it('lots list: updated_at is written as GET /lots/{id} writes it (toISOString), and sorts by the stored value', async () => {
    const { body } = await w.call('member', 'GET', `/lots/list?block_id=${w.f.blockA}&sort=updated_at&count=1`);
    expect(body.data[0]).toMatchObject({ name: 'Lote 002', updated_at: '2026-03-04T05:06:07.891Z' });
    const one = await w.call('member', 'GET', `/lots/${body.data[0].id}`);
    expect(one.body.updated_at).toBe('2026-03-04T05:06:07.891Z');
    const list = await w.call('member', 'GET', `/lots/list?block_id=${w.f.blockA}`);
    for (const row of list.body.data) {
      const [stored] = await w.db.select({ at: lots.updated_at }).from(lots).where(eq(lots.id, row.id));
      expect(row.updated_at).toBe(stored.at.toISOString());
    }
  });

  it('one lot and a lot save: same bytes both ways', async () => {
    const admin = await w.userId('projectAdmin');
    const rg = await insertFile(w.db, w.f.projectA, admin, 'rg.pdf');
    const saved = await w.call('projectAdmin', 'PATCH', `/lots/${w.f.lotA}`, {
      rg_file_id: rg,
      observations: 'Visita "1"',
    });
    expect(saved.status).toBe(200);
    const { fast, zod } = both(lotRecord);
    const record = await getLot({ db: w.db, config: w.ctx.config }, w.f.lotA);
    expect(fast(record)).toBe(zod(record));
    // The file's signed link is made per answer: everything else is the same answer.
    const unsigned = (text: string) => JSON.parse(text.replace(/"url":"[^"]*"/g, '"url":""'));
    expect(unsigned(fast(record))).toEqual(unsigned(JSON.stringify(saved.body)));
    const read = await w.call('member', 'GET', `/lots/${w.f.lotA}`);
    expect(unsigned(JSON.stringify(read.body))).toEqual(unsigned(fast(record)));
    expect(Object.keys(read.body)).toEqual(Object.keys(JSON.parse(zod(record))));
  });

  it('one lot: its documents, assignees and anonymisation, now read with the row, as the separate reads answer them', async () => {
    const [admin, member] = [await w.userId('projectAdmin'), await w.userId('member')];
    const docs = [
      await insertFile(w.db, w.f.projectA, admin, 'a.pdf'),
      await insertFile(w.db, w.f.projectA, admin, 'b.pdf'),
    ];
    const saved = await w.call('projectAdmin', 'PATCH', `/lots/${w.f.lotA}`, { other_documents_files_ids: docs });
    expect(saved.status).toBe(200);
    const lotId = w.f.lotA;
    const at = (iso: string) => new Date(iso);
    await w.db.insert(lotEvents).values([
      { lot_id: lotId, project_id: w.f.projectA, kind: 'social_completed', user_id: member },
      { lot_id: lotId, project_id: w.f.projectA, kind: 'social_completed', user_id: admin },
    ]);
    // Two completions at the same instant: the first by id wins, as before; microseconds are cut.
    await w.db.execute(
      sql`update lot_events set at = '2026-05-06 07:08:09.123999+00' where lot_id = ${lotId} and kind = 'social_completed'`,
    );
    await w.db.insert(lotAssignments).values([
      {
        lot_id: lotId,
        work: 'benfeitorias',
        user_id: member,
        assigned_by: admin,
        assigned_at: at('2026-05-01T00:00:00Z'),
      },
      { lot_id: lotId, work: 'social', user_id: admin, assigned_by: admin },
    ]);
    await w.db.insert(lotAnonymisations).values([
      { lot_id: lotId, parts: ['owner'], anonymised_at: at('2026-01-01T00:00:00Z') },
      { lot_id: lotId, parts: ['spouse'] },
    ]);
    await w.db.execute(
      sql`update lot_anonymisations set anonymised_at = '2026-06-07 08:09:10.456789+00' where parts = '{spouse}'`,
    );
    const record = (await getLot({ db: w.db, config: w.ctx.config }, lotId))!;
    expect(record.assigned_users).toEqual(await assignedUsersOf(w.db, lotId));
    expect(record.assigned_users.social).toMatchObject({ user_id: member, at: '2026-05-06T07:08:09.123Z', done: true });
    expect(record.assigned_users.benfeitorias).toMatchObject({ user_id: member, done: false });
    expect(record.anonymised_at).toBe(await lotAnonymisedAt(w.db, lotId));
    expect(record.anonymised_at).toBe('2026-06-07T08:09:10.456Z');
    const documents = await otherDocumentIds(w.db, lotId);
    expect(record.other_documents_files_ids).toEqual(docs);
    expect(record.other_documents_files_ids).toEqual(documents.other_documents_files);
    // Its assignees are nullable objects, written without a validation of each (fast-serializer.ts).
    const { fast, zod } = both(lotRecord);
    expect(fast(record)).toBe(zod(record));
    // And a lot without any of them.
    const bare = (await getLot({ db: w.db, config: w.ctx.config }, w.f.lotB))!;
    expect(bare.assigned_users).toEqual({ social: null, benfeitorias: null });
    expect(bare.anonymised_at).toBeNull();
    expect(fast(bare)).toBe(zod(bare));
  });

  it('projects list: same bytes both ways, the total past the last page', async () => {
    const { fast, zod } = both(listAnswer(projectListItemSchema));
    for (const email of [PERSONA_EMAILS.member, PERSONA_EMAILS.globalAdmin]) {
      const data = await listProjects(w.db, await userOf(email), { page: 1, count: 250, order: 'asc' });
      expect(fast(data)).toBe(zod(data));
      const http = await w.ctx.app.inject({
        url: '/api/projects/list?count=250',
        headers: { authorization: `Bearer ${await w.ctx.tokenFor(email)}` },
      });
      expect(http.body).toBe(fast(data));
      const past = await w.ctx.app.inject({
        url: '/api/projects/list?count=1&page=50',
        headers: { authorization: `Bearer ${await w.ctx.tokenFor(email)}` },
      });
      expect(past.json()).toEqual({ data: [], total: data.total });
    }
    const member = await w.call('member', 'GET', '/projects/list');
    expect(member.body.data.map((p: { id: number }) => p.id)).toEqual([w.f.projectA]);
    expect(member.body.total).toBe(1);
  });

  it('errors keep their answers: 404 outside one’s projects, 403 for a member on an admin route', async () => {
    expect((await w.call('outsider', 'GET', `/lots/list?block_id=${w.f.blockA}`)).body).toEqual({
      message: expect.any(String),
    });
    expect((await w.call('outsider', 'GET', `/lots/list?block_id=${w.f.blockA}`)).status).toBe(404);
    expect((await w.call('outsider', 'GET', `/lots/${w.f.lotA}`)).status).toBe(404);
    expect((await w.call('outsider', 'PATCH', `/lots/${w.f.lotA}`, { owner_name: 'Maria da Silva' })).status).toBe(404);
    expect((await w.call('member', 'GET', `/lots/${w.f.lotB}`)).status).toBe(404);
    expect((await w.call('member', 'DELETE', `/lots/${w.f.lotA}`)).status).toBe(403);
    const invalid = await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, { nao_existe: 1 });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ message: expect.any(String) });
  });

  it('a member taken off the project loses it on the next request with the same token', async () => {
    const token = await w.ctx.tokenFor(PERSONA_EMAILS.member);
    const get = (url: string) => w.ctx.app.inject({ url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });
    expect((await get(`/lots/${w.f.lotA}`)).statusCode).toBe(200);
    const memberId = await w.userId('member');
    const [kept] = await w.db
      .delete(projectMembers)
      .where(and(eq(projectMembers.userId, memberId), eq(projectMembers.projectId, w.f.projectA)))
      .returning();
    try {
      expect((await get(`/lots/${w.f.lotA}`)).statusCode).toBe(404);
      expect((await get(`/lots/list?block_id=${w.f.blockA}`)).statusCode).toBe(404);
      expect((await get('/projects/list')).json()).toEqual({ data: [], total: 0 });
      await w.db.update(users).set({ role: null }).where(eq(users.id, memberId));
      expect((await get('/projects/list')).statusCode).toBe(401);
    } finally {
      await w.db.update(users).set({ role: 'member' }).where(eq(users.id, memberId));
      await w.db.insert(projectMembers).values(kept);
    }
  });
});
