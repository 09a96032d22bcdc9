import { asc, desc, eq } from 'drizzle-orm';
import {
  needsReason,
  stageDefinition,
  stageIndex,
  stageMove,
  type Legitimado,
  type ProcedureStage,
  type StageField,
  type StageMove,
} from '../../domain/procedure/stages.ts';
import { todayInBrasilia } from '../../domain/procedure/calendar.ts';
import type { ReurbModality } from '../../domain/enums/project.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { procedureEvents, projects, users } from '../db/schema/index.ts';
import { attachFileObjects } from '../files/file-objects.ts';
import { linkFiles } from '../files/link.ts';
import { HttpError } from '../errors.ts';
import type { Conn } from '../lots/conn.ts';
import { adoptClassifiedModality } from './classification.ts';

/** A stage event as the client sends it (already parsed by the route's schema). */
export interface StageInput {
  stage: ProcedureStage;
  date: string;
  act_number?: string | null;
  note?: string | null;
  reason?: string | null;
  requester?: string | null;
  legitimado?: Legitimado | null;
  modality?: ReurbModality | null;
  publication_date?: string | null;
  act_file_id?: number | null;
}

const FIELD_MESSAGES: Record<StageField, string> = {
  requester: 'Informe quem fez o requerimento',
  legitimado: 'Informe qual legitimado do art. 14 da Lei 13.465/2017 fez o requerimento',
  modality: 'Informe a modalidade da Reurb',
  publication_date: 'Informe a data de publicação',
};

export const REASON_NEEDED =
  'Voltar a uma etapa anterior, repetir ou pular etapas exige o motivo (ao menos 5 caracteres)';

type EventRow = typeof procedureEvents.$inferSelect;

/** The project's events in the order they were recorded (the history). */
export const eventRows = (conn: Conn, projectId: number): Promise<EventRow[]> =>
  conn.select().from(procedureEvents).where(eq(procedureEvents.project_id, projectId)).orderBy(asc(procedureEvents.id));

/** The stage the procedure is at: the latest event's, null before any. */
export async function currentStage(conn: Conn, projectId: number): Promise<ProcedureStage | null> {
  const [row] = await conn
    .select({ stage: procedureEvents.stage })
    .from(procedureEvents)
    .where(eq(procedureEvents.project_id, projectId))
    .orderBy(desc(procedureEvents.id))
    .limit(1);
  return (row?.stage as ProcedureStage | undefined) ?? null;
}

/** The timeline answer: the current stage and every event, oldest first, with the act's file. */
export async function procedureTimeline(ctx: { db: Db; config: Config }, projectId: number) {
  const rows = await eventRows(ctx.db, projectId);
  const withFiles = await attachFileObjects(ctx, rows, ['act_file_id']);
  return {
    current_stage: (rows.at(-1)?.stage as ProcedureStage | undefined) ?? null,
    data: withFiles.map(({ project_id: _p, user_id: _u, created_at, ...row }) => ({
      ...row,
      stage: row.stage as ProcedureStage,
      move: row.move as StageMove,
      created_at: created_at.toISOString(),
    })),
  };
}

/**
 * Records one stage act (issue 16 part 1). The project row is locked so two people recording
 * at once see each other's event when the move is judged. A departure from the legal order
 * needs a reason; the stage's own required facts (the requerimento's legitimado, the
 * classification's modality) must be there; the act's date cannot be in the future (the act
 * must have happened), and an uploaded act file becomes the project's.
 */
export async function recordStage(db: Db, user: CurrentUser, projectId: number, input: StageInput): Promise<number> {
  const definition = stageDefinition(input.stage);
  const errors: Record<string, string> = {};
  for (const field of definition.required)
    if (!input[field]?.trim())
      errors[field] = field === 'note' ? definition.requiredNote!.missing : FIELD_MESSAGES[field];
  const today = todayInBrasilia();
  if (input.date > today) errors.date = 'A data do ato não pode estar no futuro';
  if (input.publication_date && input.publication_date < input.date)
    errors.publication_date = 'A publicação não pode ser anterior ao ato';
  if (Object.keys(errors).length) throw new HttpError(400, 'Confira os dados da etapa', errors);

  return db.transaction(async (tx) => {
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
    const move = stageMove(await currentStage(tx, projectId), input.stage);
    const reason = input.reason?.trim() || null;
    if (needsReason(move) && (!reason || reason.length < 5))
      throw new HttpError(400, REASON_NEEDED, { reason: REASON_NEEDED });
    await linkFiles(tx as unknown as Db, user, projectId, { act_file_id: input.act_file_id });
    const only = (field: StageField) => (definition.fields.includes(field) ? (input[field] ?? null) : null);
    const [row] = await tx
      .insert(procedureEvents)
      .values({
        project_id: projectId,
        stage: input.stage,
        date: input.date,
        act_number: input.act_number?.trim() || null,
        note: input.note?.trim() || null,
        move,
        reason: needsReason(move) ? reason : null,
        requester: only('requester'),
        legitimado: only('legitimado') as Legitimado | null,
        modality: only('modality') as ReurbModality | null,
        publication_date: only('publication_date'),
        act_file_id: input.act_file_id ?? null,
        user_id: user.id,
        user_name: user.name || user.email,
      })
      .returning({ id: procedureEvents.id });
    const modality = only('modality') as ReurbModality | null;
    if (input.stage === 'classificacao' && modality) await adoptClassifiedModality(tx, projectId, modality, user.id);
    return row.id;
  });
}

/**
 * The "CRF emitida" stage read from the emission register (issue 16 part 1): when a CRF is
 * emitted (its register rows become valid, in the same transaction), a procedure still before
 * that stage moves to it, dated the emission's day, with the CRF's number as the act and the
 * emitting user. Automatic, so it needs no typed reason, as the art. 30 §3 classification.
 * A project already at the CRF or past it (a complementar CRF, Decreto 9.310/2018 art. 16 §7º)
 * keeps its stage: an automatic event never rewrites a later one.
 */
export async function recordCrfEmitted(
  tx: Conn,
  emission: { projectId: number; label: string; userId: number | null; date: string },
): Promise<void> {
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, emission.projectId)).for('update');
  const current = await currentStage(tx, emission.projectId);
  if (current && stageIndex(current) >= stageIndex('crf')) return;
  const [author] = emission.userId
    ? await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, emission.userId))
    : [];
  await tx.insert(procedureEvents).values({
    project_id: emission.projectId,
    stage: 'crf',
    date: emission.date,
    act_number: emission.label,
    note: CRF_EMITTED_NOTE,
    move: stageMove(current, 'crf'),
    automatic: true,
    user_id: emission.userId,
    user_name: author ? author.name || author.email : null,
  });
}

export const CRF_EMITTED_NOTE =
  'Registrada pela emissão da CRF no registro de emissões (Lei 13.465/2017, art. 41; Decreto 9.310/2018, art. 38).';
