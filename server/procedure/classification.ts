import { and, desc, eq, sql } from 'drizzle-orm';
import { todayInBrasilia, windowClosedOn } from '../../domain/procedure/calendar.ts';
import { stageDeadlines } from '../../domain/procedure/deadlines.ts';
import { stageMove, type ProcedureStage } from '../../domain/procedure/stages.ts';
import type { ReurbModality } from '../../domain/enums/project.ts';
import type { Db } from '../db/connection.ts';
import { procedureEvents, projects } from '../db/schema/index.ts';
import { projectCalendar } from './parties.ts';
import { nextVersion } from '../history/version.ts';
import type { Conn } from '../lots/conn.ts';

/**
 * The project takes the modality its classification act decides (Decreto 9.310/2018 art. 23, I, or
 * the fixation of § 3º): the CRF and the títulos declare the project's modality (art. 38, III), so
 * recording the act is what changes it, in the act's transaction, and a project already at that
 * modality is left as it is (no new version). A later change by hand that departs from the act is
 * refused at emission (domain/legal/rules.ts, modalidade-classificada).
 */
export async function adoptClassifiedModality(
  tx: Conn,
  projectId: number,
  modality: ReurbModality,
  userId: number | null,
): Promise<void> {
  await tx
    .update(projects)
    .set({
      reurb_modality: modality,
      updated_at: sql`now()`,
      updated_by: userId,
      version: nextVersion(projects.version),
    })
    .where(and(eq(projects.id, projectId), sql`${projects.reurb_modality} is distinct from ${modality}`));
}

export const AUTOMATIC_CLASSIFICATION_NOTE =
  'Fixação automática da modalidade indicada no requerimento, por inércia do Município no prazo de 180 dias ' +
  '(Lei 13.465/2017, art. 30, § 3º; Decreto 9.310/2018, art. 23, § 3º), sem prejuízo de revisão futura por estudo técnico.';

/** Stages from which the automatic classification moves the procedure forward. */
const BEFORE_CLASSIFICATION: ProcedureStage[] = ['requerimento', 'instauracao'];

/**
 * Records the automatic classification of art. 30 §3 (the daily job): a project still before
 * classification whose 180 days since the requerimento passed gets, dated the first day after
 * the window, a system event with the modality the requerimento asked for, and the procedure
 * goes on from there; a requerimento that asked for none gets no event. Only a project still at
 * requerimento or instauração is touched: one that moved past classification (with a reason), or
 * whose request was refused, keeps its clock as it is, since no automatic event should rewrite a
 * later stage. The project row is locked and the state read
 * again inside the transaction, so overlapping runs record it once.
 */
export async function fixOverdueClassifications(db: Db, now = new Date()): Promise<number> {
  const today = todayInBrasilia(now);
  const latest = await db
    .selectDistinctOn([procedureEvents.project_id], {
      project_id: procedureEvents.project_id,
      stage: procedureEvents.stage,
    })
    .from(procedureEvents)
    .orderBy(procedureEvents.project_id, desc(procedureEvents.id));
  const waiting = latest
    .filter((r) => BEFORE_CLASSIFICATION.includes(r.stage as ProcedureStage))
    .map((r) => r.project_id);
  let fixed = 0;
  for (const projectId of waiting) {
    fixed += await db.transaction(async (tx) => {
      await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
      const events = await tx
        .select()
        .from(procedureEvents)
        .where(eq(procedureEvents.project_id, projectId))
        .orderBy(procedureEvents.id);
      const current = events.at(-1)?.stage as ProcedureStage | undefined;
      if (!current || !BEFORE_CLASSIFICATION.includes(current)) return 0;
      const requerimento = events.findLast((e) => e.stage === 'requerimento');
      // Art. 23, § 3º fixes "a modalidade ... indicada pelo legitimado em seu requerimento": one
      // that indicated none leaves nothing to fix, and the overdue clock stays as the warning that
      // the Município must classify or refuse the request (§ 2º) instead of a classification no one made.
      if (!requerimento?.modality) return 0;
      const calendar = await projectCalendar(tx, projectId);
      const clock = stageDeadlines([requerimento], calendar, today)[0];
      if (!clock || clock.state !== 'overdue') return 0;
      await tx.insert(procedureEvents).values({
        project_id: projectId,
        stage: 'classificacao',
        date: windowClosedOn(clock.due_on),
        move: stageMove(current, 'classificacao'),
        modality: requerimento.modality as ReurbModality,
        note: AUTOMATIC_CLASSIFICATION_NOTE,
        automatic: true,
      });
      await adoptClassifiedModality(tx, projectId, requerimento.modality as ReurbModality, null);
      return 1;
    });
  }
  return fixed;
}
