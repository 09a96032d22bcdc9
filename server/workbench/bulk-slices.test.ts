import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lotEvents, lotHistory, lots } from '../db/schema/index.ts';
import { WRITE_SLICE } from '../db/slices.ts';
import { lotsBeyondASlice, lotWorld } from '../lots/test-kit.ts';
import { countsDuring } from '../test/counts-during.ts';

/** The workbench's bulk actions written a slice at a time on the embedded database (issue 19, goal 5; server/db/slices.ts). */
let w: Awaited<ReturnType<typeof lotWorld>>;
beforeAll(async () => {
  w = await lotWorld();
});
afterAll(() => w.ctx.close());

it(`more lots than a slice: ${WRITE_SLICE} a transaction on the embedded database, others' queries between; all in one on PostgreSQL`, async () => {
  const many = await lotsBeyondASlice(w, 'Lote 9');
  const moved = async () =>
    (
      await w.db
        .select({ id: lots.id })
        .from(lots)
        .where(and(inArray(lots.id, many), eq(lots.status, 'to_review')))
    ).length;
  const { result, seen } = await countsDuring(moved, () =>
    w.call('projectAdmin', 'POST', '/lots/workbench/bulk', { action: 'status', status: 'to_review', lot_ids: many }),
  );
  const { status, body } = result;
  expect(status).toBe(200);
  expect(body).toEqual({
    action: 'status',
    done: many.length,
    refused: 0,
    results: many.map((id) => ({ id, ok: true, message: 'Status alterado para: Para Revisão' })),
  });
  expect(await moved()).toBe(many.length);
  expect([...new Set(seen)].filter((count) => count > 0 && count < many.length)).toEqual(
    w.ctx.database.engine === 'pglite' ? [WRITE_SLICE] : [],
  );
  const events = await w.db.select({ lot: lotEvents.lot_id }).from(lotEvents).where(inArray(lotEvents.lot_id, many));
  const history = await w.db
    .select({ lot: lotHistory.lot_id })
    .from(lotHistory)
    .where(inArray(lotHistory.lot_id, many));
  expect([events.length, history.length]).toEqual([many.length, many.length]);
});
