import type { CurrentUser } from '../accounts/current-user.ts';
import type { Conn } from '../lots/conn.ts';
import { namingFiles, recordHistory } from '../history/record.ts';
import { changesOf } from '../history/values.ts';
import { CHILD_FILE_ID_KEYS } from './schemas.ts';

type MemberRow = Readonly<Record<string, unknown>> & { id: number; lot_id: number; name: string };

/**
 * A child's or resident's save in the lot history (same transaction): created with the
 * fields given, updated with the fields that changed (documents by file name), deleted.
 */
export async function recordMember(
  tx: Conn,
  user: CurrentUser,
  entity: 'child' | 'resident',
  projectId: number,
  action: 'created' | 'updated' | 'deleted',
  before: Readonly<Record<string, unknown>>,
  after: MemberRow,
  written: readonly string[],
): Promise<void> {
  const changes = await namingFiles(tx, changesOf(before, after, written), CHILD_FILE_ID_KEYS);
  await recordHistory(tx, user, [
    { lotId: after.lot_id, projectId, entity, entityId: after.id, entityLabel: after.name, action, changes },
  ]);
}
