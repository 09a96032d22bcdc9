import { asc, eq } from 'drizzle-orm';
import { WORKBENCH_BULK_MAX } from '../domain/api/lot-workbench.ts';
import type { Db } from '../server/db/connection.ts';
import { lots } from '../server/db/schema/index.ts';
import { geometryFileThread } from '../server/geometry/file-thread.ts';
import { lines2, rounds } from './stall-probes.ts';
import { size } from './stats.ts';

/** What bench/render-stall.ts gives its cases: the server, the probes and the client thread's calls. */
export interface StallTools {
  address: string;
  authorization: string;
  port: number;
  lotRead: () => Promise<number>;
  /** A body handed to the client thread before the timing: its key. */
  keep: (body: string) => { key: number; length: number };
  /** A request made by the client thread, with a kept body when `save` is given. */
  download: (
    path: string,
    save?: { method: string; bodyKey: number; headers?: Record<string, string> },
  ) => Promise<{ pages: number; bytes: number; firstByteMs: number }>;
}

/**
 * Goal 5's cases on the núcleo of 5,000 lots (bench/map.ts) that send it back to the API: (j) its
 * KML imported as a dry run, (k) its lots written by an applied geometry import, (l) a workbench
 * bulk action on 500 of them and (m) all of them moved to phase 2, each written a slice at a time
 * (server/db/slices.ts).
 */
export async function importAndBulkCases(
  db: Db,
  mapProject: { id: number; lots: number },
  { address, authorization, port, lotRead, keep, download }: StallTools,
): Promise<string[]> {
  const lines: string[] = [];
  // (j) The same núcleo's lots imported back from its own KML (the map's export), as a dry run,
  // as the import screen first sends a file. Until 2026-12-06 the file was parsed on the API's
  // thread: xmldom's tree of these 5,000 placemarks held it 0.64–0.92 s.
  const kml = await fetch(`${address}/api/projects/${mapProject.id}/lots.kml`, {
    headers: { authorization },
  });
  if (!kml.ok) throw new Error(`GET lots.kml: ${kml.status}`);
  const kmlText = await kml.text();
  const boundary = 'reurb-bench-import';
  const importForm = keep(
    [
      `--${boundary}\r\nContent-Disposition: form-data; name="match_by"\r\n\r\nlote\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lotes.kml"\r\n`,
      `Content-Type: application/vnd.google-earth.kml+xml\r\n\r\n${kmlText}\r\n--${boundary}--\r\n`,
    ].join(''),
  );
  await geometryFileThread().warm();
  const importing = await rounds(port, lotRead, async () => {
    const { bytes } = await download(`/api/projects/${mapProject.id}/geometry-import?dry_run=true`, {
      method: 'POST',
      bodyKey: importForm.key,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    return `KML de ${size(Buffer.byteLength(kmlText))}, relatório de ${size(bytes)}`;
  });
  lines.push(
    ...lines2(
      `(j) Importação de geometrias: o KML de ${mapProject.lots.toLocaleString('pt-BR')} lotes do núcleo (simulação)`,
      importing.samples,
      importing.extra,
    ),
  );

  // (k) The same núcleo's lots written by the import (dry_run=false): its GeoJSON, moved ~1 m east
  // and back in turns, so every round changes every lot's corners and writes its history line.
  // Until 2026-12-06 the write was one transaction, which held every other query of the
  // embedded database 0.53–0.91 s (5,000 lots); it is now 125 lots a transaction.
  const geojson = await fetch(`${address}/api/projects/${mapProject.id}/lots.geojson`, {
    headers: { authorization },
  });
  if (!geojson.ok) throw new Error(`GET lots.geojson: ${geojson.status}`);
  const collection = (await geojson.json()) as { features: { geometry: { coordinates: number[][][] } }[] };
  const moved = (east: number) =>
    JSON.stringify({
      ...collection,
      features: collection.features.map((f) => ({
        ...f,
        geometry: { ...f.geometry, coordinates: f.geometry.coordinates.map((r) => r.map(([x, y]) => [x + east, y])) },
      })),
    });
  const applyForms = [0.00001, 0].map((east) =>
    keep(
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="match_by"\r\n\r\nlote\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lotes.geojson"\r\n`,
        `Content-Type: application/geo+json\r\n\r\n${moved(east)}\r\n--${boundary}--\r\n`,
      ].join(''),
    ),
  );
  let applied = 0;
  const applying = await rounds(port, lotRead, async () => {
    const form = applyForms[applied++ % applyForms.length];
    const { bytes } = await download(`/api/projects/${mapProject.id}/geometry-import?dry_run=false`, {
      method: 'POST',
      bodyKey: form.key,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    return `GeoJSON de ${size(form.length)}, relatório de ${size(bytes)}`;
  });
  lines.push(
    ...lines2(
      `(k) Importação de geometrias aplicada: os ${mapProject.lots.toLocaleString('pt-BR')} lotes do núcleo gravados`,
      applying.samples,
      applying.extra,
    ),
  );

  // (l) A bulk action of the lots workbench at its ceiling: the status of 500 of the núcleo's lots,
  // to "para revisão" and back in turns. Until 2026-12-06 it was one transaction, which held every
  // other query of the embedded database 126–221 ms (a probe).
  const bulkIds = await projectLots(db, mapProject.id, WORKBENCH_BULK_MAX);
  const bulkBodies = ['to_review', 'incomplete'].map((status) =>
    keep(JSON.stringify({ action: 'status', status, lot_ids: bulkIds })),
  );
  let bulked = 0;
  const bulk = await rounds(port, lotRead, async () => {
    const body = bulkBodies[bulked++ % bulkBodies.length];
    await download('/api/lots/workbench/bulk', { method: 'POST', bodyKey: body.key });
    return `${bulkIds.length} lotes`;
  });
  lines.push(
    ...lines2(
      `(l) Ação em lote da bancada: a situação de ${bulkIds.length.toLocaleString('pt-BR')} lotes (o teto)`,
      bulk.samples,
      bulk.extra,
    ),
  );

  // (m) The núcleo's lots moved to phase 2 (PATCH /lots/update-phases), put back in phase 1
  // before each round, outside the timing. Until 2026-12-06 it was one transaction, which held
  // every other query of the embedded database 0.46–0.81 s (a probe).
  const phaseBody = keep(JSON.stringify({ lot_ids: await projectLots(db, mapProject.id) }));
  const phases = await rounds(
    port,
    lotRead,
    async () => {
      await download('/api/lots/update-phases', { method: 'PATCH', bodyKey: phaseBody.key });
      return `${mapProject.lots.toLocaleString('pt-BR')} lotes`;
    },
    async () => {
      await db.update(lots).set({ project_phase: 1 }).where(eq(lots.project_id, mapProject.id));
    },
  );
  lines.push(
    ...lines2(
      `(m) Lotes para a etapa 2: os ${mapProject.lots.toLocaleString('pt-BR')} lotes do núcleo`,
      phases.samples,
      phases.extra,
    ),
  );
  return lines;
}

/** The project's lots' ids, in order; the first `limit` when given. */
async function projectLots(db: Db, projectId: number, limit?: number): Promise<number[]> {
  const query = db.select({ id: lots.id }).from(lots).where(eq(lots.project_id, projectId)).orderBy(asc(lots.id));
  return (await (limit === undefined ? query : query.limit(limit))).map((row) => row.id);
}
