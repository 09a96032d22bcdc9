import { and, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { labelOf } from '../../domain/enums/choice.ts';
import { LOT_STATUSES, type LotStatus } from '../../domain/enums/lot-status.ts';
import { canSeeProject, isProjectAdmin } from '../../domain/roles.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { LOT_REGISTRY } from '../../domain/entities/lot/registry.ts';
import { registryProblems, type RegistryRecord } from '../../domain/registry/rules.ts';
import { IMPROVEMENT_RULE_KEYS, improvementProblems, type ImprovementRecord } from '../../domain/improvements/rules.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import { blocks, lotEvents, lots } from '../db/schema/index.ts';
import type { Db } from '../db/connection.ts';
import { asLongWork } from '../db/pglite-turns.ts';
import { inSlicedTransactions, writeSlice } from '../db/slices.ts';
import { forbidden, HttpError, notFound } from '../errors.ts';
import { guardedWrite, linkLotFiles, prepareLot, writeOtherDocuments } from './write.ts';
import { otherDocumentIds } from './other-documents.ts';
import { lotSaveEntries, statusEntry } from '../history/lot-entries.ts';
import { recordHistory } from '../history/record.ts';
import { atVersion, nextVersion, staleRecord } from '../history/version.ts';

/** Writes on lots (docs/api.md#api): permissions first, then one transaction. */

export const BLOCK_OF_ANOTHER_PROJECT = 'A quadra deve pertencer ao projeto do lote.';

/**
 * Rules over several fields of a lot, each with the keys whose change asks for it: the registry
 * facts in their legal order (domain/registry/rules.ts), the benfeitorias that must agree
 * (domain/improvements/rules.ts).
 */
const RECORD_RULES: readonly {
  keys: readonly string[];
  problems: (lot: Record<string, unknown>) => Record<string, string>;
}[] = [
  { keys: LOT_REGISTRY.map((f) => f.name), problems: (lot) => registryProblems(lot as RegistryRecord) },
  { keys: IMPROVEMENT_RULE_KEYS, problems: (lot) => improvementProblems(lot as ImprovementRecord) },
];
/** The rules a save of these keys asks for. */
const rulesFor = (written: readonly string[]) =>
  RECORD_RULES.filter((rule) => written.some((key) => rule.keys.includes(key)));

const LOT_COLUMNS = getTableColumns(lots) as Record<string, AnyPgColumn>;
/** These lot columns alone, by key, for a select or a returning (a key of no column has none). */
const lotColumns = (keys: readonly string[]): Record<string, AnyPgColumn> =>
  Object.fromEntries(keys.filter((key) => key in LOT_COLUMNS).map((key) => [key, LOT_COLUMNS[key]]));

/**
 * The rules over several fields (RECORD_RULES), over the lot as it will be saved, when the body
 * touches their keys; a save of other fields is never refused for them.
 */
function checkRecordRules(saved: Record<string, unknown>, columns: Record<string, unknown>): void {
  const lot = { ...saved, ...columns };
  const problems = Object.assign({}, ...rulesFor(Object.keys(columns)).map((rule) => rule.problems(lot)));
  if (Object.keys(problems).length) throw new HttpError(400, MESSAGES.invalidRequest, problems);
}

/**
 * POST /lots/create: project admin of the block's project (the route's scope, server/http/scope.ts,
 * checked it and gives `projectId`); project_id follows the block.
 */
export async function createLot(
  db: Db,
  user: CurrentUser,
  projectId: number,
  body: Record<string, unknown>,
): Promise<number> {
  const prepared = prepareLot(body);
  checkRecordRules({}, prepared.columns);
  const blockId = prepared.columns.block_id;
  if (typeof blockId !== 'number') throw new HttpError(400, MESSAGES.invalidRequest, { block_id: MESSAGES.required });
  return guardedWrite(() =>
    db.transaction(async (tx) => {
      await linkLotFiles(tx, user, projectId, prepared);
      const [created] = await tx
        .insert(lots)
        .values({
          ...prepared.columns,
          name: prepared.columns.name!,
          block_id: blockId,
          project_id: projectId,
          created_by: user.id,
          updated_by: user.id,
        })
        .returning();
      await writeOtherDocuments(tx, created.id, prepared, user.id);
      await tx
        .insert(lotEvents)
        .values({ lot_id: created.id, project_id: projectId, kind: 'created', user_id: user.id });
      const written = Object.keys(prepared.columns).filter((k) => k !== 'block_id');
      await recordHistory(
        tx,
        user,
        await lotSaveEntries(tx, 'created', {}, created, written, { before: {}, after: prepared.lists }),
      );
      return created.id;
    }),
  );
}

/**
 * PATCH /lots/{id}: any project member (field staff fill the social registration). With the
 * version the form was loaded at, a lot saved meanwhile by someone else answers 409 and
 * nothing changes; the change is recorded in the lot history in the same transaction.
 */
export async function updateLot(
  db: Db,
  user: CurrentUser,
  lotId: number,
  projectId: number,
  body: Record<string, unknown>,
  version?: number,
): Promise<void> {
  const prepared = prepareLot(body);
  const blockId = prepared.columns.block_id;
  await guardedWrite(() =>
    db.transaction(async (tx) => {
      if (typeof blockId === 'number') {
        const [block] = await tx
          .select({ id: blocks.id })
          .from(blocks)
          .where(and(eq(blocks.id, blockId), eq(blocks.project_id, projectId)));
        if (!block) throw new HttpError(400, MESSAGES.invalidRequest, { block_id: BLOCK_OF_ANOTHER_PROJECT });
      }
      // Locked first: the history needs the values before, and a stale version is then the
      // only reason the conditional update below can miss the row. Only the columns the save
      // reads, here and in the update's returning (issue #19 goal 4): building, running and
      // reading the lot's ~150 columns twice made a save 11.8 ms p50 against 7.7 ms (bench api).
      const written = Object.keys(prepared.columns);
      const ruled = rulesFor(written).flatMap((rule) => rule.keys);
      const [before] = await tx
        .select({ ...lotColumns([...written, ...ruled]), version: lots.version })
        .from(lots)
        .where(eq(lots.id, lotId))
        .for('update');
      if (!before) throw notFound();
      // A stale copy is said as such, before the symptoms it would cause (a file since removed).
      if (version !== undefined && before.version !== version) throw staleRecord();
      checkRecordRules(before, prepared.columns);
      await linkLotFiles(tx, user, projectId, prepared);
      const [updated] = await tx
        .update(lots)
        .set({ ...prepared.columns, updated_at: sql`now()`, updated_by: user.id, version: nextVersion(lots.version) })
        .where(and(eq(lots.id, lotId), atVersion(lots.version, version)))
        .returning({ ...lotColumns(written), id: lots.id, project_id: lots.project_id, name: lots.name });
      if (!updated) throw staleRecord();
      const lists = Object.keys(prepared.lists).length ? await otherDocumentIds(tx, lotId) : {};
      await writeOtherDocuments(tx, lotId, prepared, user.id);
      const documents = { before: lists, after: prepared.lists };
      await recordHistory(tx, user, await lotSaveEntries(tx, 'updated', before, updated, written, documents));
    }),
  );
}

/** DELETE /lots/{id}: project admin (the route's scope). Children, residents, links and events go with it. */
export async function deleteLot(db: Db, lotId: number): Promise<void> {
  const deleted = await db.delete(lots).where(eq(lots.id, lotId)).returning({ id: lots.id });
  if (!deleted.length) throw notFound();
}

/**
 * PATCH /lots/{id}/update-status: project admin, any status (docs/states.md#states). The change is recorded
 * as an event with who made it. `updated_by` stays the last person who edited the lot's data
 * (the completion events credit them); `updated_at` moves so lists show the change.
 */
export async function setLotStatus(db: Db, user: CurrentUser, lotId: number, status: LotStatus): Promise<string> {
  const { found } = await setLotsStatus(db, user, [lotId], status);
  if (!found.length) throw notFound();
  return `Status alterado para: ${labelOf(LOT_STATUSES, status)}`;
}

/**
 * The status of many lots (the workbench's bulk action), as the lot screen changes one: each lot
 * not already in `status` changes, with its history line and its event, in four statements
 * whatever their number. Done lot by lot, 500 lots were ~2,500 statements in savepoints: 1.5 s
 * during which the embedded database, and with it the API, answered nobody. Answers the ids that
 * exist and those that changed.
 */
export async function setLotsStatus(
  db: Db,
  user: CurrentUser,
  lotIds: readonly number[],
  status: LotStatus,
): Promise<{ found: number[]; changed: number[] }> {
  const ids = uniqueIds(lotIds);
  if (!ids.length) return { found: [], changed: [] };
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ id: lots.id, project_id: lots.project_id, name: lots.name, status: lots.status })
      .from(lots)
      .where(inArray(lots.id, ids))
      .orderBy(lots.id)
      .for('update');
    const moving = current.filter((lot) => lot.status !== status);
    if (moving.length) {
      await tx
        .update(lots)
        .set({ status, updated_at: sql`now()` })
        .where(
          inArray(
            lots.id,
            moving.map((lot) => lot.id),
          ),
        );
      await recordHistory(
        tx,
        user,
        moving.map((lot) => statusEntry(lot, lot.status, status)),
      );
      await tx.insert(lotEvents).values(
        moving.map((lot) => ({
          lot_id: lot.id,
          project_id: lot.project_id,
          kind: 'status_changed',
          from_status: lot.status,
          to_status: status,
          user_id: user.id,
        })),
      );
    }
    return { found: current.map((lot) => lot.id), changed: moving.map((lot) => lot.id) };
  });
}

/** Keeps ids as typed, once each. */
const uniqueIds = (ids: readonly number[]) => [...new Set(ids)];
const INT_MAX = 2_147_483_647;
/** Large enough to stay far below the 65,535 parameters of a statement. */
const CHUNK = 5000;
/**
 * Ids a read of the move takes on the embedded database, as long work: the 5,000 lots of a
 * núcleo in one read held it 30-43 ms at once, and 500 at a time other queries waited at most
 * 16.5 ms, the move as long as before (2026-12-06, a probe's `select 1` every 5 ms).
 */
const PGLITE_READ = 500;
/**
 * Above this many moved lots, PGlite (which never analyses by itself) gets fresh statistics
 * of the phase column, a stall worth taking only after a move big enough to change the reports'
 * plans. PostgreSQL's autovacuum does it.
 */
export const ANALYZE_AFTER = 1000;
/**
 * The phase column's statistics from a sample of 3,000 lots (a statistics target of 10, for this
 * statement alone: `set local` ends with the statement's implicit transaction, failed or not),
 * plenty for a column of two values. PGlite runs it in one piece on the API's thread: at
 * 50,000 lots the default sample of 30,000 held it 130–200 ms (~0.7 s on a slow machine), this one
 * 13 ms (2026-12-06).
 */
export const ANALYZE_PHASE = 'set local default_statistics_target = 10; analyze lots (project_phase)';

export interface PhaseUpdate {
  updated: number[];
  not_found: number[];
}

/**
 * PATCH /lots/update-phases: moves the listed lots to phase 2, each with its event, in one
 * transaction on PostgreSQL and a slice a transaction on the embedded database (sending the
 * same lots again finishes what a failure left). Lots the user cannot see count as not found;
 * the user must be project admin of every lot found.
 */
export async function moveLotsToPhaseTwo(
  db: Db,
  user: CurrentUser,
  lotIds: readonly number[],
  engine: 'pglite' | 'postgres',
  exec: (sql: string) => Promise<void>,
): Promise<PhaseUpdate> {
  const ids = uniqueIds(lotIds);
  const candidates = ids.filter((id) => id <= INT_MAX);
  const found = new Map<number, { project_id: number; project_phase: number }>();
  const read = engine === 'pglite' ? PGLITE_READ : CHUNK;
  for (let i = 0; i < candidates.length; i += read) {
    const rows = await asLongWork(() =>
      db
        .select({ id: lots.id, project_id: lots.project_id, project_phase: lots.project_phase })
        .from(lots)
        .where(inArray(lots.id, candidates.slice(i, i + read))),
    );
    for (const row of rows) found.set(row.id, row);
  }
  const visible = [...found.entries()].filter(([, row]) => canSeeProject(user, row.project_id));
  const visibleIds = new Set(visible.map(([id]) => id));
  if (visible.some(([, row]) => !isProjectAdmin(user, row.project_id))) throw forbidden();

  const moving = visible.filter(([, row]) => row.project_phase !== 2);
  // A slice a transaction on the embedded database, whose one connection a transaction holds
  // (server/db/slices.ts): 5,000 lots in one held every other query 0.46–0.81 s (2026-12-06).
  await inSlicedTransactions(db, moving, writeSlice(engine), async (tx, slice) => {
    for (let i = 0; i < slice.length; i += CHUNK) {
      const chunk = new Map(slice.slice(i, i + CHUNK));
      // Only the lots still outside phase 2 and still there: one moved or deleted meanwhile gets no event.
      const changed = await tx
        .update(lots)
        .set({ project_phase: 2, updated_at: sql`now()` })
        .where(and(inArray(lots.id, [...chunk.keys()]), ne(lots.project_phase, 2)))
        .returning({ id: lots.id });
      if (!changed.length) continue;
      await tx.insert(lotEvents).values(
        changed.map(({ id }) => ({
          lot_id: id,
          project_id: chunk.get(id)!.project_id,
          kind: 'phase_changed',
          user_id: user.id,
          detail: { from: chunk.get(id)!.project_phase, to: 2 },
        })),
      );
    }
  });
  if (engine === 'pglite' && moving.length >= ANALYZE_AFTER) await asLongWork(() => exec(ANALYZE_PHASE));
  return { updated: ids.filter((id) => visibleIds.has(id)), not_found: ids.filter((id) => !visibleIds.has(id)) };
}
