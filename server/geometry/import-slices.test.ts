import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadCurrentUser } from '../accounts/current-user.ts';
import { blocks, lotHistory, lots } from '../db/schema/index.ts';
import { WRITE_SLICE } from '../db/slices.ts';
import { multipartBody } from '../files/samples.ts';
import { insertLot, lotWorld } from '../lots/test-kit.ts';
import { bearer } from '../test/app.ts';
import { countsDuring } from '../test/counts-during.ts';
import { PERSONA_EMAILS } from '../test/fixtures.ts';
import { readGeometryFile } from './file-read.ts';
import { importGeometry, REMOVED_MEANWHILE } from './import.ts';
import { IMPORT_LOCK_SPACE, IMPORT_UNDER_WAY, oneImportAtATime } from './import-under-way.ts';
import { sideBySide } from './test-files.ts';

let world: Awaited<ReturnType<typeof lotWorld>>;
beforeAll(async () => {
  world = await lotWorld();
});
afterAll(() => world.ctx.close());

/** The applied import through the route, as the project admin sends a file. */
async function send(file: Buffer) {
  const token = await world.ctx.tokenFor(PERSONA_EMAILS.projectAdmin);
  const body = await multipartBody([
    { name: 'match_by', value: 'lote' },
    { name: 'file', filename: 'lotes.geojson', content: file },
  ]);
  const res = await world.ctx.app.inject({
    method: 'POST',
    url: `/api/projects/${world.f.projectA}/geometry-import?dry_run=false`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('an import written a slice of lots a transaction, as on the embedded database (issue 19, goal 5)', () => {
  const LOTS = 10;
  let quadra: number;
  let names: string[];
  const file = async () => {
    const bytes = sideBySide(names, [-47.06, -22.92]);
    return Object.assign(await readGeometryFile(bytes, 'lote'), { bytes });
  };
  const written = async () =>
    (
      await world.db
        .select({ id: lots.id })
        .from(lots)
        .where(and(eq(lots.block_id, quadra), isNotNull(lots.coord_p1_x)))
    ).length;
  /** Runs `work` while another query counts the quadra's written lots at every turn, `meanwhile` called with each count. */
  const watching = <T>(work: () => Promise<T>, meanwhile: (count: number) => Promise<void>) =>
    countsDuring(written, work, meanwhile);
  /** Imports the quadra's file a lot a transaction, watched (above). */
  const importMeanwhile = async (meanwhile: (count: number) => Promise<void> = async () => undefined) => {
    const user = (await loadCurrentUser(world.db, world.f.subs.projectAdmin))!;
    const options = { matchBy: 'lote', matchField: 'name' as const };
    const dry = await importGeometry(world.db, user, world.f.projectA, await file(), { ...options, dryRun: true });
    const { result: applied, seen } = await watching(
      async () =>
        importGeometry(world.db, user, world.f.projectA, await file(), { ...options, dryRun: false, sliceLots: 1 }),
      meanwhile,
    );
    return { dry, applied, seen };
  };

  beforeEach(async () => {
    const [row] = await world.db.insert(blocks).values({ name: 'Quadra 09', project_id: world.f.projectA }).returning();
    quadra = row.id;
    names = Array.from({ length: LOTS }, (_, i) => `Q09-L${String(i + 1).padStart(2, '0')}`);
    for (const name of names)
      await insertLot(world.db, { name, block_id: quadra, project_id: world.f.projectA, area: 200 });
  });
  // The other tests count the project's lots: this quadra goes.
  afterEach(async () => {
    await world.db.delete(lots).where(eq(lots.block_id, quadra));
    await world.db.delete(blocks).where(eq(blocks.id, quadra));
  });

  it('lets other queries in between, and answers and writes what one transaction would', async () => {
    const { dry, applied, seen } = await importMeanwhile();
    // Another query ran while some lots were written and others not yet.
    expect(seen.some((count) => count > 0 && count < LOTS)).toBe(true);
    expect(applied).toEqual({ ...dry, dry_run: false, applied: true, written: LOTS });
    const rows = await world.db
      .select({ x: lots.coord_p1_x, version: lots.version })
      .from(lots)
      .where(eq(lots.block_id, quadra));
    expect(rows.map((r) => r.version)).toEqual(names.map(() => 2));
    expect(new Set(rows.map((r) => r.x)).size).toBe(LOTS);
    const history = await world.db
      .select({ changes: lotHistory.changes })
      .from(lotHistory)
      .innerJoin(lots, eq(lots.id, lotHistory.lot_id))
      .where(and(eq(lots.block_id, quadra), eq(lotHistory.action, 'updated')));
    expect(history.map((h) => h.changes.length)).toEqual(names.map(() => 8));
  });

  it(`through the route: ${WRITE_SLICE} lots a transaction on the embedded database, all in one on PostgreSQL`, async () => {
    const more = Array.from(
      { length: WRITE_SLICE + 5 - LOTS },
      (_, i) => `Q09-L${String(LOTS + i + 1).padStart(3, '0')}`,
    );
    await world.db
      .insert(lots)
      .values(more.map((name) => ({ name, block_id: quadra, project_id: world.f.projectA, area: 200 })));
    names = [...names, ...more];
    const { result, seen } = await watching(
      async () => send((await file()).bytes),
      async () => undefined,
    );
    expect(result.status).toBe(200);
    expect(result.body.written).toBe(names.length);
    expect([...new Set(seen.filter((count) => count > 0 && count < names.length))]).toEqual(
      world.ctx.database.engine === 'pglite' ? [WRITE_SLICE] : [],
    );
  });

  it('a lot removed while it runs is not written and is answered among the conflicts; the others are', async () => {
    const last = names.at(-1)!;
    const [{ id: lastId }] = await world.db.select({ id: lots.id }).from(lots).where(eq(lots.name, last));
    let removed = false;
    const { dry, applied } = await importMeanwhile(async (count) => {
      if (count === 0 || removed) return;
      removed = true;
      await world.db.delete(lots).where(eq(lots.id, lastId));
    });
    expect(removed).toBe(true);
    expect(applied).toEqual({
      ...dry,
      dry_run: false,
      applied: true,
      written: LOTS - 1,
      matched: dry.matched.slice(0, -1),
      conflicting: [{ feature: LOTS, key: last, lot_id: lastId, reason: REMOVED_MEANWHILE }],
    });
    expect(await written()).toBe(LOTS - 1);
  });

  /** The quadra's 'updated' history lines, one per lot an import wrote. */
  const historyLines = async () =>
    (
      await world.db
        .select({ id: lotHistory.id })
        .from(lotHistory)
        .innerJoin(lots, eq(lots.id, lotHistory.lot_id))
        .where(and(eq(lots.block_id, quadra), eq(lotHistory.action, 'updated')))
    ).length;
  const corners = async () =>
    (await world.db.select({ x: lots.coord_p1_x }).from(lots).where(eq(lots.block_id, quadra))).map((c) => c.x);

  it('another applied import of the project while one is written is refused, nothing written; a simulation is answered', async () => {
    const user = (await loadCurrentUser(world.db, world.f.subs.projectAdmin))!;
    const options = { matchBy: 'lote', matchField: 'name' as const, dryRun: false };
    // The other file puts every lot elsewhere.
    const elsewhere = await readGeometryFile(sideBySide(names, [-48.5, -23.5]), 'lote');
    let refused: unknown;
    let simulated = 0;
    const { dry, applied } = await importMeanwhile(async (count) => {
      if (count === 0 || refused) return;
      refused = await importGeometry(world.db, user, world.f.projectA, elsewhere, options).catch((e: unknown) => e);
      simulated = (await importGeometry(world.db, user, world.f.projectA, elsewhere, { ...options, dryRun: true }))
        .matched.length;
    });
    expect(refused).toMatchObject({ statusCode: 409, message: IMPORT_UNDER_WAY });
    expect(simulated).toBe(LOTS);
    // The first went on whole, and the refused one wrote nothing: one history line per lot.
    expect(applied).toEqual({ ...dry, dry_run: false, applied: true, written: LOTS });
    expect(await historyLines()).toBe(LOTS);
    const first = await corners();
    // Once it is over, the other file goes through.
    const after = await importGeometry(world.db, user, world.f.projectA, elsewhere, options);
    expect(after.written).toBe(LOTS);
    expect(await historyLines()).toBe(2 * LOTS);
    expect((await corners()).filter((x) => first.includes(x))).toEqual([]);
  });

  it('the route answers 409 with the message while the project has an import under way, only that project', async () => {
    let finish = () => {};
    const holding = oneImportAtATime(world.db, world.f.projectA, () => new Promise<void>((r) => (finish = r)));
    try {
      expect(await send(sideBySide(names, [-47.06, -22.92]))).toEqual({
        status: 409,
        body: { message: IMPORT_UNDER_WAY },
      });
      expect(await oneImportAtATime(world.db, world.f.projectB, async () => 'another project')).toBe('another project');
      expect(await historyLines()).toBe(0);
    } finally {
      finish();
      await holding;
    }
    expect(await send(sideBySide(names, [-47.06, -22.92]))).toMatchObject({ status: 200, body: { written: LOTS } });
  });

  it.runIf(process.env.TEST_ENGINE === 'postgres')(
    "refuses it too while another API process writes one of the project (that process's session holds its lock)",
    async () => {
      const otherProcess = await world.ctx.database.pool!.connect();
      try {
        await otherProcess.query('select pg_advisory_lock($1, $2)', [IMPORT_LOCK_SPACE, world.f.projectA]);
        expect(await send(sideBySide(names, [-47.06, -22.92]))).toEqual({
          status: 409,
          body: { message: IMPORT_UNDER_WAY },
        });
        expect(await historyLines()).toBe(0);
        expect(await oneImportAtATime(world.db, world.f.projectB, async () => 'another project')).toBe(
          'another project',
        );
        await otherProcess.query('select pg_advisory_unlock($1, $2)', [IMPORT_LOCK_SPACE, world.f.projectA]);
      } finally {
        // Closed, not pooled again: a lock it still held (a failed assertion) goes with it.
        otherProcess.release(true);
      }
      expect(await send(sideBySide(names, [-47.06, -22.92]))).toMatchObject({ status: 200, body: { written: LOTS } });
    },
  );
});
