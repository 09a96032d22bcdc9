import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { loadConfig } from '../server/config.ts';
import { buildApp } from '../server/app.ts';
import { blocks, lots } from '../server/db/schema/index.ts';
import { seedDemoAccounts } from '../server/seed/accounts.ts';
import { seedDemoData } from '../server/seed/demo-data.ts';
import { loadIdpSecrets } from '../server/auth/local-idp/secrets.ts';
import { findLocalIdentityByEmail } from '../server/auth/local-idp/provider.ts';
import { mintAccessToken } from '../server/auth/local-idp/mint-token.ts';
import { benchDatabase } from './database.ts';
import { ms, summarise, time } from './stats.ts';

/**
 * `GET /api/lots/list?count=1000` on a block of 1,000 lots and `GET /api/projects/list`, over
 * real HTTP, side by side with the very SQL those requests issued (captured from the pool
 * during one request, authentication included) replayed directly on the pool.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUP = 10;

type Recorded = Array<{ text: string; values?: unknown[] }>;

function recordQueries(pool: pg.Pool) {
  let recording: Recorded | null = null;
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
    const [first, second] = args;
    if (recording) {
      const text = typeof first === 'string' ? first : (first as { text: string }).text;
      const values =
        (typeof first === 'string' ? undefined : (first as { values?: unknown[] }).values) ??
        (second as unknown[] | undefined);
      recording.push({ text, values });
    }
    return original(...args);
  };
  return {
    async during(fn: () => Promise<unknown>): Promise<Recorded> {
      recording = [];
      await fn();
      const done = recording;
      recording = null;
      return done;
    },
  };
}

export async function apiLatency(): Promise<string[]> {
  const { database, label, drop } = await benchDatabase();
  const lines: string[] = [];
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PORT: '3999',
      DATA_DIR: '/tmp/reurb-bench-data',
    });
    await seedDemoAccounts(database.db, config);
    const seeded = await seedDemoData(database.db, { projects: 10, lots: 10_000, seed: 7 });
    const block = await bigBlock(database);
    const app = await buildApp({ config, database, logger: false });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const identity = await findLocalIdentityByEmail(database.db, 'admin@reurb.local');
    const token = await mintAccessToken(config.identity, (await loadIdpSecrets(database.db)).signingKey, identity!.sub);
    const recorder = database.pool ? recordQueries(database.pool) : null;

    lines.push(
      `Latência da API — ${label}; ${seeded.projects} projetos, ${seeded.lots + 1000} lotes; ${RUNS} requisições em série`,
    );
    lines.push(
      `${'rota'.padEnd(44)}${'HTTP mediana'.padStart(13)}${'p95'.padStart(10)}${'SQL mediana'.padStart(13)}${'p95'.padStart(10)}  razão`,
    );
    for (const path of [`/api/lots/list?block_id=${block}&count=1000`, '/api/projects/list?count=250']) {
      const get = async () => {
        const response = await fetch(`${address}${path}`, { headers: { authorization: `Bearer ${token}` } });
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        return response.arrayBuffer();
      };
      const http = summarise(await time(RUNS, WARMUP, get));
      let sqlCell = `${'—'.padStart(13)}${'—'.padStart(10)}  —`;
      if (recorder && database.pool) {
        const queries = await recorder.during(get);
        const pool = database.pool;
        const direct = summarise(
          await time(RUNS, WARMUP, async () => {
            for (const q of queries) await pool.query({ text: q.text, values: q.values });
          }),
        );
        sqlCell = `${ms(direct.median).padStart(13)}${ms(direct.p95).padStart(10)}  ${(http.median / direct.median).toFixed(2)}× (${queries.length} consultas)`;
      }
      lines.push(
        `${('GET ' + path.replace(/block_id=\d+/, 'block_id=…')).padEnd(44)}${ms(http.median).padStart(13)}${ms(http.p95).padStart(10)}${sqlCell}`,
      );
    }
    if (!database.pool) lines.push('(SQL direto só em PostgreSQL: defina BENCH_DATABASE_URL ou TEST_DATABASE_URL)');
    await app.close();
  } finally {
    await drop();
  }
  return lines;
}

/** A block of exactly 1,000 lots in the first project, as the case asks. */
async function bigBlock(database: Awaited<ReturnType<typeof benchDatabase>>['database']): Promise<number> {
  const { db } = database;
  const [first] = await db.select({ project: blocks.project_id }).from(blocks).limit(1);
  const [block] = await db
    .insert(blocks)
    .values({ name: 'Quadra de 1000 lotes', project_id: first.project })
    .returning();
  for (let start = 0; start < 1000; start += 500) {
    await db.insert(lots).values(
      Array.from({ length: 500 }, (_, i) => ({
        name: `Lote ${String(start + i + 1).padStart(4, '0')}`,
        block_id: block.id,
        project_id: first.project,
        owner_name: `Morador ${start + i + 1}`,
        status: (start + i) % 3 === 0 ? 'complete' : 'incomplete',
      })),
    );
  }
  await db.execute(sql`analyze`);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)` })
    .from(lots)
    .where(eq(lots.block_id, block.id));
  if (Number(n) !== 1000) throw new Error('a quadra de referência não tem 1000 lotes');
  return block.id;
}
