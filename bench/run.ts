import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { creditGoals, goalTable, recordGoal, recordedGoals, writeReadme, type GoalResult } from './goals.ts';

/**
 * `npm run bench`: the measurements that say whether the product stays fast, ending with issue
 * 19's goals as a table. `node bench/run.ts <part>` runs one part (PARTS below: `api`, the API
 * beside its own SQL; `bundle`; `reports`; `emissions`, issue 14's cost; `stall`, the API's
 * answers while reports render; `map`; `map-panning`; `package`; `start`; `load`, 200 staff on
 * PostgreSQL). `--readme` writes the goal table into README.md.
 */
const PARTS: Record<string, () => Promise<string[]>> = {
  api: async () => (await import('./api-latency.ts')).apiLatency(),
  bundle: async () => (await import('./bundle.ts')).bundleSize(),
  reports: async () => (await import('./reports.ts')).reportThroughput(),
  emissions: async () => (await import('./emissions.ts')).emissionThroughput(),
  stall: async () => (await import('./render-stall.ts')).renderStall(),
  map: async () => (await import('./map.ts')).mapBench(),
  'map-panning': async () => (await import('./map-panning.ts')).mapPanningBench(),
  package: async () => (await import('./package.ts')).packageBench(),
  start: async () => (await import('./start.ts')).startBench(),
  load: async () => (await import('./load.ts')).loadBench(),
};

/**
 * The whole bench runs each part in a process of its own, one after another, as the product's API
 * is one. In one process each part shared its heap with what the parts before it had left: the
 * reports' peak RSS was 1.79–2.26 GB there against 0.89–1.27 GB in `bench reports` alone, and the
 * stall part's API measured beside the reports' 10,000 and 50,000 lots (2026-12-02,
 * docs/performance.md: the whole bench's parts).
 */
const GOALS_TO = '--goals-to';

const args = process.argv.slice(2);
const goalsTo = args.includes(GOALS_TO) ? args[args.indexOf(GOALS_TO) + 1] : undefined;
const only = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== GOALS_TO);
if (only && !PARTS[only]) {
  console.error(`Parte desconhecida: ${only}. Partes: ${Object.keys(PARTS).join(', ')}.`);
  process.exit(2);
}

if (goalsTo) {
  // A part run by the whole bench: its lines on stdout, its goals in the file the bench reads;
  // exits once the lines are written, as a part may leave a thread or a timer that holds the process.
  const lines = await PARTS[only!]();
  creditGoals(only!);
  writeFileSync(goalsTo, JSON.stringify(recordedGoals()));
  process.stdout.write(`${lines.join('\n')}\n`, () => process.exit(0));
} else {
  await bench(only);
}

/** A part, or the whole bench; then the goal table, the results file and, with --readme, the README. */
async function bench(part: string | undefined) {
  const started = Date.now();
  const report = [`REURB Gestão — benchmark (${new Date().toISOString()}, Node ${process.version})`, ''];
  report.push(...(part ? await PARTS[part]() : await everything()));
  if (part) creditGoals(part);
  // The machine's load beside each figure: on a shared 2-core machine the clock ratios move with it.
  const load = os.loadavg()[0].toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  const when = { date: new Date().toISOString().slice(0, 10), whole: !part, load };
  report.push('', 'Metas do issue 19:', '', ...goalTable(when));
  report.push('', `Tempo total: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(report.join('\n'));
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/bench-${Date.now()}.txt`, `${report.join('\n')}\n`);
  if (args.includes('--readme')) writeReadme(when);
}

/** Runs one part in a process of its own; resolves with its lines once its goals are recorded here. */
function inItsOwnProcess(part: string, dir: string): Promise<string[]> {
  const goals = path.join(dir, `${part}.json`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, import.meta.filename, part, GOALS_TO, goals], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const lines = Buffer.concat(output).toString().trimEnd().split('\n');
      if (code !== 0)
        return reject(new Error(`a parte ${part} do bench terminou com o código ${code}\n${lines.join('\n')}`));
      for (const goal of JSON.parse(readFileSync(goals, 'utf8')) as GoalResult[]) recordGoal(goal);
      resolve(lines);
    });
  });
}

/** Every part, one after another, each in a process of its own: their lines, a blank line between parts. */
async function everything(): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reurb-bench-'));
  const lines: string[] = [];
  try {
    for (const [i, part] of Object.keys(PARTS).entries())
      lines.push(...(i ? [''] : []), ...(await inItsOwnProcess(part, dir)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}
