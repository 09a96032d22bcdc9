import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, lots, projectCounts, projects } from '../db/schema/index.ts';
import { bearer, testApp } from '../test/app.ts';
import { createFixtures, PERSONA_EMAILS, type Fixtures } from '../test/fixtures.ts';

/**
 * project_counts is kept by triggers on lots (migration 0015): whatever writes lots, and however
 * many at once, it must always equal counting them, and the projects list must answer it.
 */
describe('the projects’ lot counts kept by the database', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let f: Fixtures;
  beforeAll(async () => {
    ctx = await testApp();
    f = await createFixtures(ctx.database.db);
  });
  afterAll(() => ctx.close());

  /** The kept counts and the counted ones, per project with lots or a row. */
  const both = async () => {
    const db = ctx.database.db;
    const kept = await db.select().from(projectCounts).orderBy(projectCounts.project_id);
    const counted = await db
      .select({
        project_id: lots.project_id,
        lots_total: sql<number>`count(*)::int`,
        lots_completed: sql<number>`(count(*) filter (where ${lots.status} = 'complete'))::int`,
      })
      .from(lots)
      .groupBy(lots.project_id)
      .orderBy(lots.project_id);
    // A project whose lots were all removed keeps a row of zeros: the same as no row.
    return { kept: kept.filter((r) => r.lots_total !== 0 || r.lots_completed !== 0), counted };
  };
  const expectExact = async () => {
    const { kept, counted } = await both();
    expect(kept).toEqual(counted);
    return counted;
  };
  const newLots = (block: number, project: number, names: string[], status = 'incomplete') =>
    ctx.database.db
      .insert(lots)
      .values(names.map((name) => ({ name, block_id: block, project_id: project, status })))
      .returning({ id: lots.id });

  it('follows single and bulk inserts, status changes both ways, deletes and cascades', async () => {
    const db = ctx.database.db;
    expect(await expectExact()).not.toEqual([]);
    await newLots(f.blockA, f.projectA, ['C 1']);
    const bulk = await newLots(
      f.blockB,
      f.projectB,
      Array.from({ length: 40 }, (_, i) => `C ${i + 2}`),
    );
    await newLots(f.blockA, f.projectA, ['C 50', 'C 51', 'C 52'], 'complete');
    await expectExact();
    // Twenty complete in one statement, then half back; a save of another column changes nothing.
    const ids = bulk.map((r) => r.id);
    await db
      .update(lots)
      .set({ status: 'complete' })
      .where(inArray(lots.id, ids.slice(0, 20)));
    await db
      .update(lots)
      .set({ status: 'to_review' })
      .where(inArray(lots.id, ids.slice(0, 10)));
    await db.update(lots).set({ owner_name: 'Outro nome' }).where(inArray(lots.id, ids));
    const afterUpdates = await expectExact();
    expect(afterUpdates.find((r) => r.project_id === f.projectB)).toMatchObject({ lots_completed: 10 });
    await db.delete(lots).where(inArray(lots.id, ids.slice(15, 25)));
    await expectExact();
    // A block removed takes its lots (cascade); a project removed takes its row.
    const [block] = await db.insert(blocks).values({ name: 'Quadra C', project_id: f.projectB }).returning();
    await newLots(block.id, f.projectB, ['D 1', 'D 2'], 'complete');
    await db.delete(blocks).where(eq(blocks.id, block.id));
    await expectExact();
    const [extra] = await db
      .insert(projects)
      .values({ name: 'Projeto Contado', state: 'SP', city: 'Campinas' })
      .returning();
    const [extraBlock] = await db.insert(blocks).values({ name: 'Quadra E', project_id: extra.id }).returning();
    await newLots(extraBlock.id, extra.id, ['E 1', 'E 2', 'E 3']);
    expect((await expectExact()).find((r) => r.project_id === extra.id)).toMatchObject({ lots_total: 3 });
    await db.delete(projects).where(eq(projects.id, extra.id));
    await expectExact();
    expect(await db.select().from(projectCounts).where(eq(projectCounts.project_id, extra.id))).toEqual([]);
  });

  it('the API’s own writes: create, status from the dropdown and the review, delete', async () => {
    const admin = bearer(await ctx.tokenFor(PERSONA_EMAILS.projectAdmin));
    const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url: `/api${url}`, headers: admin, ...(payload ? { payload } : {}) });
    const created = await call('POST', '/lots/create', { name: 'Lote API', block_id: f.blockA });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    expect((await call('PATCH', `/lots/${id}/update-status`, { status: 'complete' })).statusCode).toBe(200);
    await expectExact();
    expect((await call('POST', `/lots/${id}/trigger-review`)).statusCode).toBe(200);
    await expectExact();
    expect((await call('DELETE', `/lots/${id}`)).statusCode).toBe(200);
    const counted = await expectExact();
    // The projects list answers the kept counts.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/projects/list?count=250', headers: admin });
    const listed = (list.json().data as { id: number; lots_total: number; lots_completed: number }[]).find(
      (p) => p.id === f.projectA,
    );
    const { lots_total, lots_completed } = counted.find((r) => r.project_id === f.projectA)!;
    expect(listed).toMatchObject({ lots_total, lots_completed });
  });

  it('concurrent writers of one project each add their lots (PostgreSQL waits on the row)', async () => {
    const db = ctx.database.db;
    await Promise.all(
      Array.from({ length: 8 }, (_, t) =>
        db.transaction(async (tx) => {
          for (let i = 0; i < 3; i++)
            await tx.insert(lots).values({
              name: `P ${t}-${i}`,
              block_id: f.blockA,
              project_id: f.projectA,
              status: i === 0 ? 'complete' : 'incomplete',
            });
        }),
      ),
    );
    await expectExact();
  });

  it('a TRUNCATE of the lots empties the counts', async () => {
    await ctx.database.db.execute(sql`truncate lots cascade`);
    expect(await ctx.database.db.select().from(projectCounts)).toEqual([]);
    await expectExact();
  });
});
