import { mkdirSync, writeFileSync } from 'node:fs';
import { apiLatency } from './api-latency.ts';

/** `npm run bench`: the measurements that say whether the product stays fast. */
/**
 * `node bench/run.ts emissions` measures only the emission's cost (issue 14); `reports` only the
 * reports; `bundle` only the SPA's sizes (issue 19).
 */
const only = process.argv[2];
const started = Date.now();
const report = [`REURB Gestão — benchmark (${new Date().toISOString()}, Node ${process.version})`, ''];
if (only === 'bundle') report.push(...(await (await import('./bundle.ts')).bundleSize()));
else if (only === 'reports') report.push(...(await (await import('./reports.ts')).reportThroughput()));
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
  }
}
report.push('', `Tempo total: ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(report.join('\n'));
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/bench-${Date.now()}.txt`, `${report.join('\n')}\n`);
