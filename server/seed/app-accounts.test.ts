import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { appAccountLots, appAccounts, emissionLots, emissions, lots, residents } from '../db/schema/index.ts';
import { freshDatabase } from '../test/database.ts';
import { DEMO_APP_ACCOUNTS } from './app-accounts.ts';
import { seedDemoData } from './demo-data.ts';

const OPTIONS = { projects: 2, lots: 60, seed: 7, now: new Date('2026-11-20T15:00:00Z') };

describe('demo app accounts (the people of the LGPD removal flow)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
    await seedDemoData(database.db, OPTIONS);
  });
  afterAll(() => database?.close());

  const linksOf = async (email: string) =>
    database.db
      .select({
        lot_id: appAccountLots.lot_id,
        role: appAccountLots.role,
        resident_id: appAccountLots.resident_id,
        name: appAccounts.name,
      })
      .from(appAccountLots)
      .innerJoin(appAccounts, eq(appAccounts.id, appAccountLots.app_account_id))
      .where(eq(appAccounts.email, email));

  it('links an owner, a spouse, a resident and the owner of an emitted title to lots of the first project', async () => {
    const accounts = await database.db.select().from(appAccounts).orderBy(asc(appAccounts.id));
    expect(accounts.map((a) => a.email).sort()).toEqual(Object.values(DEMO_APP_ACCOUNTS).sort());
    const [owner] = await linksOf(DEMO_APP_ACCOUNTS.owner);
    const [ownerLot] = await database.db.select().from(lots).where(eq(lots.id, owner.lot_id));
    expect(owner).toMatchObject({ role: 'owner', name: ownerLot.owner_name });
    expect(ownerLot.email).toBe(DEMO_APP_ACCOUNTS.owner);
    const [spouse] = await linksOf(DEMO_APP_ACCOUNTS.spouse);
    const [spouseLot] = await database.db.select().from(lots).where(eq(lots.id, spouse.lot_id));
    expect(spouse).toMatchObject({ role: 'spouse', name: spouseLot.spouse_name });
    const [resident] = await linksOf(DEMO_APP_ACCOUNTS.resident);
    const [row] = await database.db.select().from(residents).where(eq(residents.id, resident.resident_id!));
    expect(resident).toMatchObject({ role: 'resident', lot_id: row.lot_id, name: row.name });
    const [held] = await linksOf(DEMO_APP_ACCOUNTS.held);
    const emitted = await database.db
      .select({ lot_id: emissionLots.lot_id, legacy: emissions.legacy })
      .from(emissionLots)
      .innerJoin(emissions, eq(emissions.id, emissionLots.emission_id));
    expect(emitted).toEqual([{ lot_id: held.lot_id, legacy: true }]);
    expect(new Set([owner.lot_id, spouse.lot_id, resident.lot_id, held.lot_id]).size).toBe(4);
  });

  it('adds none when seeded again into the same database', async () => {
    await seedDemoData(database.db, { ...OPTIONS, seed: 8 });
    const [{ n }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(appAccounts);
    expect(n).toBe(4);
  });
});
