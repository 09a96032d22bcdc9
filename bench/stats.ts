/** The q-quantile of a list of durations (ms), nearest rank. */
export function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** Median and 95th percentile of a list of durations (ms). */
export function summarise(samples: number[]): { median: number; p95: number } {
  return { median: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
}

/** A number as the bench prints it, in Brazilian Portuguese (1.234,5). */
export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('pt-BR', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** A goal met or not. */
export const mark = (ok: boolean) => (ok ? '✓' : '✗');

export async function time(runs: number, warmup: number, fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples;
}

export const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);

/**
 * Times `a` and `b` alternately, one run of each in turn: on a shared machine both then see the
 * same load, and their ratio does not depend on which ran during someone else's burst.
 */
export async function timePairs(
  runs: number,
  warmup: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<[number[], number[]]> {
  for (let i = 0; i < warmup; i++) {
    await a();
    await b();
  }
  const samples: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    for (const [j, fn] of [a, b].entries()) {
      const start = performance.now();
      await fn();
      samples[j].push(performance.now() - start);
    }
  }
  return samples;
}

/** An answer's size, in KB under a megabyte. */
export const size = (bytes: number) =>
  bytes < 2 ** 20 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 2 ** 20).toFixed(1)} MB`;
