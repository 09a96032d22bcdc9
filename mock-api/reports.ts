import { http, HttpResponse } from 'msw';
import { projectSettingsEntity } from '../domain/entities/project-settings.ts';
import { storageKey, writableFields } from '../domain/fields/entity.ts';
import { parseLotIdLines } from '../domain/validation/removal.ts';
import { LOT_CRITERIA, type LotCriterion } from '../domain/reports/filter.ts';
import {
  GROUP_FILE_NAMES,
  GROUP_KINDS,
  PDF,
  REPORT_KINDS,
  XLSX,
  customFileName,
  fileName,
  type GroupKind,
} from '../domain/reports/kinds.ts';
import { API, actor, badRequest, forbidden, idParam, notFound, unauthorized } from './http.ts';
import type { MockRecord } from './generate.ts';
import { fileObject } from './projects.ts';
import { REURB_S } from '../domain/enums/project.ts';
import { mockStore, onMockReset } from './store.ts';

/**
 * The report calls (docs/api.md#api) for front-end tests: project reports answer a small file named
 * as the server names it (the CRF answers 422 while a filtered lot has no CPF); group reports
 * are jobs advancing 50 points per status call; the phase update; the report settings.
 */

const file = (name: string, type: string, body: string) =>
  new HttpResponse(body, {
    headers: {
      'content-type': type,
      'content-disposition': `attachment; filename="x"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });

/** The project of the request, checked as the server does (404 unknown or not the user's, 403 not admin). */
function adminProject(request: Request, params: Record<string, unknown>) {
  const who = actor(request);
  if (!who) return { answer: unauthorized() };
  const projectId = idParam(params);
  const project = mockStore.projects.find((p) => p.id === projectId);
  if (!project || !who.canSee(projectId)) return { answer: notFound() };
  if (!who.isProjectAdmin(projectId)) return { answer: forbidden() };
  return { project };
}

/** The project's lots the filter keeps (name, phase, complete unless complete=false). */
/** A lot meets a criterion on its columns as the server's SQL reads it (domain/reports/filter.ts). */
function meets(lot: MockRecord, criterion: LotCriterion, value: string): boolean {
  return criterion.columns.some((column) => {
    const stored = lot[column];
    if (stored === null || stored === undefined) return false;
    if (criterion.meaning === 'contains') return String(stored).toLowerCase().includes(value.toLowerCase());
    if (criterion.meaning === 'prefix') return String(stored).startsWith(value.replace(/\D/g, ''));
    return Number(stored) < Number(value.replace(',', '.'));
  });
}

function filtered(projectId: number, search: URLSearchParams) {
  const phase = search.get('project_phase');
  return mockStore.lots.filter(
    (l) =>
      l.project_id === projectId &&
      (search.get('complete') === 'false' || l.status === 'complete') &&
      LOT_CRITERIA.every((c) => !search.get(c.key) || meets(l, c, search.get(c.key)!)) &&
      (!phase || String(l.project_phase) === phase),
  );
}

interface MockJob {
  id: string;
  kind: GroupKind;
  progress: number;
}
const jobs = new Map<string, MockJob>();
let settings = new Map<number, Record<string, unknown>>();
onMockReset(() => {
  jobs.clear();
  settings = new Map();
});

const SETTINGS_KEYS = writableFields(projectSettingsEntity).map(storageKey);
const REQUIRED = writableFields(projectSettingsEntity)
  .filter((f) => f.required === true)
  .map(storageKey);
const emptySettings = (): Record<string, unknown> => ({
  id: null,
  ...Object.fromEntries(SETTINGS_KEYS.map((k) => [k, null])),
  updated_at: null,
  version: null,
});

/** The settings as GET and PATCH answer them: the project's modality, the logo's file object. */
const settingsOf = (project: MockRecord): Record<string, unknown> => {
  const saved = settings.get(project.id as number) ?? emptySettings();
  return {
    ...saved,
    city_logo: fileObject(saved.city_logo_id),
    reurb_modality: project.reurb_modality ?? REURB_S,
  };
};

export const reportHandlers = [
  http.patch(`${API}/lots/update-phases`, async ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const body = (await request.json()) as { lot_ids?: unknown[] };
    const { ids, error } = parseLotIdLines((body.lot_ids ?? []).join('\n'));
    if (error) return badRequest(error, { lot_ids: error });
    // As the API: the lots the user may see move, the others are named in not_found.
    const lots = mockStore.lots.filter((l) => ids.includes(l.id) && who.canSee(l.project_id as number));
    if (lots.some((l) => !who.isProjectAdmin(l.project_id as number))) return forbidden();
    for (const lot of lots) lot.project_phase = 2;
    const moved = new Set(lots.map((l) => l.id));
    return HttpResponse.json({
      updated: ids.filter((id) => moved.has(id)),
      not_found: ids.filter((id) => !moved.has(id)),
    });
  }),
  http.get(`${API}/projects/:id/preview`, ({ request, params }) => {
    const { project, answer } = adminProject(request, params);
    if (!project) return answer;
    const lots = filtered(project.id, new URL(request.url).searchParams);
    const blockName = (id: unknown) => String(mockStore.blocks.find((b) => b.id === id)?.name ?? '');
    const data = lots
      .slice(0, 20)
      .map((l) => ({ id: l.id, name: l.name, block_name: blockName(l.block_id), owner_name: l.owner_name ?? null }));
    return HttpResponse.json({ data, total: lots.length });
  }),
  http.get(`${API}/projects/:id/custom-report`, ({ request, params }) => {
    const { project, answer } = adminProject(request, params);
    if (!project) return answer;
    return file(customFileName(String(project.name)), XLSX, new URL(request.url).searchParams.get('attributes') ?? '');
  }),
  http.get(`${API}/projects/:id/settings`, ({ request, params }) => {
    const { project, answer } = adminProject(request, params);
    if (!project) return answer;
    return HttpResponse.json(settingsOf(project));
  }),
  http.patch(`${API}/projects/:id/settings`, async ({ request, params }) => {
    const { project, answer } = adminProject(request, params);
    if (!project) return answer;
    const body = (await request.json()) as Record<string, unknown>;
    // As the server (server/projects/settings/service.ts): the modality is the project's own
    // (null means Reurb-S); the other fields are the settings', required once saved.
    if ('reurb_modality' in body) {
      Object.assign(project, {
        reurb_modality: body.reurb_modality ?? REURB_S,
        updated_at: new Date().toISOString(),
        version: Number(project.version) + 1,
      });
    }
    const sent = Object.fromEntries(
      Object.entries(body).filter(([k, v]) => k !== 'reurb_modality' && SETTINGS_KEYS.includes(k) && v !== undefined),
    );
    if (!Object.keys(sent).length) return HttpResponse.json(settingsOf(project));
    const current = settings.get(project.id);
    const merged = { ...(current ?? emptySettings()), ...sent };
    const missing = REQUIRED.filter((k) => k !== 'reurb_modality' && (merged[k] == null || merged[k] === ''));
    if (missing.length)
      return badRequest(
        'Dados inválidos. Verifique os campos destacados.',
        Object.fromEntries(missing.map((k) => [k, 'Campo obrigatório'])),
      );
    settings.set(project.id, {
      ...merged,
      id: project.id,
      updated_at: new Date().toISOString(),
      version: Number(current?.version ?? 0) + 1,
    });
    return HttpResponse.json(settingsOf(project));
  }),
  ...REPORT_KINDS.map((kind) =>
    http.get(`${API}/projects/:id/${kind}`, ({ request, params }) => {
      const { project, answer } = adminProject(request, params);
      if (!project) return answer;
      const search = new URL(request.url).searchParams;
      const xlsx = search.get('format') === 'xlsx';
      if (kind === 'cert-reg-fund') {
        const lacking = filtered(project.id, search).filter((l) => !l.cpf);
        if (lacking.length) {
          const lots = lacking.map((l) => ({ lot_id: l.id, lot_name: l.name, block_name: 'Quadra', missing: ['CPF'] }));
          return HttpResponse.json(
            { message: 'Há lotes sem os dados que a CRF exige de cada ocupante.', total: lots.length, lots },
            { status: 422 },
          );
        }
      }
      const singleResident = search.get('single_resident_only') === '1';
      return file(fileName(kind, String(project.name), { xlsx, singleResident }), xlsx ? XLSX : PDF, '%PDF-1.7 mock');
    }),
  ),
  http.get(`${API}/project-groups/report-status/:id`, ({ request, params }) => {
    if (!actor(request)) return unauthorized();
    const job = jobs.get(String(params.id));
    if (!job) return notFound();
    job.progress = Math.min(100, job.progress + 50);
    const completed = job.progress === 100;
    return HttpResponse.json({
      job_id: job.id,
      status: completed ? 'completed' : 'processing',
      progress: job.progress,
      message: completed ? 'Concluído' : `Gerando (${job.progress}%)`,
      file_name: completed ? GROUP_FILE_NAMES[job.kind] : null,
      download_url: completed
        ? `http://localhost/api/project-groups/report-download/${job.id}?expires=1&signature=s`
        : null,
      error: null,
      expires_at: null,
    });
  }),
  http.get(`${API}/project-groups/report-download/:id`, ({ params }) => {
    const job = jobs.get(String(params.id));
    return job ? file(GROUP_FILE_NAMES[job.kind], PDF, '%PDF-1.7 group') : notFound();
  }),
  // Every group report kind the server starts (server/http/reports.ts), each a job of its own kind.
  ...GROUP_KINDS.map((kind) =>
    http.get(`${API}/project-groups/:groupId/${kind}`, ({ request, params }) => {
      const who = actor(request);
      if (!who) return unauthorized();
      const ids = mockStore.projects.filter((p) => p.group_id === Number(params.groupId)).map((p) => p.id as number);
      if (!ids.length || !ids.some(who.canSee)) return notFound();
      if (!ids.every(who.isProjectAdmin)) return forbidden();
      const id = `00000000-0000-4000-8000-${String(jobs.size + 1).padStart(12, '0')}`;
      jobs.set(id, { id, kind, progress: 0 });
      return HttpResponse.json({ job_id: id });
    }),
  ),
];
