import { and, asc, count, eq, inArray, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { formatDate } from '../../domain/validation/dates.ts';
import { todayInBrasilia, windowClosedOn, type ClockCalendar } from '../../domain/procedure/calendar.ts';
import type { partyBody, partyProgressBody } from '../../domain/procedure/parties.ts';
import {
  COMPOSITION_NEEDS_REASONS,
  COMPOSITION_NEEDS_RESULT,
  goesToComposition,
  partyWindows,
  REJECTION_NEEDS_GROUNDS,
  REJECTION_NEEDS_REASONS,
} from '../../domain/procedure/parties.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Config } from '../config.ts';
import { dateArray, intArray } from '../db/arrays.ts';
import type { Db } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';
import { notifiedParties, procedureHolidays } from '../db/schema/index.ts';
import { attachFileObjects } from '../files/file-objects.ts';
import { linkFiles } from '../files/link.ts';
import { conflict, HttpError, notFound } from '../errors.ts';
import type { Conn } from '../lots/conn.ts';
import { likePattern, pageOf, totalOf, totalOver } from '../db/paging.ts';
import { everyWord } from '../projects/search.ts';
import { PARTIES_PAGE_MAX } from '../../domain/procedure/api.ts';

type PartyRow = typeof notifiedParties.$inferSelect;

/** The municipal holidays of a project, for its clocks. */
export async function projectCalendar(conn: Conn, projectId: number): Promise<ClockCalendar> {
  const rows = await conn
    .select({ date: procedureHolidays.date })
    .from(procedureHolidays)
    .where(eq(procedureHolidays.project_id, projectId));
  return { municipalHolidays: rows.map((r) => r.date) };
}

/** A CPF or CNPJ as typed ("529.982.247-25", "11.222.333"): its digits, for the stored digits. */
const documentDigits = (word: string) => (/^[\d./-]+$/.test(word) ? word.replace(/\D/g, '') : '');

/**
 * `q` on the parties: every word in the name, the matrícula or transcrição, the address or the
 * role ('confrontante'), ignoring case and accents, or, typed as digits with or without the
 * CPF's or CNPJ's dots, in the CPF/CNPJ.
 */
const partySearch = (q: string | undefined) =>
  everyWord(q, (pattern, word) => {
    const digits = documentDigits(word);
    return or(
      ...[notifiedParties.name, notifiedParties.registry_ref, notifiedParties.address, notifiedParties.role].map(
        (column) => sql`${column} ~* ${pattern}`,
      ),
      digits ? like(notifiedParties.document, likePattern(digits)) : undefined,
    );
  });

/** Which parties: a page of `count`, in the order they were registered, searched by `q`. */
export type PartiesQuery = { page: number; count: number; q?: string };
/** What the POST and PATCH answer with, as a GET without page and count: the first 1000. */
export const FIRST_PARTIES: PartiesQuery = { page: 1, count: PARTIES_PAGE_MAX };

/**
 * The project's notified parties with their two windows (art. 24, §§ 1º and 10) on today: a
 * page of them and their total. A project of a loteamento's thousands of matrículas notifies as
 * many titulares (art. 24, caput and § 1º); the screen asks 20 at a time.
 */
export async function listParties(
  ctx: { db: Db; config: Config },
  projectId: number,
  query: PartiesQuery = FIRST_PARTIES,
  now = new Date(),
) {
  const condition = and(eq(notifiedParties.project_id, projectId), partySearch(query.q));
  const { limit, offset } = pageOf(query);
  const found = await ctx.db
    .select({ party: notifiedParties, total: totalOver() })
    .from(notifiedParties)
    .where(condition)
    .orderBy(asc(notifiedParties.id))
    .limit(limit)
    .offset(offset);
  const countAll = async () =>
    Number((await ctx.db.select({ total: count() }).from(notifiedParties).where(condition))[0].total);
  const total = await totalOf(found, offset, countAll);
  const calendar = await projectCalendar(ctx.db, projectId);
  const today = todayInBrasilia(now);
  const withFiles = await attachFileObjects(
    ctx,
    found.map((r) => r.party),
    ['impugnation_file_id'],
  );
  const data = withFiles.map(({ project_id: _p, created_by: _c, created_at, ...row }) => ({
    ...row,
    created_at: created_at.toISOString(),
    ...partyWindows(row, calendar, today),
  }));
  return { data, total };
}

export async function createParty(db: Db, user: CurrentUser, projectId: number, body: z.output<typeof partyBody>) {
  const [row] = await db
    .insert(notifiedParties)
    .values({ ...body, project_id: projectId, created_by: user.id })
    .returning({ id: notifiedParties.id });
  return row.id;
}

/** The project of a party, or null when it does not exist (the route then answers 404). */
export async function partyProject(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .select({ project_id: notifiedParties.project_id })
    .from(notifiedParties)
    .where(eq(notifiedParties.id, id));
  return row?.project_id ?? null;
}

const bad = (errors: Record<string, string>) => new HttpError(400, 'Confira o andamento da notificação', errors);

/**
 * Records the next steps of a party's notice (issue 16 part 2): the AR or edital date, the
 * impugnação (within the 30 days, Decreto 9.310/2018 art. 24 §1), the decision and its notice,
 * the appeal (within the 15 days of art. 24 §10). Each step needs the one before; no date is
 * in the future. After the system recorded a window as closed in silence, the step it closed
 * can no longer be entered (409): that would rewrite a tacit agreement the Reurb relied on.
 * Reading, a choice: an impugnação dated after its window is refused with its end date, so a
 * late paper is kept as a note, not as a timely impugnação.
 */
export async function updateParty(
  db: Db,
  user: CurrentUser,
  id: number,
  projectId: number,
  body: z.output<typeof partyProgressBody>,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(notifiedParties).where(eq(notifiedParties.id, id)).for('update');
    if (!row) throw notFound();
    const next: PartyRow = { ...row };
    for (const [key, value] of Object.entries(body))
      if (value !== undefined) (next as Record<string, unknown>)[key] = value;
    const today = todayInBrasilia();
    const errors: Record<string, string> = {};
    for (const key of [
      'notified_on',
      'impugnation_on',
      'decision_notified_on',
      'appeal_on',
      'appeal_resolved_on',
      'composition_resolved_on',
    ] as const)
      if (next[key] && next[key]! > today) errors[key] = 'A data não pode estar no futuro';
    if (next.notified_on && !next.notice_method) errors.notice_method = 'Informe se foi por AR ou por edital';
    const calendar = await projectCalendar(tx, projectId);
    const w = partyWindows(next, calendar, today);
    if (next.impugnation_on) {
      if (!next.notified_on) errors.impugnation_on = 'Registre antes a data da notificação';
      else if (next.impugnation_on < next.notified_on)
        errors.impugnation_on = 'A impugnação não pode ser anterior à notificação';
      else if (w.impugnation_due_on && next.impugnation_on > w.impugnation_due_on)
        errors.impugnation_on = `Impugnação fora do prazo de 30 dias (terminou em ${formatDate(w.impugnation_due_on)})`;
    }
    if (next.decision && !next.impugnation_on) errors.decision = 'Não há impugnação a decidir';
    if (next.decision_reasons && !next.decision) errors.decision_reasons = 'Registre antes a decisão';
    // Art. 24, § 10: the unfounded impugnação is rejected "por meio de ato fundamentado do qual
    // constem as razões"; a rejection without them is an act the impugnante cannot contest.
    if (next.decision === 'rejeitada' && !next.decision_reasons) errors.decision_reasons = REJECTION_NEEDS_REASONS;
    // Art. 24, §§ 10 e 12: only the unfounded impugnação is rejected, and § 12 says which is unfounded.
    if (next.decision === 'rejeitada' && !next.decision_grounds?.length)
      errors.decision_grounds = REJECTION_NEEDS_GROUNDS;
    if (next.decision !== 'rejeitada' && next.decision_grounds?.length)
      errors.decision_grounds = 'As hipóteses do art. 24, § 12 fundamentam apenas a rejeição da impugnação';
    if (next.decision_notified_on && !next.decision) errors.decision_notified_on = 'Registre antes a decisão';
    if (next.decision_notified_on && next.impugnation_on && next.decision_notified_on < next.impugnation_on)
      errors.decision_notified_on = 'A decisão não pode ser anterior à impugnação';
    if (next.appeal_on) {
      if (next.decision !== 'rejeitada' || !next.decision_notified_on)
        errors.appeal_on = 'Só cabe recurso contra a rejeição notificada da impugnação';
      else if (next.appeal_on < next.decision_notified_on)
        errors.appeal_on = 'O recurso não pode ser anterior à decisão';
      else if (w.appeal_due_on && next.appeal_on > w.appeal_due_on)
        errors.appeal_on = `Recurso fora do prazo de 15 dias (terminou em ${formatDate(w.appeal_due_on)})`;
    }
    // Art. 24, § 11, and art. 27, § 2º: the appeal ends in a consensus reduced to a term, in the
    // composition of the conflict or in the Município's decision; the rule of the emissions
    // (notificacoes-resolvidas) waits for it, so it is recorded with its date and how.
    if (next.appeal_resolved_on || next.appeal_resolution) {
      if (!next.appeal_on) errors.appeal_resolved_on = 'Não há recurso a resolver';
      else if (!next.appeal_resolved_on) errors.appeal_resolved_on = 'Informe a data da resolução do recurso';
      else if (next.appeal_resolved_on < next.appeal_on)
        errors.appeal_resolved_on = 'A resolução não pode ser anterior ao recurso';
      if (next.appeal_on && !next.appeal_resolution)
        errors.appeal_resolution =
          'Informe como o recurso foi resolvido: o acordo reduzido a termo (Decreto nº 9.310/2018, art. 27, § 2º), a composição do conflito ou a decisão do Município (art. 24, § 11)';
    }
    // Art. 24, §§ 3º e 7º: an impugnação not accepted, in whole or in part, goes to the extrajudicial
    // composition of conflicts; the decision says what was not accepted, and the composition's end
    // (a term of agreement conditions the CRF, art. 27, § 2º) is what the emissions wait for.
    if (goesToComposition(next.decision) && !next.decision_reasons) errors.decision_reasons = COMPOSITION_NEEDS_REASONS;
    if (next.composition_resolved_on || next.composition_resolution) {
      if (!goesToComposition(next.decision))
        errors.composition_resolved_on = 'A impugnação não foi à composição de conflitos (art. 24, § 7º)';
      else if (!next.composition_resolved_on) errors.composition_resolved_on = 'Informe a data do fim da composição';
      else if (next.impugnation_on && next.composition_resolved_on < next.impugnation_on)
        errors.composition_resolved_on = 'A composição não pode terminar antes da impugnação';
      if (goesToComposition(next.decision) && !next.composition_resolution)
        errors.composition_resolution = COMPOSITION_NEEDS_RESULT;
    }
    if (Object.keys(errors).length) throw bad(errors);
    const changed = (k: keyof PartyRow) => next[k] !== row[k];
    if (row.tacit_agreement_on && (changed('notified_on') || changed('impugnation_on') || changed('notice_method')))
      throw conflict(
        `O prazo de impugnação terminou sem manifestação e a anuência tácita foi registrada em ${formatDate(row.tacit_agreement_on)} (Lei 13.465/2017, art. 31, § 6º)`,
      );
    if (row.appeal_window_closed_on && changed('appeal_on'))
      throw conflict(`O prazo de recurso terminou em ${formatDate(row.appeal_window_closed_on)} sem recurso`);
    await linkFiles(tx as unknown as Db, user, projectId, { impugnation_file_id: body.impugnation_file_id });
    const { id: _id, project_id: _p, created_at: _c, created_by: _b, ...values } = next;
    await tx.update(notifiedParties).set(values).where(eq(notifiedParties.id, id));
  });
}

/**
 * Closes the windows that ended in silence, across every project (the daily job): a party
 * notified whose 30 days passed without impugnação gets its tacit agreement recorded (Lei
 * 13.465/2017 art. 31 §6; Decreto 9.310/2018 art. 24 §6) on the first day after the window;
 * a rejected impugnant who did not appeal within 15 days gets the appeal window closed (art.
 * 24 §10). Each update is guarded by the column still being null, so runs that overlap (two
 * workers) record each fact once. Answers how many were recorded. `projectId` keeps it to
 * one project (the demo seed, which must not touch the others' parties at its own date).
 */
export async function closePartyWindows(
  db: Db,
  now = new Date(),
  projectId?: number,
): Promise<{ tacit: number; appeal: number }> {
  const today = todayInBrasilia(now);
  const open = await db
    .select()
    .from(notifiedParties)
    .where(
      and(
        projectId === undefined ? undefined : eq(notifiedParties.project_id, projectId),
        or(
          and(
            isNotNull(notifiedParties.notified_on),
            isNull(notifiedParties.impugnation_on),
            isNull(notifiedParties.tacit_agreement_on),
          ),
          and(
            eq(notifiedParties.decision, 'rejeitada'),
            isNotNull(notifiedParties.decision_notified_on),
            isNull(notifiedParties.appeal_on),
            isNull(notifiedParties.appeal_window_closed_on),
          ),
        ),
      ),
    );
  const projectIds = [...new Set(open.map((p) => p.project_id))];
  const holidays = projectIds.length
    ? await db.select().from(procedureHolidays).where(inArray(procedureHolidays.project_id, projectIds))
    : [];
  const holidaysOf = Map.groupBy(holidays, (h) => h.project_id);
  const tacit: { id: number; day: string }[] = [];
  const appeal: { id: number; day: string }[] = [];
  for (const p of open) {
    const calendar = { municipalHolidays: (holidaysOf.get(p.project_id) ?? []).map((h) => h.date) };
    const w = partyWindows(p, calendar, today);
    if (w.impugnation_state === 'overdue' && w.impugnation_due_on && !p.impugnation_on)
      tacit.push({ id: p.id, day: windowClosedOn(w.impugnation_due_on) });
    if (w.appeal_state === 'overdue' && w.appeal_due_on && !p.appeal_on)
      appeal.push({ id: p.id, day: windowClosedOn(w.appeal_due_on) });
  }
  // One statement for each kind, whatever the number: an edital notifies a loteamento's parties on
  // the same day, and their windows then close on the same day too (2,000 statements, one a party).
  // A party answered meanwhile keeps its answer (the same conditions as before, per row).
  const close = async (
    column: 'tacit_agreement_on' | 'appeal_window_closed_on',
    answer: 'impugnation_on' | 'appeal_on',
    list: typeof tacit,
  ) => {
    if (!list.length) return 0;
    const done = await db.execute(sql`
      update ${notifiedParties} set ${sql.identifier(column)} = v.day
      from unnest(${intArray(list.map((c) => c.id))}, ${dateArray(list.map((c) => c.day))}) as v(id, day)
      where ${notifiedParties.id} = v.id and ${sql.identifier(column)} is null and ${sql.identifier(answer)} is null
      returning ${notifiedParties.id}`);
    return rowsOf(done).length;
  };
  return {
    tacit: await close('tacit_agreement_on', 'impugnation_on', tacit),
    appeal: await close('appeal_window_closed_on', 'appeal_on', appeal),
  };
}
