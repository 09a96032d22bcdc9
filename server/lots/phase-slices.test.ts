import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lotEvents, lots } from '../db/schema/index.ts';
import { WRITE_SLICE } from '../db/slices.ts';
import { countsDuring } from '../test/counts-during.ts';
import { lotsBeyondASlice, lotWorld } from './test-kit.ts';

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
