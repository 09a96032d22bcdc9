/**
 * `npm run loadtest`: 50,000 lots on the configured PostgreSQL (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/reurb_load, created and seeded once), the real server in
 * production mode, and 50 simulated staff for 60 s (LOADTEST_CONNECTIONS, LOADTEST_SECONDS)
 * through autocannon with the mix of scripts/loadtest/mix.ts, each asking about once a second
 * (LOADTEST_RATE); then the same connections with no pause, for the server's ceiling. Prints requests/s, p50/p95/p99
 * per kind and the errors (non-2xx, timeouts); exits 1 on any error. Targets: p95 < 150 ms
 * for reads, < 300 ms for saves.
 */
import { loadConfig } from '../server/config.ts';
import { prepareDatabase } from './loadtest/database.ts';
import { mix, split } from './loadtest/mix.ts';
import type { KindStats } from './loadtest/stats.ts';
import { startServer } from './loadtest/server.ts';
import { drive } from './loadtest/drive.ts';
import { staff } from './loadtest/staff.ts';

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/reurb_load';
const seconds = Number(process.env.LOADTEST_SECONDS ?? 60);
const connections = Number(process.env.LOADTEST_CONNECTIONS ?? 50);
const lotsWanted = Number(process.env.LOADTEST_LOTS ?? 50_000);
const port = Number(process.env.LOADTEST_PORT ?? 3212);
const warmup = Number(process.env.LOADTEST_WARMUP_SECONDS ?? 5);
/** Requests per second of each simulated person; the saturation run (no pause) follows unless LOADTEST_SATURATE=0. */
const rate = Number(process.env.LOADTEST_RATE ?? 1);
const saturate = process.env.LOADTEST_SATURATE !== '0';
const READ_P95 = 150;
const SAVE_P95 = 300;

if (!url.startsWith('postgres'))
  throw new Error('npm run loadtest precisa de um PostgreSQL (DATABASE_URL=postgres://...).');
if (![seconds, connections, lotsWanted].every((n) => Number.isInteger(n) && n > 0))
  throw new Error('LOADTEST_SECONDS, LOADTEST_CONNECTIONS e LOADTEST_LOTS devem ser inteiros positivos.');
if (!(rate > 0)) throw new Error('LOADTEST_RATE deve ser um número positivo (requisições por segundo de cada pessoa).');

const config = loadConfig({ ...process.env, DATABASE_URL: url, PORT: String(port) });
const targets = await prepareDatabase(url, config, lotsWanted);
const server = await startServer(port, url);
let exitCode = 0;
try {
  const token = await server.token('admin@reurb.local');
  const kinds = mix(targets);
  const counts = split(kinds, connections);
  console.log(
    `\n${connections} pessoas por ${seconds} s em ${server.base} (${targets.lots.length} lotes, ${targets.blocks.length} quadras, ${targets.projects.length} projetos)...`,
  );
  // A few seconds of the same mix first, not counted: the first requests compile code and fill caches.
  if (warmup > 0)
    await drive(
      server.base,
      token,
      kinds,
      kinds.map(() => 1),
      warmup,
    );

  /** One measured run; prints its table; answers whether the targets held and the errors. */
  const phase = async (title: string, run: () => Promise<KindStats[]>, judged: boolean) => {
    console.log(`\n${title}`);
    const started = performance.now();
    const stats = await run();
    const elapsed = (performance.now() - started) / 1000;
    const total = stats.reduce((sum, s) => sum + s.times.length, 0);
    const failures = stats.reduce((sum, s) => sum + s.failures, 0);
    const rows = kinds.map((kind, i) => {
      const s = stats[i];
      const p95 = s.percentile(95);
      const target = kind.write ? SAVE_P95 : READ_P95;
      return {
        tipo: kind.label,
        ...(judged ? {} : { conexões: counts[i] }),
        requisições: s.times.length,
        'req/s': Number((s.times.length / elapsed).toFixed(1)),
        'p50 ms': Math.round(s.percentile(50)),
        'p95 ms': Math.round(p95),
        'p99 ms': Math.round(s.percentile(99)),
        erros: s.failures,
        ...(judged ? { meta: `p95 < ${target} ms: ${p95 < target ? 'sim' : 'NÃO'}` } : {}),
      };
    });
    console.table(rows);
    console.log(
      `Total: ${total} requisições em ${elapsed.toFixed(1)} s = ${(total / elapsed).toFixed(0)} req/s; erros (não-2xx, falhas e tempos esgotados): ${failures}`,
    );
    for (const [i, s] of stats.entries()) {
      if (s.failures)
        console.log(
          `  ${kinds[i].label}: ${[...s.statuses].map(([code, n]) => `${n}× ${code}`).join(', ')}${s.errors ? `, ${s.errors} falhas` : ''}${s.timeouts ? `, ${s.timeouts} tempos esgotados` : ''}`,
        );
    }
    return { met: rows.every((r) => !('meta' in r) || String(r.meta).endsWith('sim')), failures };
  };

  // The staff: each person asks for a screen about once a second (LOADTEST_RATE), faster than
  // anyone reads one; the latency targets are for them.
  const people = await phase(
    `Equipe: ${connections} pessoas, cada uma ~${rate} ação/s em pausas aleatórias (metas: p95 < ${READ_P95} ms leitura, < ${SAVE_P95} ms gravação)`,
    () => staff(server.base, token, kinds, connections, seconds, rate),
    true,
  );
  console.log(
    people.met
      ? 'Metas de latência atingidas.'
      : 'Metas de latência NÃO atingidas em todos os tipos (veja a coluna meta).',
  );
  // Then the ceiling: the same connections with no pause at all, to show the capacity left.
  const ceiling = saturate
    ? await phase(
        `Capacidade: ${connections} conexões sem pausa (sem meta; mostra o teto deste servidor)`,
        () => drive(server.base, token, kinds, counts, seconds),
        false,
      )
    : { failures: 0 };
  if (people.failures > 0 || ceiling.failures > 0) exitCode = 1;
} finally {
  // Let the requests autocannon dropped at the deadline finish before the server closes its pool.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await server.stop();
}
process.exit(exitCode);
