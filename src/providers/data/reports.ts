import type { ReportJob } from '../../../domain/entities/report-job.ts';
import type { CustomReportAttribute } from '../../../domain/entities/custom-report.ts';
import { normaliseIncomeRange } from '../../../domain/validation/income-range.ts';
import type { GroupKind, ReportKind } from '../../../domain/reports/kinds.ts';
import { LOT_CRITERIA, criterionParam } from '../../../domain/reports/filter.ts';
import type { settingsSchema } from '../../../domain/api/project-settings.ts';
import type { reportPreviewAnswer } from '../../../domain/api/reports.ts';
import type { Answer } from '../../../domain/api/wire.ts';
import type { HttpClient } from '../httpClient';
import { json, query } from './query';

/** The report kinds of docs/api.md#api a project answers directly (the CRF also as XLSX), from domain/. */
export type { ReportKind };
/** Kinds a group ("todas as etapas") job generates. */
export type GroupReportKind = GroupKind;

/** The filter card's values (domain's reportFilterEntity: dates YYYY-MM-DD, cpf digits). */
export interface ReportFilterValues {
  name?: string | null;
  cpf?: string | null;
  inscricao_imobiliaria?: string | null;
  lot_area_below?: number | null;
  include_incomplete?: boolean | null;
  include_observations?: boolean | null;
  completed_at_from?: string | null;
  completed_at_to?: string | null;
  only_not_emitted?: boolean | null;
  invert?: boolean | null;
  selectedIncome?: { value_from?: unknown; value_to?: unknown } | null;
  project_phase?: 1 | 2 | null;
  /** Only these lots (the workbench's chosen ones). */
  lot_ids?: readonly number[] | null;
}

/** A downloaded file and the name the server gave it (Content-Disposition). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** `GET /projects/{id}/preview`: the first lots of the filter and its total (domain/api/reports.ts). */
export type ReportPreview = Answer<typeof reportPreviewAnswer>;

/** `GET/PATCH /projects/{id}/settings` (docs/entities.md#entities Project settings; domain/api/project-settings.ts). */
export type ReportSettings = Answer<typeof settingsSchema>;

/** docs/api.md#api: report downloads time out after 350 000 000 ms. */
export const DOWNLOAD_TIMEOUT_MS = 350_000_000;

/** The file name of a Content-Disposition header, its UTF-8 `filename*` first. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // the plain name below
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

/**
 * The query of every report call (docs/api.md#api): `complete=false` when incomplete lots count, the
 * flags that are on, the income range with the spec's rules (docs/validation.md#validation), the phase when chosen, and
 * the criteria on the lot's columns as domain/reports/filter.ts declares them.
 */
export function reportQueryParams(filter: ReportFilterValues): Record<string, string | number | undefined> {
  const income = normaliseIncomeRange(filter.selectedIncome);
  const on = (flag: boolean | null | undefined) => (flag ? 'true' : undefined);
  return {
    complete: filter.include_incomplete ? 'false' : 'true',
    include_observations: on(filter.include_observations),
    income_from: income?.value_from,
    income_to: income?.value_to,
    completed_at_from: filter.completed_at_from ?? undefined,
    completed_at_to: filter.completed_at_to ?? undefined,
    ...Object.fromEntries(LOT_CRITERIA.map((c) => [c.key, criterionParam(c, filter[c.key])])),
    only_not_emitted: on(filter.only_not_emitted),
    invert: on(filter.invert),
    project_phase: filter.project_phase ?? undefined,
    lot_ids: filter.lot_ids?.length ? filter.lot_ids.join(',') : undefined,
  };
}

/** The dataProvider's typed calls for: Relatórios and report settings (issue 6). */
export interface ReportMethods {
  /** `GET /projects/{id}/{kind}` with the filters: the PDF (or the CRF's XLSX with `format: 'xlsx'`). */
  downloadReport(projectId: number, kind: ReportKind, filter: ReportFilterValues, options?: { format?: 'pdf' | 'xlsx'; singleResident?: boolean; minuta?: boolean }): Promise<DownloadedFile>;
  /** `GET /projects/{id}/custom-report?attributes=…` with the filters (XLSX). */
  downloadCustomReport(projectId: number, filter: ReportFilterValues, attributes: readonly CustomReportAttribute[]): Promise<DownloadedFile>;
  /** `GET /projects/{id}/preview` with the filters. */
  getReportPreview(projectId: number, filter: ReportFilterValues): Promise<ReportPreview>;
  /** `GET /project-groups/{groupId}/{kind}` with the filters: starts a job, answers its id. */
  startGroupReport(groupId: number, kind: GroupReportKind, filter: ReportFilterValues): Promise<{ job_id: string }>;
  /** `GET /project-groups/report-status/{id}`. */
  getReportJob(jobId: string): Promise<ReportJob>;
  /** A finished job's signed `download_url`. */
  downloadFrom(url: string): Promise<DownloadedFile>;
  /** `PATCH /lots/update-phases {lot_ids}`: the lots move to phase 2. */
  updateLotPhases(lotIds: number[]): Promise<unknown>;
  getReportSettings(projectId: number): Promise<ReportSettings>;
  saveReportSettings(projectId: number, values: Partial<ReportSettings>): Promise<ReportSettings>;
}

export function reportsMethods(apiUrl: string, httpClient: HttpClient): ReportMethods {
  const download = async (url: string): Promise<DownloadedFile> => {
    const { blob, headers } = await httpClient.blob(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
    return { blob, fileName: dispositionName(headers.get('content-disposition')) };
  };
  const project = (id: number) => `${apiUrl}/projects/${id}`;
  return {
    downloadReport(projectId, kind, filter, { format, singleResident, minuta } = {}) {
      const params = { ...reportQueryParams(filter), format, single_resident_only: singleResident ? 1 : undefined, minuta: minuta ? 1 : undefined };
      return download(`${project(projectId)}/${kind}${query(params)}`);
    },
    downloadCustomReport(projectId, filter, attributes) {
      return download(`${project(projectId)}/custom-report${query({ ...reportQueryParams(filter), attributes: [...attributes] })}`);
    },
    async getReportPreview(projectId, filter) {
      return (await httpClient(`${project(projectId)}/preview${query(reportQueryParams(filter))}`)).json as ReportPreview;
    },
    async startGroupReport(groupId, kind, filter) {
      return (await httpClient(`${apiUrl}/project-groups/${groupId}/${kind}${query(reportQueryParams(filter))}`)).json as { job_id: string };
    },
    async getReportJob(jobId) {
      return (await httpClient(`${apiUrl}/project-groups/report-status/${encodeURIComponent(jobId)}`)).json as ReportJob;
    },
    downloadFrom: download,
    async updateLotPhases(lotIds) {
      return (await httpClient(`${apiUrl}/lots/update-phases`, { method: 'PATCH', body: json({ lot_ids: lotIds }) })).json;
    },
    async getReportSettings(projectId) {
      return (await httpClient(`${project(projectId)}/settings`)).json as ReportSettings;
    },
    async saveReportSettings(projectId, values) {
      return (await httpClient(`${project(projectId)}/settings`, { method: 'PATCH', body: json(values) })).json as ReportSettings;
    },
  };
}
