import type { Writable } from 'node:stream';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { todayInBrasilia } from '../../../domain/procedure/calendar.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { lots, notifiedParties, procedureEvents, projects } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { letterheadLines } from '../../reports/letterhead-text.ts';
import { cityLogo, reportSettings } from '../../reports/settings.ts';
import {
  COMPOSITION_NEEDS_REASONS,
  goesToComposition,
  isImpugnationDecision as isDecision,
  REJECTION_NEEDS_GROUNDS,
  REJECTION_NEEDS_REASONS,
} from '../../../domain/procedure/parties.ts';
import { classificationRefusal, type ClassificationFacts } from './classification.ts';
import { commitmentRefusal, type CommitmentFacts } from './commitment.ts';
import type { LetterParty } from './content.ts';
import type { NoticeDocument } from './pdf.ts';

/** The PDF writer (pdfkit and its fonts) loads with the first letter, not with the API at start. */
const pdf = () => import('./pdf.ts');

/**
 * The notification letters and the edital of a project's notified parties (issue 16 part 2):
 * what the routes of server/http/notices.ts answer, drawn in a render worker (server/render) and
 * streamed into `out` once their queries are done, so a 404 or 409 is still the route's answer.
 * The caller has checked the project.
 */
const columns = {
  id: notifiedParties.id,
  role: notifiedParties.role,
  name: notifiedParties.name,
  document: notifiedParties.document,
  address: notifiedParties.address,
  registry_ref: notifiedParties.registry_ref,
};

async function noticeDocument(ctx: { db: Db; config: Config }, projectId: number, now: Date): Promise<NoticeDocument> {
  const [project] = await ctx.db
    .select({ name: projects.name, city: projects.city, state: projects.state })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) throw notFound();
  const s = await reportSettings(ctx.db, projectId);
  // The edital's summary of the area (art. 24 § 5º): the lots' bairros and how many lots and quadras.
  const [area] = await ctx.db
    .select({
      lots: sql<number>`count(*)::int`,
      blocks: sql<number>`count(distinct ${lots.block_id})::int`,
      bairros: sql<
        string[] | null
      >`(array_agg(distinct nullif(trim(${lots.bairro}), '') order by nullif(trim(${lots.bairro}), '')) filter (where nullif(trim(${lots.bairro}), '') is not null))[1:8]`,
    })
    .from(lots)
    .where(eq(lots.project_id, projectId));
  return {
    municipality: {
      city: project.city ?? '',
      state: project.state ?? '',
      cnpj: s?.city_cnpj ?? null,
      address: s?.city_adress ?? null,
      mayor: s?.city_mayor_name ?? null,
      mayorSex: s?.city_mayor_sex ?? null,
      logo: await cityLogo(ctx.db, ctx.config, s),
      letterhead: letterheadLines(project, s),
    },
    nucleo: {
      name: project.name,
      originRegistration: s?.origin_registration ?? null,
      originRegistryOffice: s?.origin_registry_office ?? null,
      adminProcess: s?.city_admin_process ?? null,
      neighbourhoods: area?.bairros ?? [],
      lots: area?.lots ?? 0,
      blocks: area?.blocks ?? 0,
    },
    today: todayInBrasilia(now),
  };
}

/** One party's name, for the letter's file name; 404 when the party is not the project's (as an unknown id). */
export async function partyName(db: Db, projectId: number, partyId: number): Promise<string> {
  const [party] = await db
    .select({ name: notifiedParties.name })
    .from(notifiedParties)
    .where(and(eq(notifiedParties.project_id, projectId), eq(notifiedParties.id, partyId)));
  if (!party) throw notFound('Notificado não encontrado');
  return party.name;
}

/**
 * The letters of the given parties (all of the project's when `ids` is absent), one per page, into
 * `out`; resolves with the page count. 404 when an id is not the project's party.
 */
export async function writeLetters(
  ctx: { db: Db; config: Config },
  projectId: number,
  ids: readonly number[] | undefined,
  out: Writable,
  now = new Date(),
): Promise<number> {
  const parties: LetterParty[] = await ctx.db
    .select(columns)
    .from(notifiedParties)
    .where(and(eq(notifiedParties.project_id, projectId), ids ? inArray(notifiedParties.id, [...ids]) : undefined))
    .orderBy(asc(notifiedParties.name), asc(notifiedParties.id));
  if (ids && parties.length !== new Set(ids).size)
    throw notFound(ids.length === 1 ? 'Notificado não encontrado' : 'Notificado não encontrado neste projeto');
  if (!parties.length) throw conflict('Nenhum notificado cadastrado neste projeto');
  const { lettersPdf } = await pdf();
  return lettersPdf(await noticeDocument(ctx, projectId, now), parties, out);
}

/**
 * The edital for the parties marked to be notified by edital: not found or refused the letter
 * (notice_method "edital", art. 24 §5, I e II), whether or not its publication date is recorded.
 */
export async function writeEdital(
  ctx: { db: Db; config: Config },
  projectId: number,
  out: Writable,
  now = new Date(),
): Promise<number> {
  const parties = await ctx.db
    .select(columns)
    .from(notifiedParties)
    .where(and(eq(notifiedParties.project_id, projectId), eq(notifiedParties.notice_method, 'edital')))
    .orderBy(asc(notifiedParties.name), asc(notifiedParties.id));
  if (!parties.length)
    throw conflict(
      'Nenhum notificado marcado para edital: registre em "Registrar" a forma "Edital" para quem não foi encontrado ou recusou a notificação',
    );
  const { editalPdf } = await pdf();
  return editalPdf(await noticeDocument(ctx, projectId, now), parties, out);
}

/**
 * The notice of the decision on one party's impugnação (art. 24, §§ 3º, 7º, 10), into `out`; 404 when
 * the party is not the project's, 409 while no decision is recorded, or a rejection has no reasons or
 * no hypothesis of § 12 (one recorded before they were asked): a rejection notified without them is
 * an act the impugnante cannot answer (§§ 10 e 12), so it is never printed. Nor is a decision that
 * sends the impugnação to composition (§ 7º) without saying what was not accepted.
 */
export async function writeDecision(
  ctx: { db: Db; config: Config },
  projectId: number,
  partyId: number,
  out: Writable,
  now = new Date(),
): Promise<number> {
  const [party] = await ctx.db
    .select({
      ...columns,
      impugnation_on: notifiedParties.impugnation_on,
      decision: notifiedParties.decision,
      decision_reasons: notifiedParties.decision_reasons,
      decision_grounds: notifiedParties.decision_grounds,
    })
    .from(notifiedParties)
    .where(and(eq(notifiedParties.project_id, projectId), eq(notifiedParties.id, partyId)));
  if (!party) throw notFound('Notificado não encontrado');
  const { impugnation_on, decision } = party;
  if (!impugnation_on || !isDecision(decision))
    throw conflict('Registre a impugnação e a decisão sobre ela antes de gerar a notificação da decisão');
  if (decision === 'rejeitada' && !party.decision_reasons?.trim()) throw conflict(REJECTION_NEEDS_REASONS);
  if (goesToComposition(decision) && !party.decision_reasons?.trim()) throw conflict(COMPOSITION_NEEDS_REASONS);
  if (decision === 'rejeitada' && !party.decision_grounds?.length) throw conflict(REJECTION_NEEDS_GROUNDS);
  const { decisionPdf } = await pdf();
  return decisionPdf(await noticeDocument(ctx, projectId, now), { ...party, impugnation_on, decision }, out);
}

/**
 * The project's termo de compromisso (Decreto 9.310/2018 art. 3º, V and § 2º; art. 30, IX and X;
 * art. 21, § 1º) into `out`: 409 when the settings declare the infrastructure complete (art. 30,
 * § 1º dispenses it), or lack the cronograma, or in Reurb-E those responsible (commitment.ts).
 */
export async function writeCommitment(
  ctx: { db: Db; config: Config },
  projectId: number,
  out: Writable,
  now = new Date(),
): Promise<number> {
  const [project] = await ctx.db
    .select({ reurbModality: projects.reurb_modality })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) throw notFound();
  const s = await reportSettings(ctx.db, projectId);
  const facts: CommitmentFacts = {
    reurbModality: project.reurbModality ?? null,
    responsible: s?.works_responsible ?? null,
    schedule: s?.works_schedule ?? null,
    infrastructureComplete: s?.infrastructure_complete === true,
  };
  const refusal = commitmentRefusal(facts);
  if (refusal) throw conflict(refusal);
  const { commitmentPdf } = await pdf();
  return commitmentPdf(await noticeDocument(ctx, projectId, now), facts, out);
}

/**
 * The declaration that the núcleo is Reurb-S (Decreto 9.310/2018 art. 53, § 3º), from the latest
 * classification recorded in the project's procedure; a 409 says why it cannot be issued.
 */
export async function writeClassification(
  ctx: { db: Db; config: Config },
  projectId: number,
  out: Writable,
  now = new Date(),
): Promise<number> {
  const [event] = await ctx.db
    .select({
      modality: procedureEvents.modality,
      actNumber: procedureEvents.act_number,
      date: procedureEvents.date,
      automatic: procedureEvents.automatic,
    })
    .from(procedureEvents)
    .where(and(eq(procedureEvents.project_id, projectId), eq(procedureEvents.stage, 'classificacao')))
    .orderBy(desc(procedureEvents.id))
    .limit(1);
  const document = await noticeDocument(ctx, projectId, now);
  const facts: ClassificationFacts | null = event ?? null;
  const refusal = classificationRefusal(facts);
  if (refusal) throw conflict(refusal);
  const { classificationPdf } = await pdf();
  return classificationPdf(document, facts!, out);
}
