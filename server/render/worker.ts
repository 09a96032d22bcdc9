import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parentPort, type MessagePort } from 'node:worker_threads';
import { registryPackage } from '../emissions/package.ts';
import { findEmission } from '../emissions/read.ts';
import { notFound } from '../errors.ts';
import { lotsDxf } from '../geometry/dxf.ts';
import { projectFeatureChunks } from '../geometry/service.ts';
import { crfReport, generatePdf, type Generated, type ReportRequest } from '../reports/generate.ts';
import { customReportXlsx } from '../reports/xlsx/custom.ts';
import {
  writeClassification,
  writeCommitment,
  writeDecision,
  writeEdital,
  writeLetters,
} from '../procedure/letters/notices.ts';
import { writeAverbacao } from '../registry/averbacao.ts';
import { preliminaryPdf, technicalPdf } from '../studies/documents.ts';
import { writeWorkbenchXlsx } from '../workbench/export.ts';
import { proxyDb, type QueryAnswer } from './db-bridge.ts';
import { toWire, type FromWorker, type RenderTask, type ToWorker } from './protocol.ts';
import { PortWritable } from './stream-bridge.ts';

/**
 * A render worker thread: takes one task at a time ({task, port}) and runs the same
 * generators the API used to run on its main thread, with a database that asks the main
 * thread (db-bridge.ts) and an `out` that streams to it (stream-bridge.ts). The main thread
 * stays free for every other request; a render that runs past its time limit is ended by
 * terminating this thread (pool.ts).
 */
interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

function remoteError(wire: { name: string; message: string; code?: string }): Error {
  return Object.assign(new Error(wire.message), { name: wire.name, ...(wire.code ? { code: wire.code } : {}) });
}

async function run(task: RenderTask, port: MessagePort): Promise<void> {
  const post = (message: FromWorker) => port.postMessage(message);
  const pending = new Map<number, Pending>();
  let next = 0;
  const ask = <T>(message: (id: number) => FromWorker): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = ++next;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      post(message(id));
    });

  const out = new PortWritable(port);
  let headers: Record<string, string> | undefined;
  out.once('pipe', () => post({ t: 'piped', ...(headers ? { headers } : {}) }));
  port.on('message', (message: ToWorker) => {
    if (message.t === 'ack') out.ack(message.bytes);
    else if (message.t === 'cancel') out.destroy(new Error('report destination closed'));
    else if (message.t === 'reply') {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiting?.reject(remoteError(message.error));
      else waiting?.resolve(message.value);
    }
  });

  post({ t: 'started' });
  const db = proxyDb((query) => ask<QueryAnswer>((id) => ({ t: 'query', id, query })));
  try {
    let result: Generated;
    if (task.kind === 'study') {
      const deps = { db, config: task.config };
      const pages = await (task.document === 'preliminary'
        ? preliminaryPdf(deps, task.projectId, out)
        : technicalPdf(deps, task.projectId, out));
      result = { pages };
    } else if (task.kind === 'registry-package') {
      const row = await findEmission(db, task.emissionId);
      if (!row) throw notFound();
      // Its checks (a 409) come before the ZIP is piped, so they are still the route's answer.
      const built = await registryPackage(db, task.config, row, task.now);
      await pipeline(built.stream, out);
      result = {};
    } else if (task.kind === 'lots-dxf') {
      const features = await projectFeatureChunks(db, task.projectId, task.blockId);
      const { dxf, zone } = await lotsDxf(features.chunks, features.zone);
      headers = { 'x-utm-zone': zone ?? '' };
      await pipeline(Readable.from([dxf]), out);
      result = {};
    } else if (task.kind === 'workbench-xlsx') {
      result = { rows: await writeWorkbenchXlsx(out, db, task.user, task.params, task.columns) };
    } else if (task.kind === 'notices') {
      const deps = { db, config: task.config };
      const pages = await (task.document === 'letters'
        ? writeLetters(deps, task.projectId, task.ids, out, task.now)
        : task.document === 'decision'
          ? writeDecision(deps, task.projectId, task.ids?.[0] ?? 0, out, task.now)
          : task.document === 'commitment'
            ? writeCommitment(deps, task.projectId, out, task.now)
            : task.document === 'classification'
              ? writeClassification(deps, task.projectId, out, task.now)
              : task.document === 'averbacao'
                ? writeAverbacao(db, task.ids?.[0] ?? 0, out, task.now)
                : writeEdital(deps, task.projectId, out, task.now));
      result = { pages };
    } else {
      const { progress, ...rest } = task.request;
      const request: ReportRequest = {
        ...rest,
        db,
        out,
        ...(progress ? { progress: (fraction: number) => ask<void>((id) => ({ t: 'progress', id, fraction })) } : {}),
      };
      result =
        task.kind === 'pdf'
          ? await generatePdf(request, task.report)
          : task.kind === 'crf'
            ? await crfReport(request, task.format)
            : await customReportXlsx(request, task.attributes);
    }
    post({ t: 'done', result });
  } catch (error) {
    if (!out.destroyed) out.destroy();
    post({ t: 'failed', error: toWire(error) });
  }
  // The main thread closes the port once it has read the answer.
}

parentPort?.on('message', ({ task, port }: { task: RenderTask; port: MessagePort }) => {
  void run(task, port);
});
// Every module is loaded: the pool may count this thread as ready.
parentPort?.postMessage('ready');
