import type { WorkbenchColumn } from '../../domain/api/lot-workbench.ts';
import type { CustomReportAttribute } from '../../domain/entities/custom-report.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Config } from '../config.ts';
import type { ReportFilter } from '../reports/filters.ts';
import type { Generated, OfficialMarks } from '../reports/generate.ts';
import type { ReportKind } from '../reports/kinds.ts';
import type { WorkbenchParams } from '../workbench/list.ts';
import type { QueryAnswer, QueryMessage } from './db-bridge.ts';

/**
 * What the main thread and a render worker say to each other over a task's MessagePort.
 * Everything here is plain data (structured clone): no database, stream or callback crosses.
 */
export interface TaskRequest {
  projectIds: number[];
  filter: ReportFilter;
  now?: Date;
  userId?: number;
  config?: Config;
  /** Títulos and CRFs of the emission register: the selection, stamps or minuta (plain data). */
  official?: OfficialMarks;
  /** The caller wants progress (a group job's bar): the worker asks the main thread at each chunk. */
  progress: boolean;
}

export type RenderTask =
  | { kind: 'pdf'; report: ReportKind; request: TaskRequest }
  | { kind: 'crf'; format: 'pdf' | 'xlsx'; request: TaskRequest }
  | { kind: 'custom-xlsx'; attributes: CustomReportAttribute[]; request: TaskRequest }
  | { kind: 'study'; document: 'preliminary' | 'technical'; projectId: number; config: Config }
  | NoticesTask
  | WorkbenchTask
  | { kind: 'registry-package'; emissionId: number; config: Config; now: Date }
  | { kind: 'lots-dxf'; projectId: number; blockId?: number };

/** The lots workbench's current view as a spreadsheet, for `user` (plain data: the row read for the request). */
export interface WorkbenchTask {
  kind: 'workbench-xlsx';
  user: CurrentUser;
  params: Omit<WorkbenchParams, 'page' | 'count'>;
  columns?: WorkbenchColumn[];
}

/**
 * The procedure's notification letters (all the project's parties, or `ids`), its edital, a decision's notice
 * (`ids`: the one party), the project's termo de compromisso or its declaration of Reurb-S ('classification').
 */
export interface NoticesTask {
  kind: 'notices';
  /** 'averbacao': a lot's requerimento (ids: [lotId]; server/registry/averbacao.ts). */
  document: 'letters' | 'edital' | 'decision' | 'commitment' | 'classification' | 'averbacao';
  projectId: number;
  ids?: number[];
  now: Date;
  config: Config;
}

export interface WireError {
  name: string;
  message: string;
  statusCode?: number;
  errors?: Record<string, string>;
  code?: string;
}

/** Worker → main. */
export type FromWorker =
  | { t: 'started' }
  | { t: 'query'; id: number; query: QueryMessage }
  | { t: 'progress'; id: number; fraction: number }
  /** The bytes start; `headers` are what the document decided before its first byte (the DXF's UTM zone). */
  | { t: 'piped'; headers?: Record<string, string> }
  | { t: 'chunk'; data: Uint8Array }
  | { t: 'end' }
  | { t: 'done'; result: Generated }
  | { t: 'failed'; error: WireError };

/** Main → worker. */
export type ToWorker =
  { t: 'reply'; id: number; value?: QueryAnswer; error?: WireError } | { t: 'ack'; bytes: number } | { t: 'cancel' };

export function toWire(error: unknown): WireError {
  const e = error as Partial<WireError> & Error;
  return {
    name: e?.name ?? 'Error',
    message: e?.message ?? String(error),
    ...(typeof e?.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    ...(e?.errors ? { errors: e.errors } : {}),
    ...(typeof e?.code === 'string' ? { code: e.code } : {}),
  };
}
