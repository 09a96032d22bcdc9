import { count, desc, eq } from 'drizzle-orm';
import { childEntity } from '../../domain/entities/child.ts';
import { lotEntity } from '../../domain/entities/lot/index.ts';
import { otherResidentEntity } from '../../domain/entities/other-resident.ts';
import { getField } from '../../domain/fields/entity.ts';
import type { EntityDef, Field } from '../../domain/fields/types.ts';
import { formatValue } from '../../domain/validation/format-value.ts';
import { toCount } from '../db/rows.ts';
import { lotHistory, type HistoryAction, type HistoryEntity, type StoredChange } from '../db/schema/index.ts';
import { pageOf } from '../db/paging.ts';
import type { Conn } from '../lots/conn.ts';
import { isPersonal, masked } from './mask.ts';
import { REVIEW_HISTORY_FIELDS } from '../removal/review-fields.ts';
import { EMISSION_HISTORY_FIELDS } from '../emissions/history-fields.ts';
import { ASSIGNMENT_HISTORY_FIELDS } from '../lots/assignments.ts';

/** Fields of lines that are not the record's own (an LGPD review's decision, an assignment). */
const EXTRA_LABELS: Record<string, string> = {
  ...REVIEW_HISTORY_FIELDS,
  ...EMISSION_HISTORY_FIELDS,
  ...ASSIGNMENT_HISTORY_FIELDS,
};

/** Whose fields a history line's changes are. */
const ENTITIES: Record<HistoryEntity, EntityDef> = {
  lot: lotEntity,
  status: lotEntity,
  document: lotEntity,
  child: childEntity,
  resident: otherResidentEntity,
};

const FILE_TYPES = new Set(['file', 'files']);
/** What a value erased by an LGPD removal reads as. */
export const ERASED = 'Removido (LGPD)';

/** A stored value as people read it: the domain's display (masks, DD/MM/YYYY, choice labels). */
function shown(field: Field | undefined, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  // File fields hold the file's name (server/history/record.ts), not an id.
  if (!field || FILE_TYPES.has(field.type)) return typeof value === 'string' ? value : JSON.stringify(value);
  const text = formatValue(field, value);
  return text === '' ? null : text;
}

export interface ShownChange {
  field: string;
  label: string;
  from: string | null;
  to: string | null;
}

/** One stored change for a reader: pt-BR label, displayed values, personal ones masked unless `reveal`. */
export function showChange(entity: HistoryEntity, change: StoredChange, reveal: boolean): ShownChange {
  const field = getField(ENTITIES[entity], change.field);
  const label = field?.label ?? EXTRA_LABELS[change.field] ?? change.field;
  if (change.erased) return { field: change.field, label, from: ERASED, to: ERASED };
  const hide = !reveal && isPersonal(field);
  const value = (v: unknown) => (hide ? masked(shown(field, v)) : shown(field, v));
  return { field: change.field, label, from: value(change.from), to: value(change.to) };
}

/**
 * A page of a lot's history, newest first. `reveal`: whether the reader may see personal
 * values (project admins; the route admits no one else today, the rule stays here).
 */
export async function lotHistoryPage(db: Conn, lotId: number, page: { page: number; count: number }, reveal: boolean) {
  const { limit, offset } = pageOf(page);
  const rows = await db
    .select()
    .from(lotHistory)
    .where(eq(lotHistory.lot_id, lotId))
    .orderBy(desc(lotHistory.at), desc(lotHistory.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(lotHistory).where(eq(lotHistory.lot_id, lotId));
  return {
    data: rows.map((row) => {
      const entity = row.entity as HistoryEntity;
      return {
        id: row.id,
        at: row.at.toISOString(),
        user_id: row.user_id,
        user_name: row.user_name,
        entity,
        entity_id: row.entity_id,
        entity_label: row.entity_label,
        action: row.action as HistoryAction,
        changes: row.changes.map((c) => showChange(entity, c, reveal)),
      };
    }),
    total: toCount(total),
  };
}
