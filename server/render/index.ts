import { finished } from 'node:stream/promises';
import { MessageChannel } from 'node:worker_threads';
import type { Writable } from 'node:stream';
import type { CustomReportAttribute } from '../../domain/entities/custom-report.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { HttpError } from '../errors.ts';
import type { Generated, ReportRequest } from '../reports/generate.ts';
import type { ReportKind } from '../reports/kinds.ts';
import { runProxied } from './db-bridge.ts';
import { renderPool } from './pool.ts';
import {
  toWire,
  type FromWorker,
  type NoticesTask,
  type WorkbenchTask,
  type RenderTask,
  type TaskRequest,
  type ToWorker,
  type WireError,
} from './protocol.ts';
import { PortReadable } from './stream-bridge.ts';

/**
 * Every document (report PDFs, the CRF and custom spreadsheets, the Estudo Preliminar and
 * the Relatório Técnico, the procedure's letters and edital, the lots workbench's spreadsheet,
 * the registry package of a CRF, the lots as DXF) is drawn in a worker thread, so a heavy one
 * never stalls the API: the main thread only answers the worker's queries and passes its bytes
 * on. These calls keep the generators' contract — bytes into `out`, piped once the queries are
 * done (the routes wait for that 'pipe' to send headers), resolved with the page or row count
 * once every byte is out, `out` destroyed if the document fails midway — and add a time limit.
 */
export const DEFAULT_TIME_LIMIT_SECONDS = 600;
/** A group job renders every project of a group: it gets this many times a download's limit. */
export const GROUP_TIME_FACTOR = 3;
/** A cancelled render that does not stop by itself within this is terminated. */
const CANCEL_GRACE_MS = 5000;

export class RenderTimeLimitError extends HttpError {
  constructor(seconds: number) {
    super(
      503,
      `O documento levou mais de ${seconds} segundo${seconds === 1 ? '' : 's'} para ser gerado e foi interrompido. ` +
        'Tente com menos lotes (use os filtros) ou peça ao administrador do sistema para aumentar o limite de tempo dos relatórios.',
    );
    this.name = 'RenderTimeLimitError';
  }
}

export interface RenderOptions {
  /** Overrides the configured limit (group jobs). */
  timeLimitSeconds?: number;
}

function fromWire(wire: WireError): Error {
  if (wire.statusCode && wire.statusCode >= 400 && wire.statusCode < 600)
    return new HttpError(wire.statusCode, wire.message, wire.errors);
  return Object.assign(new Error(wire.message), { name: wire.name, ...(wire.code ? { code: wire.code } : {}) });
}

/** Plain data only: the config crosses to the worker as JSON. */
const plainConfig = (config: Config | undefined) =>
  config ? (JSON.parse(JSON.stringify(config)) as Config) : undefined;

function limitOf(config: Config | undefined, options: RenderOptions): number {
  return options.timeLimitSeconds ?? config?.reports.timeLimitSeconds ?? DEFAULT_TIME_LIMIT_SECONDS;
}

interface Job {
  db: Db;
  out: Writable;
  progress?: ReportRequest['progress'];
  seconds: number;
  /** Headers the document decided before its first byte; set on the answer before it is sent. */
  headers?: (headers: Record<string, string>) => void;
}

/** Runs one task on a worker: answers its queries and progress, streams its bytes into `out`. */
export async function render(task: RenderTask, job: Job): Promise<Generated> {
  const lease = await renderPool().lease();
  const { port1: port, port2 } = new MessageChannel();
  const send = (message: ToWorker) => port.postMessage(message);
  const source = new PortReadable(send);
  const { out } = job;
  // Listening from the start: a failure destroys `out` with the error, which must never be uncaught.
  const written = finished(out, { readable: false });
  written.catch(() => undefined);
  lease.worker.postMessage({ task, port: port2 }, [port2]);

  return new Promise<Generated>((resolve, reject) => {
    let piped = false;
    let ended = false;
    let settled = false;
    let grace: NodeJS.Timeout | undefined;
    // Counted from the worker's start of the task: a fresh thread's loading is not the document's time.
    let timer: NodeJS.Timeout | undefined;

    const settle = () => {
      settled = true;
      clearTimeout(timer);
      clearTimeout(grace);
      out.off('close', onClose);
      port.close();
    };
    /** The render ends in failure: the worker is stopped (if asked) and a started document is cut. */
    const stop = async (error: Error, terminate: boolean) => {
      if (settled) return;
      settle();
      if (terminate) await lease.discard();
      else lease.release();
      if (piped) {
        source.unpipe(out);
        out.destroy(error);
      }
      source.destroy();
      reject(error);
    };
    const onClose = () => {
      if (settled || ended) return;
      // The client left: the worker's document stops at its next page (as on the main thread).
      send({ t: 'cancel' });
      grace = setTimeout(() => void stop(new Error('report destination closed'), true), CANCEL_GRACE_MS);
    };
    out.on('close', onClose);
    lease.onExit((error) => void stop(error, false));

    port.on('message', (message: FromWorker) => {
      switch (message.t) {
        case 'started':
          timer = setTimeout(() => void stop(new RenderTimeLimitError(job.seconds), true), job.seconds * 1000);
          break;
        case 'query':
          runProxied(job.db, message.query).then(
            (value) => !settled && send({ t: 'reply', id: message.id, value }),
            (error: unknown) => !settled && send({ t: 'reply', id: message.id, error: toWire(error) }),
          );
          break;
        case 'progress':
          Promise.resolve(job.progress?.(message.fraction)).then(
            () => !settled && send({ t: 'reply', id: message.id }),
            (error: unknown) => !settled && send({ t: 'reply', id: message.id, error: toWire(error) }),
          );
          break;
        case 'piped':
          if (message.headers) job.headers?.(message.headers);
          piped = true;
          source.pipe(out);
          break;
        case 'chunk':
          source.chunk(message.data);
          break;
        case 'end':
          ended = true;
          source.push(null);
          break;
        case 'done': {
          settle();
          lease.release();
          if (!piped) resolve(message.result);
          else written.then(() => resolve(message.result), reject);
          break;
        }
        case 'failed':
          void stop(fromWire(message.error), false);
          break;
      }
    });
  });
}

function taskRequest(request: ReportRequest): TaskRequest {
  return {
    projectIds: request.projectIds,
    filter: request.filter,
    ...(request.now ? { now: request.now } : {}),
    ...(request.userId !== undefined ? { userId: request.userId } : {}),
    ...(request.config ? { config: plainConfig(request.config) } : {}),
    ...(request.official ? { official: request.official } : {}),
    progress: !!request.progress,
  };
}

const jobOf = (request: ReportRequest, options: RenderOptions): Job => ({
  db: request.db,
  out: request.out,
  progress: request.progress,
  seconds: limitOf(request.config, options),
});

/** generatePdf() in a worker: any PDF kind. */
export function renderPdf(request: ReportRequest, kind: ReportKind, options: RenderOptions = {}): Promise<Generated> {
  return render({ kind: 'pdf', report: kind, request: taskRequest(request) }, jobOf(request, options));
}

/** crfReport() in a worker: the CRF as PDF or spreadsheet. */
export function renderCrf(
  request: ReportRequest,
  format: 'pdf' | 'xlsx',
  options: RenderOptions = {},
): Promise<Generated> {
  return render({ kind: 'crf', format, request: taskRequest(request) }, jobOf(request, options));
}

/** customReportXlsx() in a worker. */
export function renderCustomXlsx(
  request: ReportRequest,
  attributes: readonly CustomReportAttribute[],
): Promise<Generated> {
  return render(
    { kind: 'custom-xlsx', attributes: [...attributes], request: taskRequest(request) },
    jobOf(request, {}),
  );
}

/** A document that is not a report of lots: its database, its destination and the configured limit. */
const documentJob = (deps: { db: Db; config: Config }, out: Writable): Job => ({
  db: deps.db,
  out,
  seconds: limitOf(deps.config, {}),
});

/** The Estudo Preliminar or the Relatório Técnico in a worker; resolves with its pages. */
export async function renderStudy(
  deps: { db: Db; config: Config },
  projectId: number,
  document: 'preliminary' | 'technical',
  out: Writable,
): Promise<number> {
  const task: RenderTask = { kind: 'study', document, projectId, config: plainConfig(deps.config)! };
  const result = await render(task, documentJob(deps, out));
  return result.pages ?? 0;
}

/** The procedure's letters (all the project's parties, or `ids`) or its edital in a worker; resolves with its pages. */
export async function renderNotices(
  deps: { db: Db; config: Config },
  task: Pick<NoticesTask, 'document' | 'projectId' | 'ids'> & { now?: Date },
  out: Writable,
): Promise<number> {
  const config = plainConfig(deps.config)!;
  const whole: NoticesTask = { kind: 'notices', ...task, now: task.now ?? new Date(), config };
  const result = await render(whole, documentJob(deps, out));
  return result.pages ?? 0;
}

/** The lots workbench's XLSX in a worker; resolves with its rows. */
export async function renderWorkbenchXlsx(
  deps: { db: Db; config: Config },
  task: Omit<WorkbenchTask, 'kind'>,
  out: Writable,
): Promise<number> {
  const result = await render({ kind: 'workbench-xlsx', ...task }, documentJob(deps, out));
  return result.rows ?? 0;
}

/** The registry package of an emitted CRF (a ZIP) in a worker; the caller has checked who asks. */
export async function renderRegistryPackage(
  deps: { db: Db; config: Config },
  emissionId: number,
  out: Writable,
  now = new Date(),
): Promise<void> {
  const config = plainConfig(deps.config)!;
  await render({ kind: 'registry-package', emissionId, config, now }, documentJob(deps, out));
}

/**
 * The lots of a project (or a block) as DXF in a worker. `headers` gets the UTM zone the file is
 * in (`x-utm-zone`) before the first byte; a block of another project is a 404 before it.
 */
export async function renderLotsDxf(
  deps: { db: Db; config: Config },
  task: { projectId: number; blockId?: number },
  out: Writable,
  headers: (headers: Record<string, string>) => void,
): Promise<void> {
  await render({ kind: 'lots-dxf', ...task }, { ...documentJob(deps, out), headers });
}
