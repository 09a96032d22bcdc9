import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import {
  appAccountLots,
  appAccounts,
  children,
  lots,
  notifiedParties,
  residents,
  type ReviewMatch,
  type ReviewTarget,
} from '../db/schema/index.ts';
import { lotsWithEmission } from '../emissions/held.ts';

/**
 * What a confirmed removal finds for one address (issue 12, finding 1), in two parts.
 *
 * `own`: the app account with that address and what it answered for in the companion app
 * (app_account_lots: the owner or spouse part of a lot, its own child or resident row). Only
 * the companion app writes those links (no back-office route does), so they are what the
 * account itself created: the removal erases them at once, except in lots under legal hold.
 *
 * `matches`: every staff-held record that only looks like the person: a lot whose owner e-mail
 * is the address (staff typed it; an address on a lot never authorises erasure by itself), and
 * an owner, spouse, child or resident with one of the person's CPFs, in any lot of any project.
 * Those are never erased here: each becomes a review for an admin of its project.
 */
export interface PersonRecords {
  accountId: number | null;
  ownerLots: number[];
  spouseLots: number[];
  children: number[];
  residents: number[];
  /** Lots among these that the regularisation must keep (a CRF or title was emitted). */
  heldLots: number[];
}

/** One staff-held record a removal matched, for its project's review queue. */
export interface MatchedRecord {
  projectId: number;
  lotId: number;
  target: ReviewTarget;
  /** The child's or resident's row. */
  targetId: number | null;
  matchedBy: ReviewMatch[];
}

export interface FoundPerson {
  own: PersonRecords;
  matches: MatchedRecord[];
  /** Notified parties of the procedure (issue 16) whose CPF is one of the person's. */
  parties: number[];
}

const unique = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);
const cpfsOf = (rows: readonly { cpf: string | null }[]) => rows.map((r) => r.cpf).filter((c): c is string => !!c);

export async function findPerson(tx: Db, address: string): Promise<FoundPerson> {
  const [account] = await tx
    .select({ id: appAccounts.id })
    .from(appAccounts)
    .where(sql`lower(${appAccounts.email}) = ${address}`);
  const links = account
    ? await tx.select().from(appAccountLots).where(eq(appAccountLots.app_account_id, account.id))
    : [];
  const linked = (role: string) => links.filter((l) => l.role === role);

  // What the account answered for, with its CPFs. Sequential: one connection carries the transaction.
  const owned = await tx
    .select({ id: lots.id, cpf: lots.cpf })
    .from(lots)
    .where(
      inArray(
        lots.id,
        linked('owner').map((l) => l.lot_id),
      ),
    );
  const spouseOf = await tx
    .select({ id: lots.id, cpf: lots.spouse_cpf })
    .from(lots)
    .where(
      inArray(
        lots.id,
        linked('spouse').map((l) => l.lot_id),
      ),
    );
  const kids = await tx
    .select({ id: children.id, cpf: children.cpf })
    .from(children)
    .where(
      inArray(
        children.id,
        linked('child').map((l) => l.child_id!),
      ),
    );
  const others = await tx
    .select({ id: residents.id, cpf: residents.cpf })
    .from(residents)
    .where(
      inArray(
        residents.id,
        linked('resident').map((l) => l.resident_id!),
      ),
    );
  const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id);
  const mine = {
    accountId: account?.id ?? null,
    ownerLots: unique(ids(owned)),
    spouseLots: unique(ids(spouseOf)),
    children: unique(ids(kids)),
    residents: unique(ids(others)),
  };

  // Staff-held records: the address on a lot, then the CPFs wherever they appear.
  const byEmail = await tx
    .select({ id: lots.id, project: lots.project_id, cpf: lots.cpf })
    .from(lots)
    .where(sql`lower(${lots.email}) = ${address}`);
  const cpfs = [
    ...new Set([...cpfsOf(owned), ...cpfsOf(spouseOf), ...cpfsOf(kids), ...cpfsOf(others), ...cpfsOf(byEmail)]),
  ];
  const found = new Map<string, MatchedRecord>();
  const add = (target: ReviewTarget, projectId: number, lotId: number, targetId: number | null, how: ReviewMatch) => {
    const key = `${target}:${targetId ?? lotId}`;
    const record = found.get(key) ?? { projectId, lotId, target, targetId, matchedBy: [] };
    if (!record.matchedBy.includes(how)) record.matchedBy.push(how);
    found.set(key, record);
  };
  for (const lot of byEmail) add('owner', lot.project, lot.id, null, 'email');
  for (const lot of await tx
    .select({ id: lots.id, project: lots.project_id })
    .from(lots)
    .where(inArray(lots.cpf, cpfs)))
    add('owner', lot.project, lot.id, null, 'cpf');
  for (const lot of await tx
    .select({ id: lots.id, project: lots.project_id })
    .from(lots)
    .where(inArray(lots.spouse_cpf, cpfs)))
    add('spouse', lot.project, lot.id, null, 'cpf');
  for (const table of [children, residents] as const) {
    const rows = await tx
      .select({ id: table.id, lot: table.lot_id, project: lots.project_id })
      .from(table)
      .innerJoin(lots, eq(lots.id, table.lot_id))
      .where(inArray(table.cpf, cpfs));
    for (const row of rows) add(table === children ? 'child' : 'resident', row.project, row.lot, row.id, 'cpf');
  }
  // What the account answered for is its own, not a match.
  const isOwn = (m: MatchedRecord) =>
    (m.target === 'owner' && mine.ownerLots.includes(m.lotId)) ||
    (m.target === 'spouse' && mine.spouseLots.includes(m.lotId)) ||
    (m.target === 'child' && mine.children.includes(m.targetId!)) ||
    (m.target === 'resident' && mine.residents.includes(m.targetId!));
  const matches = [...found.values()]
    .filter((m) => !isOwn(m))
    .map((m) => ({ ...m, matchedBy: [...m.matchedBy].sort() }))
    .sort(
      (a, b) =>
        a.projectId - b.projectId ||
        a.lotId - b.lotId ||
        a.target.localeCompare(b.target) ||
        (a.targetId ?? 0) - (b.targetId ?? 0),
    );
  const parties = cpfs.length
    ? (
        await tx.select({ id: notifiedParties.id }).from(notifiedParties).where(inArray(notifiedParties.document, cpfs))
      ).map((r) => r.id)
    : [];
  return { own: { ...mine, heldLots: await heldAmong(tx, mine) }, matches, parties: unique(parties) };
}

/** The lots of these records with an emitted título or CRF (the emission register): kept (LGPD art. 16, I). */
async function heldAmong(tx: Db, person: Omit<PersonRecords, 'heldLots'>): Promise<number[]> {
  const familyLots = [
    ...(await tx.select({ lot: children.lot_id }).from(children).where(inArray(children.id, person.children))),
    ...(await tx.select({ lot: residents.lot_id }).from(residents).where(inArray(residents.id, person.residents))),
  ].map((r) => r.lot);
  return emittedAmong(tx, [...person.ownerLots, ...person.spouseLots, ...familyLots]);
}

/** Which of these lots have a not-cancelled título or CRF in the emission register. */
export const emittedAmong = (tx: Pick<Db, 'selectDistinct'>, lotIds: readonly number[]): Promise<number[]> =>
  lotsWithEmission(tx, lotIds);
