import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';
import { projectInfo, selectLotIds, selectLots, type LotIds, type ProjectInfo } from './data.ts';
import { describeFilter } from './filter-text.ts';
import type { ReportFilter } from './filters.ts';
import { dateTime } from './format.ts';
import { TITLES, type ReportKind } from './kinds.ts';
import { cadastroSpec } from './pdf/cadastro-social.ts';
import { officialFacts } from './pdf/approval.ts';
import { crfPlan } from './pdf/crf.ts';
import { municipalityName } from './letterhead-text.ts';
import { openLogo } from './pdf/letterhead.ts';
import { residentsSpec } from './pdf/residents.ts';
import { memorialPlan } from './pdf/memorial.ts';
import { lotPlan, runReport } from './pdf/runner.ts';
import { measureObservations, socioeconomicSpec } from './pdf/socioeconomic.ts';
import type { DocumentStamp } from './pdf/stamp.ts';
import { titlesPdf } from './pdf/titulo.ts';
import { userAssignmentPlan } from './pdf/user-assignment.ts';
import { lotFilterSql } from './selection.ts';
import { cityLogo, reportSettings } from './settings.ts';
import { householdStats } from './stats.ts';
import { crfXlsx } from './xlsx/crf.ts';
import { cityAndUf } from '../../domain/reference/states.ts';

/**
 * What every generator is given — the projects (one, or a group's), the filter, where the
 * bytes go, a progress callback (the group job's bar) — and the dispatch by kind.
 */
export interface ReportRequest {
  db: Db;
  projectIds: number[];
  filter: ReportFilter;
  out: Writable;
  now?: Date;
  userId?: number;
  config?: Config;
  progress?: (fraction: number) => Promise<void> | void;
  /** Títulos and CRFs: the selection already made, and the emission's stamps or the minuta. */
  official?: OfficialMarks;
}

export interface OfficialMarks {
  selection?: LotIds;
  /** Títulos: each lot's number, code and QR. */
  stamps?: ReadonlyMap<number, DocumentStamp>;
  /** CRF: the document's. */
  stamp?: DocumentStamp;
  minuta?: { notes: string[] };
}

export interface Generated {
  pages?: number;
  rows?: number;
}

/** "Núcleo Esperança — Campinas/SP", or the group's projects. */
export function scopeOf(projects: readonly ProjectInfo[]): string {
  if (projects.length === 1) {
    const [p] = projects;
    const place = cityAndUf(p.city, p.state);
    return place ? `${p.name} — ${place}` : p.name;
  }
  return `${projects.length} projetos: ${projects.map((p) => p.name).join(', ')}`;
}

/** Distinct neighbourhoods of the selected lots (the CRF's location), at most 8. */
async function neighbourhoods(db: Db, filter: ReportFilter, projectIds: readonly number[]): Promise<string[]> {
  const result = await db.execute(sql`
    select bairro from (select distinct trim(l.bairro) as bairro from lots l where ${lotFilterSql(filter, projectIds)} and nullif(trim(l.bairro), '') is not null) b
    order by bairro collate "und-x-icu" limit 8`);
  return rowsOf<{ bairro: string }>(result).map((r) => r.bairro);
}

/** The streets bounding the blocks of the selected lots (the CRF's public areas, Decreto 9.310/2018 art. 51), by name. */
async function boundingStreets(db: Db, filter: ReportFilter, projectIds: readonly number[]): Promise<string[]> {
  const result = await db.execute(sql`
    select name from (select distinct trim(s.name) as name from streets s
      join block_streets bs on bs.street_id = s.id
      where bs.block_id in (select l.block_id from lots l where ${lotFilterSql(filter, projectIds)})
        and nullif(trim(s.name), '') is not null) x
    order by name collate "und-x-icu"`);
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

type LotKind = 'socioeconomic-report' | 'residents-report' | 'cadastro-social-report';

/** The lot-by-lot reports, of one project or a group's projects. */
export async function householdReport(request: ReportRequest, kind: LotKind): Promise<Generated> {
  const { db, filter, projectIds } = request;
  const now = request.now ?? new Date();
  const projects = await projectInfo(db, projectIds);
  const scope = scopeOf(projects);
  const title = filter.single_resident_only ? `${TITLES[kind]} — famílias de uma pessoa` : TITLES[kind];
  const pages = await runReport(request, title, async (doc) => {
    // The selection and the socio-economic figures are two statements that need nothing of each
    // other, and both come before the first page: asked together, on PostgreSQL they run side by
    // side on two connections (on PGlite they take turns, as before). Issue #19 goal 1, first
    // page at 10,000 lots: the selection ~110 ms, the figures ~200 ms, one after the other.
    const [selection, stats] = await Promise.all([
      selectLots(db, filter, projectIds, measureObservations(doc)),
      kind === 'socioeconomic-report' ? householdStats(db, filter, projectIds) : null,
    ]);
    const common = {
      selection,
      now,
      scope,
      group: projects.length > 1,
      filterText: describeFilter(filter),
      decoration: { title, subtitle: scope, generatedAt: dateTime(now) },
    };
    const spec =
      stats !== null
        ? socioeconomicSpec(doc, { ...common, stats })
        : kind === 'residents-report'
          ? residentsSpec(doc, common)
          : cadastroSpec(doc, common);
    return lotPlan(spec, db, selection, request.progress);
  });
  return { pages };
}

export async function userAssignmentReport(request: ReportRequest): Promise<Generated> {
  const now = request.now ?? new Date();
  const projects = await projectInfo(request.db, request.projectIds);
  const scope = scopeOf(projects);
  const title = TITLES['user-assignment-report'];
  const pages = await runReport(request, title, (doc) =>
    userAssignmentPlan(
      doc,
      request.db,
      {
        decoration: { title, subtitle: scope, generatedAt: dateTime(now) },
        scope,
        filterText: describeFilter(request.filter),
        filter: request.filter,
        projectIds: request.projectIds,
      },
      request.progress,
    ),
  );
  return { pages };
}

/** The CRF of one project, as a PDF or a spreadsheet (numbered and registered by server/emissions). */
export async function crfReport(request: ReportRequest, format: 'pdf' | 'xlsx'): Promise<Generated> {
  const { db, filter, projectIds } = request;
  const now = request.now ?? new Date();
  const [project] = await projectInfo(db, projectIds);
  const settings = await reportSettings(db, project.id);
  const places = await neighbourhoods(db, filter, projectIds);
  const streets = await boundingStreets(db, filter, projectIds);
  const official = request.official ?? {};
  if (format === 'xlsx') {
    const selection = official.selection ?? (await selectLotIds(db, filter, projectIds));
    return crfXlsx(request, {
      selection,
      project,
      settings,
      neighbourhoods: places,
      streets,
      approval: (await officialFacts(db, project.id)).approval,
      now,
      stamp: official.stamp,
      minuta: official.minuta,
    });
  }
  const title = TITLES['cert-reg-fund'];
  const facts = await officialFacts(db, project.id);
  const logo = request.config ? await cityLogo(db, request.config, settings) : null;
  const pages = await runReport(
    request,
    title,
    async (doc) => {
      const selection = official.selection ?? (await selectLotIds(db, filter, projectIds));
      return crfPlan(
        doc,
        db,
        {
          selection,
          project,
          settings,
          neighbourhoods: places,
          streets,
          facts,
          logo: openLogo(doc, logo),
          now,
          stamp: official.stamp,
          minuta: official.minuta,
        },
        request.progress,
      );
    },
    'portrait',
    { author: municipalityName(project) },
  );
  return { pages };
}

export async function titlesReport(request: ReportRequest): Promise<Generated> {
  const { db, filter, projectIds } = request;
  const [project] = await projectInfo(db, projectIds);
  const settings = await reportSettings(db, project.id);
  const logo = request.config ? await cityLogo(db, request.config, settings) : null;
  const official = request.official ?? {};
  const selection = official.selection ?? (await selectLotIds(db, filter, projectIds));
  const pages = await titlesPdf({
    db,
    out: request.out,
    selection,
    project,
    settings,
    logo,
    now: request.now ?? new Date(),
    facts: await officialFacts(db, project.id),
    stamps: official.stamps,
    minuta: official.minuta,
  });
  return { pages };
}

/** The memorial descritivo of the selected units (Decreto 9.310/2018 art. 32, II), signed by the responsável técnico. */
export async function memorialReport(request: ReportRequest): Promise<Generated> {
  const { db, filter, projectIds } = request;
  const now = request.now ?? new Date();
  const [project] = await projectInfo(db, projectIds);
  const scope = scopeOf([project]);
  const title = TITLES['memorial-descritivo'];
  const settings = await reportSettings(db, project.id);
  const { utmZone: zone } = await officialFacts(db, project.id);
  const pages = await runReport(request, title, async (doc) =>
    memorialPlan(
      doc,
      db,
      {
        selection: await selectLotIds(db, filter, projectIds),
        project,
        settings,
        zone,
        scope,
        filterText: describeFilter(filter),
        decoration: { title, subtitle: scope, generatedAt: dateTime(now) },
        now,
      },
      request.progress,
    ),
  );
  return { pages };
}

/** Any PDF kind (the CRF as PDF). */
export function generatePdf(request: ReportRequest, kind: ReportKind): Promise<Generated> {
  switch (kind) {
    case 'socioeconomic-report':
    case 'residents-report':
    case 'cadastro-social-report':
      return householdReport(request, kind);
    case 'user-assignment-report':
      return userAssignmentReport(request);
    case 'cert-reg-fund':
      return crfReport(request, 'pdf');
    case 'titulo-legitimacao':
      return titlesReport(request);
    case 'memorial-descritivo':
      return memorialReport(request);
  }
}
