import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { apiLatency } from './api-latency.ts';
import { goalTable, writeReadme } from './goals.ts';

/**
 * `npm run bench`: the measurements that say whether the product stays fast, ending with issue
 * 19's goals as a table. `node bench/run.ts <part>` runs one part: `emissions` (issue 14's cost),
 * `reports`, `bundle`, `start`, `api` (the API beside its own SQL), `load`
 * (200 staff on PostgreSQL), `stall` (the API's answers while reports render). `--readme` writes the goal table into README.md.
 */
const args = process.argv.slice(2);
const only = args.find((a) => !a.startsWith('--'));
const started = Date.now();
const report = [`REURB Gestão — benchmark (${new Date().toISOString()}, Node ${process.version})`, ''];
if (only === 'bundle') report.push(...(await (await import('./bundle.ts')).bundleSize()));
else if (only === 'api') report.push(...(await apiLatency()));
else if (only === 'reports') report.push(...(await (await import('./reports.ts')).reportThroughput()));
else if (only === 'start') report.push(...(await (await import('./start.ts')).startBench()));
else if (only === 'load') report.push(...(await (await import('./load.ts')).loadBench()));
else if (only === 'stall') report.push(...(await (await import('./render-stall.ts')).renderStall()));
else await everything(only);

async function everything(only: string | undefined) {
  if (only !== 'emissions') {
    report.push(...(await apiLatency()));
    report.push('', ...(await (await import('./bundle.ts')).bundleSize()));
    report.push('', ...(await (await import('./reports.ts')).reportThroughput()));
  }
  report.push('', ...(await (await import('./emissions.ts')).emissionThroughput()));
  if (only !== 'emissions') {
    report.push('', ...(await (await import('./render-stall.ts')).renderStall()));
    report.push('', ...(await (await import('./map.ts')).mapBench()));
    report.push('', ...(await (await import('./map-panning.ts')).mapPanningBench()));
    report.push('', ...(await (await import('./package.ts')).packageBench()));
    report.push('', ...(await (await import('./start.ts')).startBench()));
    report.push('', ...(await (await import('./load.ts')).loadBench()));
  }
}
// The machine's load beside each figure: on a shared 2-core machine the clock ratios move with it.
const load = os.loadavg()[0].toLocaleString('pt-BR', { maximumFractionDigits: 1 });
const when = `${new Date().toISOString().slice(0, 10)}, ${only ? `\`${only}\`` : 'completo'}, carga ${load}`;
report.push('', 'Metas do issue 19:', '', ...goalTable(when));
report.push('', `Tempo total: ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(report.join('\n'));
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/bench-${Date.now()}.txt`, `${report.join('\n')}\n`);
if (args.includes('--readme')) writeReadme(when);
