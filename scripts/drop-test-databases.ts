import { dropRunsListed, requiredTestDatabaseUrl } from '../server/test/run-databases.ts';

/**
 * `node scripts/drop-test-databases.ts <file>`: drops the PostgreSQL test runs whose templates a
 * run's teardown left in `file` (REURB_TEST_DROP_LATER, server/test/run-databases.ts). `npm test`
 * runs it beside its second round.
 */
const file = process.argv[2];
if (!file) {
  console.error('uso: node scripts/drop-test-databases.ts <arquivo com os nomes dos modelos>');
  process.exit(2);
}
const started = performance.now();
const dropped = await dropRunsListed(requiredTestDatabaseUrl(), file);
console.log(
  dropped.length
    ? `${dropped.join(', ')}: bancos removidos em ${((performance.now() - started) / 1000).toFixed(1)} s`
    : 'nenhum banco de teste a remover',
);
