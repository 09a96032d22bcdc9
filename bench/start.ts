import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { recordGoal } from './goals.ts';
import { fmt, mark } from './stats.ts';
import { lastTestTiming } from '../scripts/test-timing.ts';

/**
 * Issue 19 goal 7, the start: `npm start` on a fresh clone of this commit (no dist/, no
 * dist-server/, no data, an empty V8 compile cache; node_modules linked, since `npm install` is
 * not part of it) until
 * `/api/health` answers, then stopped and started again (warm: built, seeded, cached).
 * The clone is of HEAD: uncommitted changes are not in it.
 */
const COLD_GOAL_S = 30;
const WARM_GOAL_S = 3;
const TEST_GOAL_MIN = 10;
const PORT = Number(process.env.BENCH_START_PORT ?? 3996);

async function healthy(deadline: number, child: ChildProcess): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start saiu com ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('npm start não respondeu em 5 min');
}

async function startOnce(dir: string): Promise<number> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: path.join(dir, 'data'),
    NODE_COMPILE_CACHE: path.join(dir, '.compile-cache'),
  };
  // The default: the embedded database, as on a fresh machine.
  delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/node-launcher.cjs', 'scripts/start.ts'], {
    cwd: dir,
    env,
    stdio: 'ignore',
  });
  try {
    await healthy(Date.now() + 300_000, child);
    return (performance.now() - started) / 1000;
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }
}

export async function startBench(): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reurb-start-'));
  try {
    execFileSync('git', ['clone', '-q', process.cwd(), dir]);
    symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
    const cold = await startOnce(dir);
    const warm = await startOnce(dir);
    const runs = [
      {
        what: 'num clone novo (build + seed)',
        line: 'a frio (sem dist/ nem dist-server/, sem dados, cache de compilação vazio)',
        s: cold,
        goal: COLD_GOAL_S,
      },
      { what: 'de novo (já compilado e semeado)', line: 'a quente (compilado e semeado)', s: warm, goal: WARM_GOAL_S },
    ];
    for (const run of runs)
      recordGoal({
        goal: 7,
        what: `\`npm start\` ${run.what}`,
        figure: `${fmt(run.s, 1)} s`,
        target: `< ${run.goal} s`,
        ok: run.s < run.goal,
      });
    return [
      'Partida (`npm start` num clone deste commit, PGlite, até /api/health responder)',
      ...runs.map((run) => `  ${run.line}: ${fmt(run.s, 1)} s (meta < ${run.goal} s) ${mark(run.s < run.goal)}`),
      testTimeLine(),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The last whole `npm test` on this machine (scripts/test-timing.ts), as goal 7's second half. */
function testTimeLine(): string {
  const timing = lastTestTiming();
  if (!timing) return '  `npm test`: nenhuma execução completa registrada nesta máquina (rode `npm test`)';
  const minutes = timing.seconds / 60;
  const ok = minutes < TEST_GOAL_MIN && timing.failed === 0;
  const figure = `${fmt(minutes, 1)} min (${timing.passed} passaram, ${timing.failed} falharam)`;
  recordGoal({
    goal: 7,
    what: `\`npm test\` inteiro, ${timing.cores} núcleos (a última execução, em ${timing.when.slice(0, 16).replace('T', ' ')} UTC)`,
    figure,
    target: `< ${TEST_GOAL_MIN} min`,
    ok,
  });
  return `  \`npm test\` (última execução completa, ${timing.when}): ${figure} (meta < ${TEST_GOAL_MIN} min) ${mark(ok)}`;
}
