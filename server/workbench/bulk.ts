import { inArray } from 'drizzle-orm';
import { labelOf } from '../../domain/enums/choice.ts';
import { LOT_STATUSES, type LotStatus } from '../../domain/enums/lot-status.ts';
import type { LotWork } from '../../domain/enums/lot-work.ts';
import {
  WORKBENCH_MESSAGES,
  type BulkResult,
  type WorkbenchBulkBody,
  type WorkbenchBulkAnswer,
} from '../../domain/api/lot-workbench.ts';
import { canSeeProject, isProjectAdmin } from '../../domain/roles.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { lots } from '../db/schema/index.ts';
import { moveLotsToPhaseTwo, setLotsStatus } from '../lots/service.ts';
import { inSlicedTransactions, writeSlice } from '../db/slices.ts';
import { assignLots } from './assign.ts';

/**
 * The workbench's bulk actions (docs/screens.md#screens): the lot status (docs/states.md#states),
 * the move to phase 2 (docs/states.md#phases), through the same services as the lot screen and
 * the phase box, and who is assigned a lot's field work (./assign.ts). Each lot is checked first on its own project: a lot the caller cannot see is
 * "não encontrado", one in a project where they are not admin is refused with the reason, and
 * the others change together in one transaction (all of them or none) on PostgreSQL, a slice
 * of them a transaction on the embedded database (server/db/slices.ts: 500 lots in one held
 * every other query 126–221 ms). The answer lists every lot with its outcome, so nothing is
 * skipped silently.
 */
export async function runBulk(
  db: Db,
  user: CurrentUser,
  body: WorkbenchBulkBody,
  engine: 'pglite' | 'postgres',
  exec: (sql: string) => Promise<void>,
): Promise<WorkbenchBulkAnswer> {
  const ids = [...new Set(body.lot_ids)];
  const found = new Map(
    (
      await db
        .select({ id: lots.id, project_id: lots.project_id, status: lots.status, project_phase: lots.project_phase })
        .from(lots)
        .where(inArray(lots.id, ids))
    ).map((row) => [row.id, row]),
  );
  const results = new Map<number, BulkResult>();
  const allowed: number[] = [];
  for (const id of ids) {
    const lot = found.get(id);
    if (!lot || !canSeeProject(user, lot.project_id))
      results.set(id, { id, ok: false, message: WORKBENCH_MESSAGES.lotNotFound });
    else if (!isProjectAdmin(user, lot.project_id))
      results.set(id, { id, ok: false, message: WORKBENCH_MESSAGES.lotForbidden });
    else allowed.push(id);
  }

  if (allowed.length) {
    await inSlicedTransactions(db, allowed, writeSlice(engine), async (tx, slice) => {
      if (body.action === 'status') {
        const message = `Status alterado para: ${labelOf(LOT_STATUSES, body.status)}`;
        const { found: there, changed } = await setLotsStatus(tx, user, slice, body.status as LotStatus);
        const [present, moved] = [new Set(there), new Set(changed)];
        for (const id of slice)
          results.set(
            id,
            // Deleted since it was checked: said, as every lot's outcome is.
            !present.has(id)
              ? { id, ok: false, message: WORKBENCH_MESSAGES.lotNotFound }
              : { id, ok: true, message: moved.has(id) ? message : `${message} (já estava)` },
          );
      } else if (body.action === 'assign') {
        for (const result of await assignLots(tx, user, slice, body.work as LotWork, body.user_sub))
          results.set(result.id, result);
      } else {
        await moveLotsToPhaseTwo(tx, user, slice, engine, exec);
        for (const id of slice) {
          const already = found.get(id)?.project_phase === 2;
          results.set(id, { id, ok: true, message: already ? 'Já estava na etapa 2' : 'Movido para a etapa 2' });
        }
      }
    });
  }
  const ordered = ids.map((id) => results.get(id)!);
  const done = ordered.filter((r) => r.ok).length;
  return { action: body.action, done, refused: ordered.length - done, results: ordered };
}
