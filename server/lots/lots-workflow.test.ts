import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { lotEvents, lots } from '../db/schema/index.ts';
import { insertLot, lotWorld } from './test-kit.ts';

describe('PATCH /lots/{id}/update-status and /lots/update-phases', () => {
  let w: Awaited<ReturnType<typeof lotWorld>>;
  beforeAll(async () => {
    w = await lotWorld();
  });
  afterAll(() => w.ctx.close());

  const eventsOf = (lotId: number, kind: string) =>
    w.db
      .select()
      .from(lotEvents)
      .where(and(eq(lotEvents.lot_id, lotId), eq(lotEvents.kind, kind)));

  it('sets any status, answers the label and records who changed it', async () => {
    const answer = await w.call('projectAdmin', 'PATCH', `/lots/${w.f.lotA}/update-status`, { status: 'complete' });
    expect(answer).toEqual({ status: 200, body: { success: true, message: 'Status alterado para: Completo' } });
    const review = await w.call('projectAdmin', 'PATCH', `/lots/${w.f.lotA}/update-status`, { status: 'to_review' });
    expect(review.body.message).toBe('Status alterado para: Para Revisão');
    const events = await eventsOf(w.f.lotA, 'status_changed');
    expect(events.map((e) => [e.from_status, e.to_status, e.user_id])).toEqual([
      ['incomplete', 'complete', await w.userId('projectAdmin')],
      ['complete', 'to_review', await w.userId('projectAdmin')],
    ]);
    const [row] = await w.db.select().from(lots).where(eq(lots.id, w.f.lotA));
    expect(row.status).toBe('to_review');
    // the same status again changes nothing and records nothing
    await w.call('projectAdmin', 'PATCH', `/lots/${w.f.lotA}/update-status`, { status: 'to_review' });
    expect(await eventsOf(w.f.lotA, 'status_changed')).toHaveLength(2);
    expect(
      (await w.call('projectAdmin', 'PATCH', `/lots/${w.f.lotA}/update-status`, { status: 'empty' })).body.message,
    ).toBe('Status alterado para: Vazio');
  });

  it('status: field error for a bad status, 403 member, 404 outsider', async () => {
    const bad = await w.call('projectAdmin', 'PATCH', `/lots/${w.f.lotA}/update-status`, { status: 'done' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ status: MESSAGES.choice });
    expect((await w.call('projectAdmin', 'PATCH', `/lots/${w.f.lotA}/update-status`, {})).body.errors).toHaveProperty(
      'status',
    );
    expect((await w.call('member', 'PATCH', `/lots/${w.f.lotA}/update-status`, { status: 'complete' })).status).toBe(
      403,
    );
    expect((await w.call('outsider', 'PATCH', `/lots/${w.f.lotA}/update-status`, { status: 'complete' })).status).toBe(
      404,
    );
    expect(
      (await w.call('projectAdmin', 'PATCH', `/lots/${w.f.lotB}/update-status`, { status: 'complete' })).status,
    ).toBe(404);
    expect((await w.call('anonymous', 'PATCH', `/lots/${w.f.lotA}/update-status`, { status: 'complete' })).status).toBe(
      401,
    );
  });

  it('moves the listed lots to phase 2; unknown and foreign ids are reported, not moved', async () => {
    const second = await insertLot(w.db, { name: 'Lote 002', block_id: w.f.blockA, project_id: w.f.projectA });
    const { status, body } = await w.call('projectAdmin', 'PATCH', '/lots/update-phases', {
      lot_ids: [w.f.lotA, 999999, w.f.lotB, String(second), w.f.lotA, 99999999999],
    });
    expect(status).toBe(200);
    expect(body).toEqual({ updated: [w.f.lotA, second], not_found: [999999, w.f.lotB, 99999999999] });
    const rows = await w.db
      .select({ id: lots.id, phase: lots.project_phase })
      .from(lots)
      .where(inArray(lots.id, [w.f.lotA, second, w.f.lotB]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.phase]))).toEqual({ [w.f.lotA]: 2, [second]: 2, [w.f.lotB]: 1 });
    const events = await eventsOf(w.f.lotA, 'phase_changed');
    expect(events.map((e) => e.detail)).toEqual([{ from: 1, to: 2 }]);
    // again: already there, reported as updated, no second event
    await w.call('projectAdmin', 'PATCH', '/lots/update-phases', { lot_ids: [w.f.lotA] });
    expect(await eventsOf(w.f.lotA, 'phase_changed')).toHaveLength(1);
  });

  it('phases: an empty list is the screen’s message; bad ids are field errors', async () => {
    const empty = await w.call('projectAdmin', 'PATCH', '/lots/update-phases', { lot_ids: [] });
    expect(empty).toEqual({
      status: 400,
      body: { message: MESSAGES.lotIdsRequired, errors: { lot_ids: MESSAGES.lotIdsRequired } },
    });
    expect((await w.call('projectAdmin', 'PATCH', '/lots/update-phases', {})).body.message).toBe(
      MESSAGES.lotIdsRequired,
    );
    const typed = await w.call('projectAdmin', 'PATCH', '/lots/update-phases', { lot_ids: ['abc'] });
    expect(typed.status).toBe(400);
    expect(typed.body.errors).toEqual({ lot_ids: MESSAGES.integer });
    expect((await w.call('projectAdmin', 'PATCH', '/lots/update-phases', { lot_ids: [1], x: 1 })).status).toBe(400);
  });

  it('phases: project admin of every lot found; others see foreign lots as not found', async () => {
    const member = await w.call('member', 'PATCH', '/lots/update-phases', { lot_ids: [w.f.lotA] });
    expect(member.status).toBe(403);
    const outsider = await w.call('outsider', 'PATCH', '/lots/update-phases', { lot_ids: [w.f.lotA] });
    expect(outsider).toEqual({ status: 200, body: { updated: [], not_found: [w.f.lotA] } });
    expect((await w.call('anonymous', 'PATCH', '/lots/update-phases', { lot_ids: [w.f.lotA] })).status).toBe(401);
    const admin = await w.call('globalAdmin', 'PATCH', '/lots/update-phases', { lot_ids: [w.f.lotB] });
    expect(admin.body).toEqual({ updated: [w.f.lotB], not_found: [] });
  });
});
