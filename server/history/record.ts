import { inArray } from 'drizzle-orm';
import type { CurrentUser } from '../accounts/current-user.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import { files, lotHistory, type HistoryAction, type HistoryEntity, type StoredChange } from '../db/schema/index.ts';
import type { Conn } from '../lots/conn.ts';

/** One line of a lot's history, before it is written. */
export interface HistoryEntry {
  lotId: number;
  projectId: number;
  entity: HistoryEntity;
  entityId: number | null;
  entityLabel: string | null;
  action: HistoryAction;
  changes: StoredChange[];
}

/**
 * Appends to the lot history in the caller's transaction, so the line exists exactly when
 * the change does. An update that changed nothing leaves no line.
 */
export async function recordHistory(
  tx: Conn,
  user: Pick<CurrentUser, 'id' | 'name' | 'email'>,
  entries: readonly HistoryEntry[],
): Promise<void> {
  const rows = entries
    .filter((e) => e.action !== 'updated' || e.changes.length > 0)
    .map((e) => ({
      lot_id: e.lotId,
      project_id: e.projectId,
      user_id: user.id,
      user_name: user.name || user.email,
      entity: e.entity,
      entity_id: e.entityId,
      entity_label: e.entityLabel,
      action: e.action,
      changes: e.changes,
    }));
  // As JSON, a parameter a batch: a bulk action's 5,000 lines were 45,000 bound parameters.
  await bulkInsert(tx, lotHistory, rows);
}

/** The names files had when linked or removed (ids mean nothing to people; files may go). */
export async function fileNames(tx: Conn, ids: readonly (number | null | undefined)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return new Map();
  const rows = await tx
    .select({ id: files.id, name: files.original_name })
    .from(files)
    .where(inArray(files.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Changes of file-id fields with the files' names in place of their ids. */
export async function namingFiles(
  tx: Conn,
  changes: StoredChange[],
  fileKeys: readonly string[],
): Promise<StoredChange[]> {
  const fileChanges = changes.filter((c) => fileKeys.includes(c.field));
  if (!fileChanges.length) return changes;
  const names = await fileNames(
    tx,
    fileChanges.flatMap((c) => [c.from as number | null, c.to as number | null]),
  );
  const named = (value: unknown) => (typeof value === 'number' ? (names.get(value) ?? `#${value}`) : value);
  return changes.map((c) => (fileKeys.includes(c.field) ? { ...c, from: named(c.from), to: named(c.to) } : c));
}
