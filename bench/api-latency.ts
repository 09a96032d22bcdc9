import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { loadConfig } from '../server/config.ts';
import { buildApp } from '../server/app.ts';
import { blocks, lots } from '../server/db/schema/index.ts';
import { seedDemoAccounts } from '../server/seed/accounts.ts';
import { seedDemoData } from '../server/seed/demo-data.ts';
import { createRandom } from '../server/seed/random.ts';
import {
  BROTLI_QUALITY,
  BROWSER_ACCEPT_ENCODING,
  CODECS,
  ZSTD_LEVEL,
  type Encoding,
} from '../server/http/compression.ts';
import { loadIdpSecrets } from '../server/auth/local-idp/secrets.ts';
import { findLocalIdentityByEmail } from '../server/auth/local-idp/provider.ts';
import { mintAccessToken } from '../server/auth/local-idp/mint-token.ts';
import { benchDatabase } from './database.ts';
import { delayProxy } from './delay-proxy.ts';
import { httpClient } from './http-client.ts';
import { benchServerUrl } from './engine.ts';
import { recordGoal } from './goals.ts';
import { recordQueries, replay, type RecordedQuery } from './sql-recorder.ts';
import { fmt, ms, summarise, time, timePairs } from './stats.ts';

/**
 * Issue #19 goal 4: the API within 1.2× of its own SQL (median and p95) on PostgreSQL, for the
 * SPA's four hot requests: a block's 1,000 lots, the projects list, one lot and a lot save
 * (PATCH with If-Match, as src/providers/dataProvider.ts sends it). Each goes over real HTTP
 * (bench/http-client.ts), beside the very statements it issued (recorded from pg during one
 * request, authentication and permission checks included) replayed on one connection, the two
 * timed in alternation.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUP = 10;
/** Issue #19 goal 4's bound on API time over its SQL's. */
const GOAL = 1.2;

interface Case {
  label: string;
  /** A GET's path: its answer's encoding round trip is timed apart (what compression costs of the overhead). */
  path?: string;
  /** One request, checked; answers what the next one needs. */
  send(): Promise<void>;
  /** A replay of a recorded request, adjusted to the data as it now is (a save's version). */
  replayOf?(queries: RecordedQuery[]): () => Promise<void>;
}

export async function apiLatency(): Promise<string[]> {
  // BENCH_DB_DELAY_MS: the database that far away each way; its figures are printed, not the goal's rows.
  const delayMs = Number(process.env.BENCH_DB_DELAY_MS ?? 0);
  const server = benchServerUrl('configured');
  const proxy = delayMs > 0 && server ? await delayProxy(server, delayMs) : null;
  const { database, label, drop } = await benchDatabase('configured', proxy?.url);
  const lines: string[] = [];
  const recorder = database.pool ? recordQueries() : null;
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PORT: '3999',
      DATA_DIR: '/tmp/reurb-bench-data',
      // The API alone: the SPA's build is not needed to measure it.
      SERVE_SPA: 'false',
    });
    await seedDemoAccounts(database.db, config);
    const seeded = await seedDemoData(database.db, { projects: 10, lots: 10_000, seed: 7 });
    const { block, lot } = await bigBlock(database);
    const app = await buildApp({ config, database, logger: false });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const identity = await findLocalIdentityByEmail(database.db, 'admin@reurb.local');
    const token = await mintAccessToken(config.identity, (await loadIdpSecrets(database.db)).signingKey, identity!.sub);
    // As the SPA's browser asks; the server picks (server/http/compression.ts).
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    const client = httpClient(address, headers);
    const request = async (path: string, init: Parameters<typeof client.send>[1] = {}) => {
      const answer = await client.send(path, init);
      if (answer.status >= 300) throw new Error(`${init.method ?? 'GET'} ${path}: ${answer.status}`);
      return answer;
    };
    const get = (path: string) => ({ path, send: async () => void (await request(path)) });

    let version = (await request(`/api/lots/${lot}`)).json<{ version: number }>().version;
    let edit = 0;
    const cases: Case[] = [
      { label: 'GET /lots/list?block_id=…&count=1000', ...get(`/api/lots/list?block_id=${block}&count=1000`) },
      { label: 'GET /projects/list?count=250', ...get('/api/projects/list?count=250') },
      { label: 'GET /lots/:id', ...get(`/api/lots/${lot}`) },
      {
        label: 'PATCH /lots/:id (If-Match)',
        async send() {
          const response = await request(`/api/lots/${lot}`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json', 'if-match': String(version) },
            body: JSON.stringify({ owner_name: `Morador editado ${++edit}`, observations: `Visita ${edit}` }),
          });
          version = response.json<{ version: number }>().version;
        },
        // The recorded save was made from one version; each replay saves from the current one.
        replayOf: (queries) => () =>
          replay(
            database.pool!,
            atVersion(queries, () => version++),
          ),
      },
    ];

    const floor = await httpFloor();
    const far = proxy ? `, atrás de um proxy que segura cada pacote ${delayMs} ms (a meta não é registrada)` : '';
    lines.push(
      `Latência da API — ${label}${far}; ${seeded.projects} projetos, ${seeded.lots + 1000} lotes; ${RUNS} requisições em série; meta ≤ ${GOAL}× o SQL`,
    );
    lines.push(
      `${'rota'.padEnd(40)}${'HTTP p50'.padStart(10)}${'p95'.padStart(10)}${'SQL p50'.padStart(10)}${'p95'.padStart(10)}${'razão p50'.padStart(11)}${'p95'.padStart(8)}${'além p50'.padStart(10)}${'p95'.padStart(10)}  consultas`,
    );
    /** Each route's best possible p50 ratio over its SQL, with the floor alone added to it. */
    const best: string[] = [];
    /** Each GET's answer encoded and decoded again, as the server and the browser do it. */
    const coded: string[] = [];
    for (const c of cases) {
      if (!recorder || !database.pool) {
        const http = summarise(await time(RUNS, WARMUP, c.send));
        lines.push(`${c.label.padEnd(40)}${ms(http.median).padStart(10)}${ms(http.p95).padStart(10)}`);
        continue;
      }
      // Recorded once warm: a first request also does one-off work (keys loaded, activity noted).
      for (let i = 0; i < WARMUP; i++) await c.send();
      const queries = await recorder.during(c.send);
      const run = c.replayOf ? c.replayOf(queries) : () => replay(database.pool!, queries);
      const [httpSamples, sqlSamples] = await timePairs(RUNS, WARMUP, c.send, run);
      const [http, direct] = [summarise(httpSamples), summarise(sqlSamples)];
      const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}× ${a / b <= GOAL ? '✓' : '✗'}`;
      const [p50, p95] = [http.median / direct.median, http.p95 / direct.p95];
      if (!proxy)
        recordGoal({
          goal: 4,
          what: `${c.label}, p50 / p95 (${queries.length} consultas)`,
          figure: `${fmt(http.median, 1)} / ${fmt(http.p95, 1)} ms = ${fmt(p50, 2)}× / ${fmt(p95, 2)}× o SQL`,
          target: `≤ ${fmt(GOAL, 1)}× o SQL`,
          ok: p50 <= GOAL && p95 <= GOAL,
        });
      lines.push(
        `${c.label.padEnd(40)}${ms(http.median).padStart(10)}${ms(http.p95).padStart(10)}` +
          `${ms(direct.median).padStart(10)}${ms(direct.p95).padStart(10)}` +
          `${ratio(http.median, direct.median).padStart(11)}${ratio(http.p95, direct.p95).padStart(8)}` +
          // What the API spends beyond its SQL, in milliseconds: the measure goal 4 could be restated in (docs/performance.md#api-latency-goal-4).
          `${ms(http.median - direct.median).padStart(10)}${ms(http.p95 - direct.p95).padStart(10)}  ${queries.length}`,
      );
      const route = c.label.split(' ').slice(0, 2).join(' ');
      best.push(`${route} ${fmt((direct.median + floor.median) / direct.median, 2)}×`);
      // Answers under the 1 KiB threshold go out as they are (server/http/compression.ts).
      if (c.path) {
        const { encoding } = await request(c.path);
        const plain = (await request(c.path, { headers: { 'accept-encoding': 'identity' } })).body;
        const trip = encoding ? await codecTrip(encoding, plain) : null;
        if (trip)
          coded.push(
            `${route}: ${fmt(trip.bytes / 1024)} KB → ${fmt(trip.compressed / 1024, 1)} KB em ${encoding}, ` +
              `${fmt(trip.median, 2)} ms p50 (${fmt((100 * trip.median) / (http.median - direct.median))}% do que a API gasta além do SQL)`,
          );
      }
    }
    if (!database.pool) lines.push('(SQL direto só em PostgreSQL: defina BENCH_DATABASE_URL ou TEST_DATABASE_URL)');
    else
      lines.push(
        `piso: uma rota vazia do Fastify pelo mesmo cliente, neste processo: p50 ${ms(floor.median)}, p95 ${ms(floor.p95)}; ` +
          `melhor razão possível (SQL + piso) / SQL, p50: ${best.join('; ')}`,
        `Compressão no servidor + descompressão no cliente de cada resposta (zstd nível ${ZSTD_LEVEL}, Brotli qualidade ${BROTLI_QUALITY}), na codificação que o servidor escolheu: ${coded.join('; ')}`,
      );
    client.close();
    await app.close();
  } finally {
    recorder?.restore();
    await drop();
    await proxy?.close();
  }
  return lines;
}

/**
 * What any route costs over HTTP before it does anything: an empty Fastify route (no hooks, no
 * plugins) asked by the same client (bench/http-client.ts) in the same process. A route whose
 * SQL takes less than five times this cannot be within 1.2× of it, whatever the API does.
 */
async function httpFloor(): Promise<{ median: number; p95: number }> {
  const bare = Fastify({ logger: false });
  bare.get('/vazia', async () => ({ ok: true }));
  const address = await bare.listen({ host: '127.0.0.1', port: 0 });
  const client = httpClient(address, {});
  try {
    return summarise(await time(RUNS * 5, WARMUP * 5, () => client.send('/vazia')));
  } finally {
    client.close();
    await bare.close();
  }
}

/** An answer's body encoded as the server does and decoded as the browser does, timed. */
async function codecTrip(
  encoding: Encoding,
  body: Buffer,
): Promise<{ bytes: number; compressed: number; median: number }> {
  const codec = CODECS[encoding];
  const compressed = codec.encode(body);
  const { median } = summarise(await time(RUNS, WARMUP, async () => void codec.decode(codec.encode(body))));
  return { bytes: body.length, compressed: compressed.length, median };
}

/**
 * The save's statements with the version its conditional UPDATE expects replaced by `next()`:
 * replayed as recorded, the UPDATE would match no row after the first run and cost less.
 */
function atVersion(queries: RecordedQuery[], next: () => number): RecordedQuery[] {
  const current = next();
  return queries.map((q) => {
    const match = /^update "lots" .* "lots"\."version" = \$(\d+)/s.exec(q.text);
    if (!match || !q.values) return q;
    const values = [...q.values];
    values[Number(match[1]) - 1] = current;
    return { ...q, values };
  });
}

/**
 * A block of exactly 1,000 lots in the first project, as the case asks; and its first lot.
 * Its owners have names and CPFs drawn as the demo's are (server/seed/random.ts): a block of
 * "Morador 1", "Morador 2"… with no CPF compressed 42× where this one compresses ~10× (188 → 19 KB), and
 * compression's time depends on it.
 */
async function bigBlock(
  database: Awaited<ReturnType<typeof benchDatabase>>['database'],
): Promise<{ block: number; lot: number }> {
  const { db } = database;
  const [first] = await db.select({ project: blocks.project_id }).from(blocks).limit(1);
  const [block] = await db
    .insert(blocks)
    .values({ name: 'Quadra de 1000 lotes', project_id: first.project })
    .returning();
  const random = createRandom(19, new Date('2026-12-01T12:00:00Z'));
  for (let start = 0; start < 1000; start += 500) {
    await db.insert(lots).values(
      Array.from({ length: 500 }, (_, i) => ({
        name: `Lote ${String(start + i + 1).padStart(4, '0')}`,
        block_id: block.id,
        project_id: first.project,
        owner_name: random.faker.person.fullName(),
        cpf: random.cpf(),
        status: (start + i) % 3 === 0 ? 'complete' : 'incomplete',
      })),
    );
  }
  await db.execute(sql`analyze`);
  const rows = await db.select({ id: lots.id }).from(lots).where(eq(lots.block_id, block.id)).orderBy(lots.id);
  if (rows.length !== 1000) throw new Error('a quadra de referência não tem 1000 lotes');
  return { block: block.id, lot: rows[0].id };
}
