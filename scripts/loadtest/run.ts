import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig } from '../../server/config.ts';
import { machineBusySeconds, machineStealSeconds, postgresCpuSeconds } from './cpu.ts';
import { prepareDatabase } from './database.ts';
import { drive } from './drive.ts';
import { mix, split, type Kind } from './mix.ts';
import { startServer } from './server.ts';
import { staff } from './staff.ts';
import type { KindStats } from './stats.ts';

/** Issue 19, goal 6: what 200 people at their desks should see, at the 95th percentile. */
export const READ_P95 = 100;
export const SAVE_P95 = 200;

export interface LoadOptions {
  /** A PostgreSQL URL: the load database, created and seeded once. */
  url: string;
  connections: number;
  seconds: number;
  lots: number;
  port: number;
  /** Seconds of the same mix first, not counted: the first requests compile code and fill caches. */
  warmup: number;
  /** Requests per second of each simulated person. */
  rate: number;
  /** Whether the capacity phase (the same connections with no pause) follows. */
  saturate: boolean;
}

/** One measured phase: per kind of request, its latencies, and the whole phase's pace. */
export interface Phase {
  kinds: Kind[];
  stats: KindStats[];
  seconds: number;
  requests: number;
  failures: number;
  /**
   * Share of one core used during the phase by the API server, this load generator and the local
   * PostgreSQL, and by the whole machine (of all its cores together).
   */
  cpu: { server: number; generator: number; postgres: number; machine: number; steal: number };
  /**
   * How late this generator's own event loop ran during the phase, p99 and maximum (ms): every
   * latency above is timed on that loop, so a late loop (its garbage collection, a busy machine)
   * adds to them what the API never spent.
   */
  generatorDelay: { p99: number; max: number };
}

/** How often the generator's event loop is sampled during a phase (ms). */
const LOOP_TICK_MS = 5;

export const perSecond = (phase: Phase): number => phase.requests / phase.seconds;

/** The worst p95 of the phase's reads or of its saves, with the kind it belongs to. */
export function worstP95(phase: Phase, write: boolean): { ms: number; label: string } {
  let worst = { ms: -Infinity, label: '' };
  for (const [i, kind] of phase.kinds.entries()) {
    const ms = phase.stats[i].percentile(95);
    if (kind.write === write && ms > worst.ms) worst = { ms, label: kind.label };
  }
  return worst;
}

export function loadOptions(env: NodeJS.ProcessEnv, defaults: Partial<LoadOptions> = {}): LoadOptions {
  const options: LoadOptions = {
    url: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/reurb_load',
    seconds: Number(env.LOADTEST_SECONDS ?? defaults.seconds ?? 60),
    connections: Number(env.LOADTEST_CONNECTIONS ?? defaults.connections ?? 50),
    lots: Number(env.LOADTEST_LOTS ?? defaults.lots ?? 50_000),
    port: Number(env.LOADTEST_PORT ?? defaults.port ?? 3212),
    warmup: Number(env.LOADTEST_WARMUP_SECONDS ?? defaults.warmup ?? 5),
    rate: Number(env.LOADTEST_RATE ?? defaults.rate ?? 1),
    saturate: env.LOADTEST_SATURATE !== '0',
  };
  if (!options.url.startsWith('postgres'))
    throw new Error('npm run loadtest precisa de um PostgreSQL (DATABASE_URL=postgres://...).');
  if (![options.seconds, options.connections, options.lots].every((n) => Number.isInteger(n) && n > 0))
    throw new Error('LOADTEST_SECONDS, LOADTEST_CONNECTIONS e LOADTEST_LOTS devem ser inteiros positivos.');
  if (!(options.rate > 0))
    throw new Error('LOADTEST_RATE deve ser um número positivo (requisições por segundo de cada pessoa).');
  return options;
}

/**
 * Seeds the load database when needed, starts the real server in production mode in its own
 * process, warms it up, then runs the staff phase (people pausing around `rate` actions per
 * second) and, with `saturate`, the capacity phase (the same connections with no pause).
 * `log` gets each phase's table as lines.
 */
export async function loadTest(
  options: LoadOptions,
  log: (line: string) => void,
): Promise<{ people: Phase; ceiling?: Phase; lots: number }> {
  const config = loadConfig({ ...process.env, DATABASE_URL: options.url, PORT: String(options.port) });
  const targets = await prepareDatabase(options.url, config, options.lots);
  const server = await startServer(options.port, options.url);
  try {
    const token = await server.token('admin@reurb.local');
    const kinds = mix(targets);
    const counts = split(kinds, options.connections);
    log(
      `${options.connections} pessoas por ${options.seconds} s em ${server.base} (${targets.lots.length} lotes, ${targets.blocks.length} quadras, ${targets.projects.length} projetos)`,
    );
    if (options.warmup > 0)
      await drive(
        server.base,
        token,
        kinds,
        kinds.map(() => 1),
        options.warmup,
      );
    const measure = async (title: string, run: () => Promise<KindStats[]>, judged: boolean): Promise<Phase> => {
      const started = performance.now();
      const serverCpu = server.cpuSeconds();
      const generatorCpu = process.cpuUsage();
      const postgresCpu = postgresCpuSeconds();
      const machineCpu = machineBusySeconds();
      const steal = machineStealSeconds();
      const delay = monitorEventLoopDelay({ resolution: LOOP_TICK_MS });
      delay.enable();
      const stats = await run();
      delay.disable();
      const seconds = (performance.now() - started) / 1000;
      const generator = process.cpuUsage(generatorCpu);
      const phase: Phase = {
        kinds,
        stats,
        seconds,
        requests: stats.reduce((sum, s) => sum + s.times.length, 0),
        failures: stats.reduce((sum, s) => sum + s.failures, 0),
        cpu: {
          server: (server.cpuSeconds() - serverCpu) / seconds,
          generator: (generator.user + generator.system) / 1e6 / seconds,
          postgres: (postgresCpuSeconds() - postgresCpu) / seconds,
          machine: (machineBusySeconds() - machineCpu) / seconds / availableParallelism(),
          steal: (machineStealSeconds() - steal) / seconds / availableParallelism(),
        },
        // The histogram holds each tick's whole interval: what passes the tick is the delay.
        generatorDelay: {
          p99: Math.max(0, delay.percentile(99) / 1e6 - LOOP_TICK_MS),
          max: Math.max(0, delay.max / 1e6 - LOOP_TICK_MS),
        },
      };
      log('');
      log(title);
      for (const line of table(phase, judged ? undefined : counts)) log(line);
      return phase;
    };
    const people = await measure(
      `Equipe: ${options.connections} pessoas, cada uma ~${options.rate} ação/s em pausas aleatórias (metas: p95 < ${READ_P95} ms leitura, < ${SAVE_P95} ms gravação)`,
      () => staff(server.base, token, kinds, options.connections, options.seconds, options.rate),
      true,
    );
    const ceiling = options.saturate
      ? await measure(
          `Capacidade: ${options.connections} conexões sem pausa (sem meta; mostra o teto deste servidor)`,
          () => drive(server.base, token, kinds, counts, options.seconds),
          false,
        )
      : undefined;
    return { people, ceiling, lots: targets.lots.length };
  } finally {
    // Let the requests autocannon dropped at the deadline finish before the server closes its pool.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await server.stop();
  }
}

/** The phase as a Markdown table: per kind, pace and latencies; `connections` for the capacity phase. */
function table(phase: Phase, connections?: number[]): string[] {
  const lines = [
    `| tipo |${connections ? ' conexões |' : ''} req/s | p50 ms | p95 ms | p99 ms | erros |${connections ? '' : ' meta |'}`,
    `|---|${connections ? '---|' : ''}---|---|---|---|---|${connections ? '' : '---|'}`,
  ];
  for (const [i, kind] of phase.kinds.entries()) {
    const s = phase.stats[i];
    const p95 = s.percentile(95);
    const target = kind.write ? SAVE_P95 : READ_P95;
    const problems = [...s.statuses].map(([code, n]) => `${n}× ${code}`);
    if (s.errors) problems.push(`${s.errors} falhas`);
    if (s.timeouts) problems.push(`${s.timeouts} tempos esgotados`);
    lines.push(
      `| ${kind.label} |${connections ? ` ${connections[i]} |` : ''} ${(s.times.length / phase.seconds).toFixed(1)} | ${Math.round(s.percentile(50))} | ${Math.round(p95)} | ${Math.round(s.percentile(99))} | ${s.failures}${problems.length ? ` (${problems.join(', ')})` : ''} |${connections ? '' : ` p95 < ${target} ms: ${p95 < target ? 'sim' : 'NÃO'} |`}`,
    );
  }
  const percent = (share: number) => (Number.isNaN(share) ? '?' : `${Math.round(share * 100)}%`);
  lines.push(
    `Total: ${phase.requests} requisições em ${phase.seconds.toFixed(1)} s = ${perSecond(phase).toFixed(0)} req/s; erros (não-2xx, falhas e tempos esgotados): ${phase.failures}`,
    `CPU (de um núcleo): servidor da API ${percent(phase.cpu.server)}, PostgreSQL local ${percent(phase.cpu.postgres)}, gerador de carga ${percent(phase.cpu.generator)}; a máquina inteira (${availableParallelism()} núcleos) ${percent(phase.cpu.machine)} ocupada, ${percent(phase.cpu.steal)} dela tomada pelo hospedeiro para outras máquinas virtuais (steal)`,
    `Atraso do laço do gerador (que mede as latências acima): p99 ${Math.round(phase.generatorDelay.p99)} ms, máximo ${Math.round(phase.generatorDelay.max)} ms`,
  );
  return lines;
}
