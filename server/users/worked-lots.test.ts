import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotEvents, lots, users } from '../db/schema/index.ts';
import { bearer, testApp } from '../test/app.ts';
import { PERSONA_EMAILS, createFixtures, type Fixtures } from '../test/fixtures.ts';

let ctx: Awaited<ReturnType<typeof testApp>>;
let f: Fixtures;
let memberId: number;
let adminOfA: number;

beforeAll(async () => {
  ctx = await testApp();
  const { db } = ctx.database;
  f = await createFixtures(db);
  const idOf = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0].id;
  memberId = await idOf(PERSONA_EMAILS.member);
  adminOfA = await idOf(PERSONA_EMAILS.projectAdmin);
  const [lot2] = await db
    .insert(lots)
    .values({ name: 'Lote 002', block_id: f.blockA, project_id: f.projectA, status: 'incomplete' })
    .returning();
  const [lot3] = await db
    .insert(lots)
    .values({ name: 'Lote 003', block_id: f.blockA, project_id: f.projectA, status: 'complete' })
    .returning();
  await db.update(lots).set({ status: 'complete' }).where(eq(lots.id, f.lotB));
  const event = (
    lot: number,
    project: number,
    kind: string,
    at: string,
    user: number | null,
    status?: [string, string],
  ) => ({
    lot_id: lot,
    project_id: project,
    kind,
    at: new Date(at),
    user_id: user,
    ...(status ? { from_status: status[0], to_status: status[1] } : {}),
  });
  await db.insert(lotEvents).values([
    // 01:30 UTC on the 10th is 22:30 on the 9th in São Paulo: the 9th's bar.
    event(f.lotA, f.projectA, 'social_completed', '2026-03-10T01:30:00Z', memberId),
    event(f.lotA, f.projectA, 'improvements_completed', '2026-03-10T01:40:00Z', memberId),
    event(f.lotA, f.projectA, 'status_changed', '2026-03-10T02:00:00Z', adminOfA, ['incomplete', 'complete']),
    // Lot 2 on the 10th, never completed (no status event; its status is incomplete).
    event(lot2.id, f.projectA, 'improvements_completed', '2026-03-10T12:00:00Z', memberId),
    event(lot2.id, f.projectA, 'social_completed', '2026-03-10T12:05:00Z', adminOfA),
    // Lot 3 on the 10th: complete today, but only from the 12th; on the 10th it was incomplete.
    event(lot3.id, f.projectA, 'social_completed', '2026-03-10T13:00:00Z', memberId),
    event(lot3.id, f.projectA, 'status_changed', '2026-03-12T13:00:00Z', adminOfA, ['incomplete', 'complete']),
    // Another project on the 9th (lot B is complete, no status events).
    event(f.lotB, f.projectB, 'improvements_completed', '2026-03-09T15:00:00Z', memberId),
    // Not work: a review credited to the member.
    event(lot2.id, f.projectA, 'reviewed', '2026-03-11T12:00:00Z', memberId),
  ]);
});
afterAll(() => ctx?.close());

const workedOf = async (id: number) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${id}`,
      headers: bearer(await ctx.tokenFor(PERSONA_EMAILS.globalAdmin)),
    })
  ).json().worked_lots_by_day;

describe('worked_lots_by_day', () => {
  it('counts the lots whose social registration or improvements the user completed, per local day and project', async () => {
    expect(await workedOf(memberId)).toEqual([
      { date: '2026-03-09', project_name: 'Núcleo Esperança', completed_lots: 1, incomplete_lots: 0 },
      { date: '2026-03-09', project_name: 'Vila União', completed_lots: 1, incomplete_lots: 0 },
      { date: '2026-03-10', project_name: 'Núcleo Esperança', completed_lots: 0, incomplete_lots: 2 },
    ]);
  });

  it('credits each part to the user of its event, not to the admin who changed the status', async () => {
    expect(await workedOf(adminOfA)).toEqual([
      { date: '2026-03-10', project_name: 'Núcleo Esperança', completed_lots: 0, incomplete_lots: 1 },
    ]);
  });
});
