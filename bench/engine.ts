/**
 * Which server a bench part runs on: the PostgreSQL server of BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL), or the embedded PGlite (`null`) without either, or when the part measures
 * the embedded engine itself (goal 5: a full `npm run bench` with a server configured measured
 * PostgreSQL there, 2026-11-29).
 */
export function benchServerUrl(engine: 'configured' | 'embedded', env: NodeJS.ProcessEnv = process.env): string | null {
  if (engine === 'embedded') return null;
  return env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL ?? null;
}
