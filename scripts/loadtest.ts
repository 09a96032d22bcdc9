/**
 * `npm run loadtest`: 50,000 lots on the configured PostgreSQL (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/reurb_load, created and seeded once), the real server in
 * production mode, and 50 simulated staff for 60 s (LOADTEST_CONNECTIONS, LOADTEST_SECONDS)
 * with the mix of scripts/loadtest/mix.ts, each asking about once a second (LOADTEST_RATE); then
 * the same connections with no pause, for the server's ceiling. Prints requests/s, p50/p95/p99
 * per kind and the errors (non-2xx, timeouts); exits 1 on any error. Targets (issue 19, goal 6):
 * p95 < 100 ms for reads, < 200 ms for saves. `node bench/run.ts load` runs it with 200 people
 * and puts the figures in the bench's goal table.
 */
import { loadOptions, loadTest, READ_P95, SAVE_P95, worstP95 } from './loadtest/run.ts';

const { people, ceiling } = await loadTest(loadOptions(process.env), (line) => console.log(line));
const reads = worstP95(people, false);
const saves = worstP95(people, true);
console.log(
  reads.ms < READ_P95 && saves.ms < SAVE_P95
    ? '\nMetas de latência atingidas.'
    : '\nMetas de latência NÃO atingidas em todos os tipos (veja a coluna meta).',
);
process.exit(people.failures > 0 || (ceiling?.failures ?? 0) > 0 ? 1 : 0);
