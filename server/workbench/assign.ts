import { and, eq, inArray, sql } from 'drizzle-orm';
import { WORKBENCH_MESSAGES, type BulkResult } from '../../domain/api/lot-workbench.ts';
import { labelOf } from '../../domain/enums/choice.ts';
import { LOT_WORKS, type LotWork } from '../../domain/enums/lot-work.ts';
import { isMdr } from '../../domain/enums/project.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { lotAssignments, lots, projectMembers, projects, users } from '../db/schema/index.ts';
import { recordHistory } from '../history/record.ts';
import { assignmentHistoryField } from '../lots/assignments.ts';

/**
 * The workbench's "Atribuir responsável" (issue 18 part 5) on the lots the caller administers:
 * sets (or, with no user, ends) who is assigned one piece of field work of each lot. A lot is
 * refused with its reason when its project has no such work (benfeitorias: MDR projects only)
 * or when the person is not a member of its project; the others change in the caller's
 * transaction, each with a line in the lot history.
 */
export async function assignLots(
  tx: Db,
  user: CurrentUser,
  lotIds: readonly number[],
  work: LotWork,
  assigneeSub: string | null,
): Promise<BulkResult[]> {
  const rows = await tx
    .select({
      id: lots.id,
      name: lots.name,
      project_id: lots.project_id,
      project_class: projects.project_class,
      current_id: lotAssignments.user_id,
      current_name: sql<
        string | null
      >`(select coalesce(u.name, u.email) from users u where u.id = ${lotAssignments.user_id})`,
    })
    .from(lots)
    .innerJoin(projects, eq(projects.id, lots.project_id))
    .leftJoin(lotAssignments, and(eq(lotAssignments.lot_id, lots.id), eq(lotAssignments.work, work)))
    .where(inArray(lots.id, [...lotIds]))
    .for('update', { of: lots });

  const [assignee] = assigneeSub
    ? await tx
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.sub, assigneeSub))
    : [];
  const assigneeId = assignee?.id ?? null;
  const assigneeName = assignee ? (assignee.name ?? assignee.email) : null;
  const memberOf = new Set(
    assigneeId
      ? (
          await tx
            .select({ project_id: projectMembers.projectId })
            .from(projectMembers)
            .where(eq(projectMembers.userId, assigneeId))
        ).map((m) => m.project_id)
      : [],
  );

  const workLabel = labelOf(LOT_WORKS, work);
  const field = assignmentHistoryField(work);
  const results: BulkResult[] = [];
  for (const lot of rows) {
    if (work === 'benfeitorias' && !isMdr(lot.project_class)) {
      results.push({ id: lot.id, ok: false, message: WORKBENCH_MESSAGES.workNotInProject });
      continue;
    }
    if (assigneeSub && !assignee) {
      results.push({ id: lot.id, ok: false, message: WORKBENCH_MESSAGES.assigneeNotFound });
      continue;
    }
    if (assigneeId && !memberOf.has(lot.project_id)) {
      results.push({ id: lot.id, ok: false, message: WORKBENCH_MESSAGES.assigneeNotMember(assigneeName!) });
      continue;
    }
    const done = assigneeId ? `${workLabel}: atribuído a ${assigneeName}` : `${workLabel}: sem responsável`;
    if ((lot.current_id ?? null) === assigneeId) {
      results.push({ id: lot.id, ok: true, message: `${done} (já estava)` });
      continue;
    }
    if (assigneeId)
      await tx
        .insert(lotAssignments)
        .values({ lot_id: lot.id, work, user_id: assigneeId, assigned_by: user.id })
        .onConflictDoUpdate({
          target: [lotAssignments.lot_id, lotAssignments.work],
          set: { user_id: assigneeId, assigned_by: user.id, assigned_at: sql`now()` },
        });
    else await tx.delete(lotAssignments).where(and(eq(lotAssignments.lot_id, lot.id), eq(lotAssignments.work, work)));
    await recordHistory(tx, user, [
      {
        lotId: lot.id,
        projectId: lot.project_id,
        entity: 'lot',
        entityId: lot.id,
        entityLabel: lot.name,
        action: 'updated',
        changes: [{ field, from: lot.current_name, to: assigneeName }],
      },
    ]);
    results.push({ id: lot.id, ok: true, message: done });
  }
  return results;
}
