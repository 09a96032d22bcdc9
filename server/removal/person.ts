import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { appAccountLots, appAccounts, children, lotEvents, lots, residents } from '../db/schema/index.ts';

/**
 * Everything the removal acts on for one person: their app account, and where they appear in
 * the lots: as owner, as spouse or companion, as a child or as another resident.
 *
 * Found from the confirmed address: the app account with that e-mail and the lots it answered
 * for (app_account_lots), and the lots whose owner e-mail it is. The CPFs of those records
 * then find the same person elsewhere (owner of another lot, spouse in another, a resident):
 * a CPF names one person, and the lots carry no other e-mail.
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

const unique = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);
const cpfsOf = (rows: readonly { cpf: string | null }[]) => rows.map((r) => r.cpf).filter((c): c is string => !!c);

export async function findPerson(tx: Db, address: string): Promise<PersonRecords> {
  const [account] = await tx.select({ id: appAccounts.id }).from(appAccounts).where(sql`lower(${appAccounts.email}) = ${address}`);
  const links = account
    ? await tx.select().from(appAccountLots).where(eq(appAccountLots.app_account_id, account.id))
    : [];
  const linked = (role: string) => links.filter((l) => l.role === role);

  // The records the address names directly, with their CPFs.
  const owned = await tx
    .select({ id: lots.id, cpf: lots.cpf })
    .from(lots)
    .where(or(sql`lower(${lots.email}) = ${address}`, inArray(lots.id, linked('owner').map((l) => l.lot_id))));
  const spouseOf = await tx
    .select({ id: lots.id, cpf: lots.spouse_cpf })
    .from(lots)
    .where(inArray(lots.id, linked('spouse').map((l) => l.lot_id)));
  const childIds = linked('child').map((l) => l.child_id!);
  const residentIds = linked('resident').map((l) => l.resident_id!);
  const kids = await tx.select({ id: children.id, cpf: children.cpf }).from(children).where(inArray(children.id, childIds));
  const others = await tx.select({ id: residents.id, cpf: residents.cpf }).from(residents).where(inArray(residents.id, residentIds));

  // The same person elsewhere, by CPF.
  const cpfs = [...new Set([...cpfsOf(owned), ...cpfsOf(spouseOf), ...cpfsOf(kids), ...cpfsOf(others)])];
  // Sequential: one connection carries the transaction.
  const byCpf = [
    await tx.select({ id: lots.id }).from(lots).where(inArray(lots.cpf, cpfs)),
    await tx.select({ id: lots.id }).from(lots).where(inArray(lots.spouse_cpf, cpfs)),
    await tx.select({ id: children.id }).from(children).where(inArray(children.cpf, cpfs)),
    await tx.select({ id: residents.id }).from(residents).where(inArray(residents.cpf, cpfs)),
  ];
  const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id);
  const person = {
    accountId: account?.id ?? null,
    ownerLots: unique([...ids(owned), ...ids(byCpf[0])]),
    spouseLots: unique([...ids(spouseOf), ...ids(byCpf[1])]),
    children: unique([...ids(kids), ...ids(byCpf[2])]),
    residents: unique([...ids(others), ...ids(byCpf[3])]),
  };
  return { ...person, heldLots: await heldAmong(tx, person) };
}

/** The lots of these records with a document_emitted event: kept (LGPD art. 16, I). */
async function heldAmong(tx: Db, person: Omit<PersonRecords, 'heldLots'>): Promise<number[]> {
  const familyLots = [
    ...(await tx.select({ lot: children.lot_id }).from(children).where(inArray(children.id, person.children))),
    ...(await tx.select({ lot: residents.lot_id }).from(residents).where(inArray(residents.id, person.residents))),
  ].map((r) => r.lot);
  const all = unique([...person.ownerLots, ...person.spouseLots, ...familyLots]);
  if (!all.length) return [];
  const rows = await tx
    .selectDistinct({ lot: lotEvents.lot_id })
    .from(lotEvents)
    .where(and(inArray(lotEvents.lot_id, all), eq(lotEvents.kind, 'document_emitted')));
  return unique(rows.map((r) => r.lot));
}
