import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import type { Db } from '../server/db/connection.ts';
import { floatArray, intArray } from '../server/db/arrays.ts';
import { rowsOf } from '../server/db/rows.ts';
import { findLocalIdentityByEmail } from '../server/auth/local-idp/provider.ts';
import { loadIdpSecrets } from '../server/auth/local-idp/secrets.ts';
import { mintAccessToken } from '../server/auth/local-idp/mint-token.ts';
import { renderOfficial } from '../server/emissions/documents.ts';
import { emit } from '../server/emissions/register.ts';
import { selectLots } from '../server/reports/data.ts';
import { EMPTY_FILTER, type ReportFilter } from '../server/reports/filters.ts';
import { seedDemoAccounts } from '../server/seed/accounts.ts';
import { benchDatabase } from './database.ts';
import { qualifiedProject } from './emissions.ts';
import { lotRow } from './map.ts';
import { during, probe } from './stall-probes.ts';
import { ms, quantile } from './stats.ts';

/**
 * The registry package of a 5,000-lot CRF (issue 15 part 8): a qualified project whose lots all
 * have a real right and a polygon, one CRF emitted through the real path, then
 * `GET /api/emissions/{id}/package` over HTTP, read as a client would (streamed, counted and
 * hashed, never kept). Printed: time to the first byte and to the last, the ZIP's size, and the
 * peak rise of the JavaScript heap and of the process's RSS while it streams (server and client
 * are this process; with PGlite the RSS also counts the embedded database's own work memory).
 */
const SIZE = Number(process.env.BENCH_PACKAGE_LOTS ?? 5000);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Every lot gets a real right and the map bench's 10 m × 20 m polygon (50 lots a block). */
async function registryReady(db: Db, projectId: number): Promise<void> {
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`select id from lots where project_id = ${projectId} order by id`),
  ).map((r) => Number(r.id));
  const shapes = ids.map((_, i) => lotRow(Math.floor(i / 50), i % 50));
  const column = (key: string) => floatArray(shapes.map((s) => Number(s[key])));
  await db.execute(sql`
    update lots set real_right = 'LEGITIMACAO_FUNDIARIA',
      coord_p1_x = v.p1x, coord_p1_y = v.p1y, coord_p2_x = v.p2x, coord_p2_y = v.p2y,
      coord_p3_x = v.p3x, coord_p3_y = v.p3y, coord_p4_x = v.p4x, coord_p4_y = v.p4y
    from unnest(${intArray(ids)}, ${column('coord_p1_x')}, ${column('coord_p1_y')}, ${column('coord_p2_x')},
      ${column('coord_p2_y')}, ${column('coord_p3_x')}, ${column('coord_p3_y')}, ${column('coord_p4_x')}, ${column('coord_p4_y')})
      as v(id, p1x, p1y, p2x, p2y, p3x, p3y, p4x, p4y)
    where lots.id = v.id`);
}

export async function packageBench(): Promise<string[]> {
  const { database, label, drop } = await benchDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reurb-bench-package-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'https://reurb.exemplo.gov.br',
    DATA_DIR: dataDir,
    SERVE_SPA: 'false',
  });
  const { db } = database;
  try {
    await seedDemoAccounts(db, config);
    const projectId = await qualifiedProject(db, SIZE);
    await registryReady(db, projectId);
    const filter: ReportFilter = { ...EMPTY_FILTER, complete_only: true };
    const base = { projectId, kind: 'cert-reg-fund' as const, format: 'pdf' as const, filter };
    const emitted = await emit({
      db,
      config,
      ...base,
      userId: null,
      filter: {},
      select: (tx) => selectLots(tx as unknown as Db, filter, [projectId]),
      render: (conn, marks, selection) =>
        renderOfficial(conn, config, { ...base, official: { selection, stamp: marks.document ?? undefined } }),
    });
    const app = await buildApp({ config, database, logger: false });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const identity = await findLocalIdentityByEmail(db, 'admin@reurb.local');
    const token = await mintAccessToken(config.identity, (await loadIdpSecrets(db)).signingKey, identity!.sub);

    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const heapBefore = process.memoryUsage().heapUsed;
    let rssPeak = rssBefore;
    let heapPeak = heapBefore;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      rssPeak = Math.max(rssPeak, now.rss);
      heapPeak = Math.max(heapPeak, now.heapUsed);
    }, 50);
    let firstByte = 0;
    let bytes = 0;
    let tail = Buffer.alloc(0);
    let total = 0;
    const start = performance.now();
    const download = async () => {
      const response = await fetch(`${address}/api/emissions/${emitted.ids[0]}/package`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok || !response.body) throw new Error(`pacote: ${response.status} ${await response.text()}`);
      const hash = createHash('sha256');
      for await (const chunk of response.body) {
        if (!firstByte) firstByte = performance.now() - start;
        bytes += chunk.length;
        hash.update(chunk);
        tail = Buffer.concat([tail, chunk]).subarray(-65_536);
      }
      total = performance.now() - start;
    };
    // The API's answers while the package streams: health and a lot of the CRF, every 50 ms
    // (render-stall.ts; here the client reads in the API's process, as the bench always has).
    const port = Number(new URL(address).port);
    const [{ id: lotId }] = rowsOf<{ id: number }>(
      await db.execute(sql`select id from lots where project_id = ${projectId} order by id limit 1`),
    );
    const auth = { authorization: `Bearer ${token}` };
    const samples = await during(port, download(), () => probe(port, `/api/lots/${lotId}`, auth));
    clearInterval(sampler);
    await app.close();
    // The ZIP's end: the manifest is the last entry, and the central directory closes the file.
    const manifestLast = tail.lastIndexOf('manifest.json') > tail.lastIndexOf('lotes.geojson');
    const complete = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) >= 0;
    if (!manifestLast || !complete) throw new Error('o pacote não terminou com o manifesto e o diretório central');
    return [
      `Pacote para o cartório (${label}): CRF de ${SIZE.toLocaleString('pt-BR')} lotes (${mb(emitted.bytes.length)} de PDF), ` +
        `GET /api/emissions/{id}/package`,
      `  primeiro byte ${(firstByte / 1000).toFixed(2)} s · completo ${(total / 1000).toFixed(1)} s · ZIP ${mb(bytes)} ` +
        `(PDF, ocupantes.xlsx, lotes.geojson, manifest.json) · durante o envio: heap JS +${mb(Math.max(0, heapPeak - heapBefore))}, RSS +${mb(Math.max(0, rssPeak - rssBefore))}`,
      `  durante o envio (${samples.health.length} amostras): /api/health p50 ${ms(quantile(samples.health, 0.5)).trim()}, ` +
        `máx ${ms(Math.max(...samples.health)).trim()}; leitura de um lote p50 ${ms(quantile(samples.lot, 0.5)).trim()}, ` +
        `máx ${ms(Math.max(...samples.lot)).trim()}; thread da API retido no máximo ${ms(samples.held).trim()} de uma vez`,
    ];
  } finally {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log((await packageBench()).join('\n'));
