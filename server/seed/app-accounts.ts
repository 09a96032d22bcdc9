import { and, asc, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { recordLegacyEmission } from '../emissions/legacy.ts';
import type { Db } from '../db/connection.ts';
import { appAccountLots, appAccounts, lotEvents, lots, projects, residents } from '../db/schema/index.ts';

/**
 * The demo's companion-app accounts: the people the LGPD removal flow serves. Each answered
 * for a lot of the first project: as its owner (the lot carries the same e-mail), as a spouse,
 * as a resident, and as the owner of a lot whose title was already emitted (legal hold).
 */
export const DEMO_APP_ACCOUNTS = {
  owner: 'titular.app@exemplo.com.br',
  spouse: 'conjuge.app@exemplo.com.br',
  resident: 'morador.app@exemplo.com.br',
  held: 'titulo.emitido@exemplo.com.br',
} as const;

/**
 * Creates them once (a second seed into the same database adds none), inside the caller's
 * transaction, after the lots. Deterministic: lots are taken in id order, stamps are kept.
 * Answers what it added (the emitted title is a lot event).
 */
export async function seedAppAccounts(db: Db): Promise<{ accounts: number }> {
  const emails = Object.values(DEMO_APP_ACCOUNTS);
  const taken = await db
    .select({ id: appAccounts.id })
    .from(appAccounts)
    .where(inArray(sql`lower(${appAccounts.email})`, emails));
  const [project] = await db.select({ id: projects.id }).from(projects).orderBy(asc(projects.id)).limit(1);
  const none = { accounts: 0 };
  if (taken.length || !project) return none;
  const candidates = await db
    .select({
      id: lots.id,
      status: lots.status,
      owner_name: lots.owner_name,
      spouse_name: lots.spouse_name,
      updated_at: lots.updated_at,
    })
    .from(lots)
    .where(and(eq(lots.project_id, project.id), isNotNull(lots.owner_name)))
    .orderBy(asc(lots.id))
    .limit(100);
  const owner = candidates[0];
  const spouse = candidates.find((l) => l !== owner && l.spouse_name);
  const held = candidates.find((l) => l !== owner && l !== spouse && l.status === 'complete');
  if (!owner || !spouse || !held) return none;
  const [resident] = await db
    .select({ id: residents.id, lot_id: residents.lot_id, name: residents.name })
    .from(residents)
    .innerJoin(lots, eq(lots.id, residents.lot_id))
    .where(and(eq(lots.project_id, project.id), notInArray(residents.lot_id, [owner.id, spouse.id, held.id])))
    .orderBy(asc(residents.id))
    .limit(1);

  // The owners' lots carry their e-mails (the stamps stay: the seed is deterministic).
  for (const [lot, email] of [
    [owner, DEMO_APP_ACCOUNTS.owner],
    [held, DEMO_APP_ACCOUNTS.held],
  ] as const) {
    await db.update(lots).set({ email, updated_at: lot.updated_at }).where(eq(lots.id, lot.id));
  }
  // The held lot's title was emitted when it was completed, by whoever completed it.
  const [completed] = await db
    .select({ at: lotEvents.at, user_id: lotEvents.user_id })
    .from(lotEvents)
    .where(eq(lotEvents.lot_id, held.id))
    .orderBy(desc(lotEvents.at), desc(lotEvents.id))
    .limit(1);
  if (completed) {
    // Emitted before the register: a legacy row of it (numbered, no stored bytes).
    await recordLegacyEmission(db, {
      projectId: project.id,
      kind: 'titulo-legitimacao',
      lotIds: [held.id],
      at: completed.at,
      userId: completed.user_id,
    });
  }

  const people = [
    { email: DEMO_APP_ACCOUNTS.owner, name: owner.owner_name, link: { lot_id: owner.id, role: 'owner' } },
    { email: DEMO_APP_ACCOUNTS.spouse, name: spouse.spouse_name, link: { lot_id: spouse.id, role: 'spouse' } },
    { email: DEMO_APP_ACCOUNTS.held, name: held.owner_name, link: { lot_id: held.id, role: 'owner' } },
    ...(resident
      ? [
          {
            email: DEMO_APP_ACCOUNTS.resident,
            name: resident.name,
            link: { lot_id: resident.lot_id, role: 'resident', resident_id: resident.id },
          },
        ]
      : []),
  ];
  for (const person of people) {
    const [account] = await db
      .insert(appAccounts)
      .values({ email: person.email, name: person.name })
      .returning({ id: appAccounts.id });
    await db.insert(appAccountLots).values({ ...person.link, app_account_id: account.id });
  }
  return { accounts: people.length };
}
