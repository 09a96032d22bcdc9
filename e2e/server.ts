import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * How many journeys run at once, each against a server of its own (E2E_SERVERS, default: one
 * per core, at most 2). The journeys spend about half their time waiting on the browser and
 * the server (vmstat: 45% idle on 2 cores with one at a time); two at once took the layer from
 * 236 s to 159 s on 2 cores. Each server has its own embedded database, so one journey's data never meets another's
 * in flight, exactly as when they ran one after another on a single server.
 */
export const E2E_SERVERS = Math.max(1, Number(process.env.E2E_SERVERS ?? Math.min(2, availableParallelism())));

/** How long a server may take to answer its first health check. */
const START_TIMEOUT_S = 180;

declare module 'vitest' {
  export interface ProvidedContext {
    /** One entry per server the run started (e2e/global-setup.ts). */
    servers: Array<{ baseUrl: string; dataDir: string }>;
  }
}

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The real server in production mode on a fresh embedded database, as `npm start` runs it:
 * `script` is the bundled server's entry (e2e/global-setup.ts builds it as `npm start` does).
 */
export async function startServer(
  port: number,
  script: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const url = `http://localhost:${port}`;
  // A server left over from an interrupted run would answer the health check in place of this
  // one, and the journeys would read another server's data (found 2026-11-28: a run whose setup
  // failed left both of its servers running, and the next run's file checks read the wrong
  // folder). Refuse the port instead.
  if (await answers(`${url}/api/health`))
    throw new Error(`a porta ${port} já responde: outro servidor está rodando nela (E2E_PORT muda a porta)`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reurb-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', script], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SERVE_SPA: 'true',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Two servers start while the SPA builds beside the fault tests and the static checks: on a
  // slower 2-core machine one took over 60 s to answer.
  const deadline = Date.now() + START_TIMEOUT_S * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou com código ${child.exitCode}`);
    if (await answers(`${url}/api/health`)) break;
    if (Date.now() > deadline) {
      // Never left behind: it would hold the port for the next run.
      child.kill('SIGKILL');
      throw new Error(`o servidor não respondeu em ${START_TIMEOUT_S} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Whether something answers `url` with a success. */
async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
