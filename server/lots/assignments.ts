import { and, eq, inArray } from 'drizzle-orm';
import type { LotWork } from '../../domain/enums/lot-work.ts';
import type { Db } from '../db/connection.ts';
import { lotAssignments, lots } from '../db/schema/index.ts';

/** The lot history's fields for an assignment (server/history/read.ts labels them). */
export const ASSIGNMENT_HISTORY_FIELDS: Record<string, string> = {
  responsavel_social: 'Responsável pelo cadastro social',
  responsavel_benfeitorias: 'Responsável pelas benfeitorias',
};

/** The history field of an assignment of this work. */
export const assignmentHistoryField = (work: LotWork): string => `responsavel_${work}`;

/**
 * A member leaving a project leaves the work they were assigned on its lots unassigned
 * (server/members/service.ts): an assignee is always a member of the lot's project.
 */
export async function endAssignmentsInProject(tx: Db, projectId: number, userId: number): Promise<void> {
  await tx
    .delete(lotAssignments)
    .where(
      and(
        eq(lotAssignments.user_id, userId),
        inArray(lotAssignments.lot_id, tx.select({ id: lots.id }).from(lots).where(eq(lots.project_id, projectId))),
      ),
    );
}
