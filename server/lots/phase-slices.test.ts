import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lotEvents, lots } from '../db/schema/index.ts';
import { WRITE_SLICE } from '../db/slices.ts';
import { loadCurrentUser } from '../accounts/current-user.ts';
import { rowsOf } from '../db/rows.ts';
import { countsDuring } from '../test/counts-during.ts';
import { ANALYZE_AFTER, ANALYZE_PHASE, moveLotsToPhaseTwo } from './service.ts';
import { lotsBeyondASlice, lotsInQuadraA, lotWorld } from './test-kit.ts';

/** PATCH /lots/update-phases written a slice at a time on the embedded database (issue 19, goal 5; server/db/slices.ts). */
let w: Awaited<ReturnType<typeof lotWorld>>;
beforeAll(async () => {
  w = await lotWorld();
});
afterAll(() => w.ctx.close());

it(`moves more lots than a slice ${WRITE_SLICE} a transaction on the embedded database, others' queries between; all in one on PostgreSQL`, async () => {
  // One already in phase 2: counted as updated, no event.
  const many = await lotsBeyondASlice(w, 'Lote 8', (i) => ({ project_phase: i === 0 ? 2 : 1 }));
  const inPhaseTwo = async () =>
    (
      await w.db
        .select({ id: lots.id })
        .from(lots)
        .where(and(inArray(lots.id, many), eq(lots.project_phase, 2)))
    ).length;
  const { result, seen } = await countsDuring(inPhaseTwo, () =>
    w.call('projectAdmin', 'PATCH', '/lots/update-phases', { lot_ids: many }),
  );
  const { status, body } = result;
  expect(status).toBe(200);
  expect(body).toEqual({ updated: many, not_found: [] });
  expect(await inPhaseTwo()).toBe(many.length);
  // The lot already in phase 2 and each slice's lots, all at once on PostgreSQL.
  expect([...new Set(seen)].filter((count) => count > 1 && count < many.length)).toEqual(
    w.ctx.database.engine === 'pglite' ? [1 + WRITE_SLICE] : [],
  );
  const events = await w.db
    .select({ lot: lotEvents.lot_id, detail: lotEvents.detail })
    .from(lotEvents)
    .where(and(inArray(lotEvents.lot_id, many), eq(lotEvents.kind, 'phase_changed')));
  expect(events.map((e) => e.lot).sort((a, b) => a - b)).toEqual(many.slice(1));
  expect(events.map((e) => e.detail)).toEqual(events.map(() => ({ from: 1, to: 2 })));

  // Sent again: nothing left to move, no new event.
  expect((await w.call('projectAdmin', 'PATCH', '/lots/update-phases', { lot_ids: many })).body).toEqual({
    updated: many,
    not_found: [],
  });
  const again = await w.db
    .select({ lot: lotEvents.lot_id })
    .from(lotEvents)
    .where(and(inArray(lotEvents.lot_id, many), eq(lotEvents.kind, 'phase_changed')));
  expect(again).toHaveLength(many.length - 1);
});

it(`after a move of ${ANALYZE_AFTER} lots the embedded database has the phases' statistics, its own target left as it was`, async () => {
  const ids = await lotsInQuadraA(w, 'Lote 9', ANALYZE_AFTER, () => ({ project_phase: 1 }));
  const { database } = w.ctx;
  await database.exec('analyze lots (project_phase)');
  /** The planner's share of lots in phase 2, and the real one. */
  const phaseTwo = async () => {
    const [stats] = rowsOf<{ values: string; shares: string }>(
      await w.db.execute(
        sql`select most_common_vals::text as values, most_common_freqs::text as shares from pg_stats where tablename = 'lots' and attname = 'project_phase'`,
      ),
    );
    const values = stats.values.slice(1, -1).split(',');
    const shares = stats.shares.slice(1, -1).split(',').map(Number);
    const [{ real }] = rowsOf<{ real: number }>(
      await w.db.execute(sql`select avg((project_phase = 2)::int)::float8 as real from lots`),
    );
    return { planned: shares[values.indexOf('2')] ?? 0, real };
  };
  expect((await phaseTwo()).planned).toBeLessThan(0.5);

  const user = (await loadCurrentUser(w.db, w.f.subs.projectAdmin))!;
  const statements: string[] = [];
  const exec = async (text: string) => {
    statements.push(text);
    await database.exec(text);
  };
  expect(await moveLotsToPhaseTwo(w.db, user, ids, database.engine, exec)).toEqual({ updated: ids, not_found: [] });
  if (database.engine === 'postgres') {
    // Its autovacuum analyses the table by itself.
    expect(statements).toEqual([]);
    return;
  }
  expect(statements).toEqual([ANALYZE_PHASE]);
  const { planned, real } = await phaseTwo();
  expect(real).toBeGreaterThan(0.5);
  expect(planned).toBeCloseTo(real, 2);
  const [{ target }] = rowsOf<{ target: string }>(
    await w.db.execute(sql`select current_setting('default_statistics_target') as target`),
  );
  expect(target).toBe('100');
});
