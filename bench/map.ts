import { gzipSync } from 'node:zlib';
import proj4 from 'proj4';
import { loadConfig } from '../server/config.ts';
import type { Db } from '../server/db/connection.ts';
import { buildApp } from '../server/app.ts';
import { blocks, lots, projects } from '../server/db/schema/index.ts';
import { seedDemoAccounts } from '../server/seed/accounts.ts';
import { loadIdpSecrets } from '../server/auth/local-idp/secrets.ts';
import { findLocalIdentityByEmail } from '../server/auth/local-idp/provider.ts';
import { mintAccessToken } from '../server/auth/local-idp/mint-token.ts';
import { checkGeometry } from '../domain/geo/checks.ts';
import { benchDatabase } from './database.ts';
import { ms, summarise, time } from './stats.ts';

/**
 * The map of a 5,000-lot núcleo (issue 17): 100 blocks of 50 lots of 10 m × 20 m in SIRGAS 2000
 * degrees, one overlap in every tenth block. Measures the map's data (`lots.geojson` with the
 * holders, as the map asks), its size raw and gzipped, the project's geometry checks over HTTP
 * and the checks alone (domain/geo/checks.ts) without the database.
 */
const RUNS = Number(process.env.BENCH_MAP_RUNS ?? 20);
const LOTS_PER_BLOCK = 50;
const BLOCKS = 100;

const toDegrees = proj4('+proj=utm +zone=23 +south +ellps=GRS80 +units=m +no_defs', 'WGS84');

export function lotRow(block: number, index: number) {
  const column = index % 25;
  const row = Math.floor(index / 25);
  // Blocks on a 10 × 10 grid, 270 m × 60 m each with a street between them.
  const e = 288_000 + (block % 10) * 280 + column * 10 + (index === 7 && block % 10 === 0 ? 4 : 0);
  const n = 7_466_000 + Math.floor(block / 10) * 70 + row * 20;
  const corners = [
    [e, n],
    [e + 10, n],
    [e + 10, n + 20],
    [e, n + 20],
  ].map((p) => toDegrees.forward(p));
  return Object.fromEntries(
    corners.flatMap(([x, y], i) => [
      [`coord_p${i + 1}_x`, x],
      [`coord_p${i + 1}_y`, y],
    ]),
  );
}

/**
 * The 5,000-lot núcleo (BLOCKS × LOTS_PER_BLOCK) in a fresh database; the map bench and the
 * panning bench (bench/map-panning.ts) both measure it.
 */
export async function seedMapProject(db: Db): Promise<{ id: number; lots: number }> {
  const [project] = await db.insert(projects).values({ name: 'Núcleo de 5000 lotes' }).returning();
  for (let b = 0; b < BLOCKS; b++) {
    const [block] = await db
      .insert(blocks)
      .values({ name: `Q${String(b + 1).padStart(3, '0')}`, project_id: project.id })
      .returning();
    await db.insert(lots).values(
      Array.from({ length: LOTS_PER_BLOCK }, (_, i) => ({
        name: `Q${String(b + 1).padStart(3, '0')}-L${String(i + 1).padStart(2, '0')}`,
        block_id: block.id,
        project_id: project.id,
        owner_name: `Morador ${b * LOTS_PER_BLOCK + i + 1}`,
        area: 200,
        status: i % 3 === 0 ? 'complete' : 'incomplete',
        ...lotRow(b, i),
      })),
    );
  }
  return { id: project.id, lots: BLOCKS * LOTS_PER_BLOCK };
}

export async function mapBench(): Promise<string[]> {
  const { database, label, drop } = await benchDatabase();
  const lines: string[] = [];
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PORT: '3999',
      DATA_DIR: '/tmp/reurb-bench-map',
      // The API alone: the map's data is measured, not the SPA.
      SERVE_SPA: 'false',
    });
    await seedDemoAccounts(database.db, config);
    const { db } = database;
    const project = await seedMapProject(db);
    const app = await buildApp({ config, database, logger: false });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const identity = await findLocalIdentityByEmail(db, 'admin@reurb.local');
    const token = await mintAccessToken(config.identity, (await loadIdpSecrets(db)).signingKey, identity!.sub);
    const get = (path: string) => async () => {
      const response = await fetch(`${address}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    };
    const total = BLOCKS * LOTS_PER_BLOCK;
    lines.push(`Mapa do núcleo — ${label}; ${total} lotes com polígono; ${RUNS} requisições em série`);
    lines.push(`${'medida'.padEnd(52)}${'mediana'.padStart(10)}${'p95'.padStart(10)}`);
    const geojson = `/api/projects/${project.id}/lots.geojson?with_holder=true`;
    const mapTimes = summarise(await time(RUNS, 2, get(geojson)));
    lines.push(`${'GET lots.geojson (dados do mapa)'.padEnd(52)}${ms(mapTimes.median)}${ms(mapTimes.p95)}`);
    const body = await get(geojson)();
    const parsed = JSON.parse(body.toString()) as { features: unknown[] };
    if (parsed.features.length !== total) throw new Error(`o mapa trouxe ${parsed.features.length} lotes`);
    lines.push(
      `${'  tamanho da resposta'.padEnd(52)}${`${(body.length / 1024 / 1024).toFixed(2)} MB`.padStart(10)}${`${(gzipSync(body).length / 1024).toFixed(0)} KB gzip`.padStart(14)}`,
    );
    const checksPath = `/api/projects/${project.id}/geometry-checks`;
    const checkTimes = summarise(await time(RUNS, 2, get(checksPath)));
    const found = JSON.parse((await get(checksPath)()).toString()) as { data: { rule: string }[] };
    lines.push(`${'GET geometry-checks (verificações)'.padEnd(52)}${ms(checkTimes.median)}${ms(checkTimes.p95)}`);
    lines.push(
      `${'  achados'.padEnd(52)}${String(found.data.length).padStart(10)}  (${found.data.filter((f) => f.rule === 'overlap').length} de sobreposição)`,
    );
    const rows = await db.select().from(lots);
    const pure = summarise(await time(5, 1, async () => checkGeometry(rows)));
    lines.push(`${'verificações sem banco nem HTTP (domain/geo)'.padEnd(52)}${ms(pure.median)}${ms(pure.p95)}`);
    await app.close();
  } finally {
    await drop();
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log((await mapBench()).join('\n'));
