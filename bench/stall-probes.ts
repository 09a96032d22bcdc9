import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { recordGoal } from './goals.ts';
import { mark, ms, quantile } from './stats.ts';

/**
 * The stall bench's probes (bench/render-stall.ts; bench/package.ts uses them too): `/api/health`
 * and a lot's read over real HTTP every 50 ms while some work runs, the event loop's longest
 * delay beside them, and the goal-5 lines they make (p99 < GOAL_MS).
 */
const GOAL_MS = 100;
/** Each case runs again until every probe has this many samples: a p99 of 45 samples is their maximum. */
const MIN_SAMPLES = 100;

let next = 0;
/** One call from 127.0.0.(2..250), its latency in ms: `/api/health`, or another path with headers. */
export function probe(port: number, path = '/api/health', headers: Record<string, string> = {}): Promise<number> {
  const localAddress = `127.0.0.${2 + (next++ % 248)}`;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers, localAddress, agent: false }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${path} ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
  });
}

export interface Samples {
  health: number[];
  lot: number[];
  /**
   * The longest the API's thread was held (the event loop's largest delay, ms). The probes alone
   * miss a hold that begins while they wait their 50 ms: 280 ms of a picture's header read on
   * each save of case (f) showed only in some runs' lot-read p99 (2026-12-03).
   */
  held: number;
}

/** Health and a lot's read (as the lot form opens it), one after the other every 50 ms, while `work` runs. */
export async function during(port: number, work: Promise<unknown>, lotRead: () => Promise<number>): Promise<Samples> {
  let running = true;
  void work.finally(() => (running = false)).catch(() => undefined);
  const samples: Samples = { health: [], lot: [], held: 0 };
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  try {
    while (running) {
      samples.health.push(await probe(port));
      samples.lot.push(await lotRead());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await work;
  } finally {
    loop.disable();
  }
  samples.held = loop.max / 1e6;
  return samples;
}

/**
 * Runs `round` (one run of a case, answering what it made) until the probes have MIN_SAMPLES
 * each; `setUp`, when given, before each round and outside the timing (a case whose work can be
 * done once per state).
 */
export async function rounds(
  port: number,
  lotRead: () => Promise<number>,
  round: () => Promise<string>,
  setUp?: () => Promise<void>,
): Promise<{ samples: Samples; extra: string }> {
  const samples: Samples = { health: [], lot: [], held: 0 };
  const made: string[] = [];
  while (samples.health.length < MIN_SAMPLES) {
    await setUp?.();
    const started = performance.now();
    let what = '';
    const got = await during(
      port,
      round().then((w) => (what = w)),
      lotRead,
    );
    samples.health.push(...got.health);
    samples.lot.push(...got.lot);
    samples.held = Math.max(samples.held, got.held);
    made.push(`${what} em ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const shown = made.length > 4 ? [...made.slice(0, 2), '…', made.at(-1)!] : made;
  const extra = made.length === 1 ? made[0]! : `${made.length} rodadas: ${shown.join('; ')}`;
  return { samples, extra };
}

function line(label: string, what: string, samples: number[], extra: string): string {
  const p99 = quantile(samples, 0.99);
  recordGoal({
    goal: 5,
    what: `${label.trim()}: ${what}, p99`,
    figure: ms(p99).trim(),
    target: `< ${GOAL_MS} ms`,
    ok: p99 < GOAL_MS,
  });
  return `${`${label} — ${what}`.padEnd(72)} p50 ${ms(quantile(samples, 0.5))}  p99 ${ms(p99)}  máx ${ms(Math.max(...samples))}  (${samples.length} amostras; ${extra})  meta p99 < ${GOAL_MS} ms ${mark(p99 < GOAL_MS)}`;
}

export const lines2 = (label: string, samples: Samples, extra: string) => [
  line(label, '/api/health', samples.health, extra),
  line(label, 'leitura de um lote', samples.lot, extra),
  `${`${label} — thread da API`.padEnd(72)} retido no máximo ${ms(samples.held)} de uma vez (o maior atraso do laço de eventos)`,
];
