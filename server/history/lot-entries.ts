import { lotEntity } from '../../domain/entities/lot/index.ts';
import { getField } from '../../domain/fields/entity.ts';
import type { StoredChange } from '../db/schema/index.ts';
import { LOT_FILE_FIELDS } from '../db/schema/lot-columns.ts';
import type { Conn } from '../lots/conn.ts';
import type { OtherDocuments } from '../lots/other-documents.ts';
import { fileNames, type HistoryEntry } from './record.ts';
import { changesOf } from './values.ts';

/** The saved row as the history reads it: its id, project and name, and the columns written. */
export type LotSaveRow = Readonly<Record<string, unknown>> & { id: number; project_id: number; name: string };

const FILE_KEYS: readonly string[] = LOT_FILE_FIELDS;

/** A document's label: the lot field that holds it ('RG (frente)', 'Outros documentos'). */
export const documentLabel = (key: string): string => getField(lotEntity, key)?.label ?? key;

/**
 * The history of one lot save: a 'lot' line with the fields that changed, and one
 * 'document' line per file linked or unlinked (single document columns and the
 * other-documents lists alike), each naming the file.
 */
export async function lotSaveEntries(
  tx: Conn,
  action: 'created' | 'updated',
  before: Readonly<Record<string, unknown>>,
  after: LotSaveRow,
  written: readonly string[],
  documents: { before: Partial<OtherDocuments>; after: Partial<OtherDocuments> },
): Promise<HistoryEntry[]> {
  const base = { lotId: after.id, projectId: after.project_id };
  const fields = changesOf(
    before,
    after,
    written.filter((k) => !FILE_KEYS.includes(k)),
  );
  const moves: { key: string; fileId: number; added: boolean }[] = [];
  for (const change of changesOf(
    before,
    after,
    written.filter((k) => FILE_KEYS.includes(k)),
  )) {
    if (typeof change.from === 'number') moves.push({ key: change.field, fileId: change.from, added: false });
    if (typeof change.to === 'number') moves.push({ key: change.field, fileId: change.to, added: true });
  }
  for (const [field, ids] of Object.entries(documents.after) as [keyof OtherDocuments, number[]][]) {
    const old = documents.before[field] ?? [];
    for (const id of old.filter((i) => !ids.includes(i))) moves.push({ key: field, fileId: id, added: false });
    for (const id of ids.filter((i) => !old.includes(i))) moves.push({ key: field, fileId: id, added: true });
  }
  const names = await fileNames(
    tx,
    moves.map((m) => m.fileId),
  );
  const entries: HistoryEntry[] = [
    { ...base, entity: 'lot', entityId: after.id, entityLabel: after.name, action, changes: fields },
  ];
  for (const move of moves) {
    const name = names.get(move.fileId) ?? `#${move.fileId}`;
    const change: StoredChange = { field: move.key, from: move.added ? null : name, to: move.added ? name : null };
    entries.push({
      ...base,
      entity: 'document',
      entityId: move.fileId,
      entityLabel: documentLabel(move.key),
      action: move.added ? 'file_added' : 'file_removed',
      changes: [change],
    });
  }
  return entries;
}

/** The status line: 'Situação' from → to. */
export const statusEntry = (
  lot: { id: number; project_id: number; name: string },
  from: string | null,
  to: string,
): HistoryEntry => ({
  lotId: lot.id,
  projectId: lot.project_id,
  entity: 'status',
  entityId: lot.id,
  entityLabel: lot.name,
  action: 'status',
  changes: [{ field: 'status', from, to }],
});
