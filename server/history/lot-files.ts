import { eq } from 'drizzle-orm';
import type { CurrentUser } from '../accounts/current-user.ts';
import { lots } from '../db/schema/index.ts';
import type { Conn } from '../lots/conn.ts';
import { documentLabel } from './lot-entries.ts';
import { fileNames, recordHistory } from './record.ts';

/** PATCH /lots/{id}/remove-file in the lot history: one 'file_removed' line per field that held it. */
export async function recordFileRemoval(
  tx: Conn,
  user: CurrentUser,
  lotId: number,
  fileId: number,
  keys: readonly string[],
): Promise<void> {
  const [lot] = await tx.select({ project_id: lots.project_id }).from(lots).where(eq(lots.id, lotId));
  if (!lot) return;
  const name = (await fileNames(tx, [fileId])).get(fileId) ?? `#${fileId}`;
  await recordHistory(
    tx,
    user,
    keys.map((key) => ({
      lotId,
      projectId: lot.project_id,
      entity: 'document' as const,
      entityId: fileId,
      entityLabel: documentLabel(key),
      action: 'file_removed' as const,
      changes: [{ field: key, from: name, to: null }],
    })),
  );
}
