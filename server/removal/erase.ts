import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { lotEntity } from '../../domain/entities/lot/index.ts';
import { getField } from '../../domain/fields/entity.ts';
import type { Db } from '../db/connection.ts';
import {
  LOT_FILE_FIELDS,
  lotFilesOf,
  ownerColumns,
  spouseColumns,
  type LotFileField,
} from '../db/schema/lot-columns.ts';
import {
  appAccounts,
  children,
  lotAnonymisations,
  lotOtherDocuments,
  lots,
  residents,
  type AnonymisedPart,
} from '../db/schema/index.ts';
import { deleteFileRows } from '../files/service.ts';
import type { PersonRecords } from './person.ts';
import { eraseHistoryValues } from '../history/erase.ts';

/** What an anonymised owner is called on the lot, so staff see what happened. */
export const REMOVED_OWNER_NAME = 'Titular removido (LGPD)';

/** The spouse's or companion's own documents (declared `subject: 'partner'` in domain/). */
export const SPOUSE_FILES: readonly LotFileField[] = lotFilesOf('partner');
/** Documents about the couple (`subject: 'couple'`): they go with either of them. */
export const COUPLE_FILES: readonly LotFileField[] = lotFilesOf('couple');
/** Every other document of the lot is the owner's. */
export const OWNER_FILES = LOT_FILE_FIELDS.filter((f) => !SPOUSE_FILES.includes(f));

/**
 * Columns that cannot be null take their type's empty value (lists [], yes/no false, answers
 * {}), as declared in domain/; every other one becomes null.
 */
const emptyOf = (key: string): unknown => {
  const type = getField(lotEntity, key)?.type;
  return type === 'multiChoice' ? [] : type === 'boolean' ? false : type === 'json' ? {} : null;
};
export const erased = (columns: object, files: readonly string[]) =>
  Object.fromEntries([...Object.keys(columns), ...files].map((key) => [key, emptyOf(key)]));

/**
 * The owner's part of a lot, erased: every column of the owner group (docs/entities.md#entities), derived from
 * the schema so a new owner column is erased too, the name replaced by the marker, and the
 * owner's documents unlinked. The property itself (address, area, boundary, improvements)
 * is not personal data and stays.
 */
const OWNER_ERASED = { ...erased(ownerColumns(), OWNER_FILES), owner_name: REMOVED_OWNER_NAME };
const SPOUSE_ERASED = erased(spouseColumns(), [...SPOUSE_FILES, ...COUPLE_FILES]);

export interface Erasure {
  /** Storage keys of the deleted files: removed from the store once committed. */
  keys: string[];
  counts: {
    account: number;
    owner: number;
    spouse: number;
    children: number;
    residents: number;
    files: number;
    kept_lots: number;
  };
  /** Lot id → what was erased there. */
  parts: Map<number, AnonymisedPart[]>;
}

type LotRow = typeof lots.$inferSelect;

/**
 * Erases the person's records found by findPerson, inside the caller's transaction, except
 * in lots under legal hold. Children and residents are whole rows of that person and are
 * deleted; the owner and the spouse are columns of the lot and are erased. Their names are
 * also cleared where the lot's children name them as mother or father.
 */
export async function erasePerson(tx: Db, person: PersonRecords): Promise<Erasure> {
  const held = new Set(person.heldLots);
  const free = (ids: readonly number[]) => ids.filter((id) => !held.has(id));
  const parts = new Map<number, AnonymisedPart[]>();
  const mark = (lotId: number, part: AnonymisedPart) =>
    parts.set(lotId, [...new Set([...(parts.get(lotId) ?? []), part])]);
  const fileIds: (number | null)[] = [];

  const ownerLots = free(person.ownerLots);
  const spouseLots = free(person.spouseLots);
  const before = await tx
    .select()
    .from(lots)
    .where(inArray(lots.id, [...new Set([...ownerLots, ...spouseLots])]));
  const lotById = new Map(before.map((l) => [l.id, l]));
  for (const lotId of ownerLots) {
    const lot = lotById.get(lotId)!;
    fileIds.push(...OWNER_FILES.map((f) => lot[f]), ...COUPLE_FILES.map((f) => lot[f]));
    await clearParentName(tx, lotId, lot.owner_name);
    mark(lotId, 'owner');
  }
  for (const lotId of spouseLots) {
    const lot = lotById.get(lotId)!;
    fileIds.push(...SPOUSE_FILES.map((f) => lot[f]), ...COUPLE_FILES.map((f) => lot[f]));
    await clearParentName(tx, lotId, lot.spouse_name);
    mark(lotId, 'spouse');
  }
  if (ownerLots.length) {
    const documents = await tx
      .select({ file_id: lotOtherDocuments.file_id })
      .from(lotOtherDocuments)
      .where(and(inArray(lotOtherDocuments.lot_id, ownerLots), eq(lotOtherDocuments.field, 'other_documents_files')));
    fileIds.push(...documents.map((d) => d.file_id));
    await tx.update(lots).set(changes(OWNER_ERASED)).where(inArray(lots.id, ownerLots));
  }
  if (spouseLots.length) await tx.update(lots).set(changes(SPOUSE_ERASED)).where(inArray(lots.id, spouseLots));

  const kids = await tx.select().from(children).where(inArray(children.id, person.children));
  const gone = kids.filter((k) => !held.has(k.lot_id));
  fileIds.push(...gone.flatMap((k) => [k.birth_certificate_file_id, k.rg_file_id]));
  await tx.delete(children).where(
    inArray(
      children.id,
      gone.map((k) => k.id),
    ),
  );
  for (const kid of gone) mark(kid.lot_id, 'children');

  const others = await tx
    .select({ id: residents.id, lot_id: residents.lot_id })
    .from(residents)
    .where(inArray(residents.id, person.residents));
  const leaving = others.filter((r) => !held.has(r.lot_id));
  await tx.delete(residents).where(
    inArray(
      residents.id,
      leaving.map((r) => r.id),
    ),
  );
  for (const resident of leaving) mark(resident.lot_id, 'residents');

  await eraseHistoryValues(tx, [...parts.keys()]);
  const account = person.accountId
    ? await tx.delete(appAccounts).where(eq(appAccounts.id, person.accountId)).returning({ id: appAccounts.id })
    : [];
  const keys = await deleteFileRows(tx, fileIds);
  return {
    keys,
    parts,
    counts: {
      account: account.length,
      owner: ownerLots.length,
      spouse: spouseLots.length,
      children: gone.length,
      residents: leaving.length,
      files: keys.length,
      kept_lots: held.size,
    },
  };
}

// A new version too: an editor open on the lot before the removal cannot save the erased data back (issue 8).
export const changes = (values: Record<string, unknown>) =>
  ({
    ...values,
    updated_at: new Date(),
    updated_by: null,
    version: sql`${lots.version} + 1`,
  }) as unknown as Partial<LotRow>;

/** Children of the lot whose mother or father is this person: that name goes. */
export async function clearParentName(tx: Db, lotId: number, name: string | null) {
  const wanted = name?.trim().toLowerCase();
  if (!wanted || name === REMOVED_OWNER_NAME) return;
  const same = (column: AnyPgColumn) => sql`lower(trim(${column})) = ${wanted}`;
  const next = sql`${children.version} + 1`;
  await tx
    .update(children)
    .set({ mother_name: null, version: next })
    .where(and(eq(children.lot_id, lotId), same(children.mother_name)));
  await tx
    .update(children)
    .set({ father_name: null, version: next })
    .where(and(eq(children.lot_id, lotId), same(children.father_name)));
}

/** Records, per lot, that its data was anonymised (no personal data): project admins see it. */
export async function recordAnonymisations(tx: Db, parts: Erasure['parts'], eventId: number | null): Promise<void> {
  const rows = [...parts].map(([lot_id, list]) => ({ lot_id, parts: list, event_id: eventId }));
  if (rows.length) await tx.insert(lotAnonymisations).values(rows);
}
