import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tokenFromRunningServer } from '../../server/auth/local-idp/running-server-token.ts';
import { processCpuSeconds } from './cpu.ts';

/** The real server as `npm start` runs it in production (no SPA build needed), in its own process. */
export interface RunningServer {
  base: string;
  token(email: string): Promise<string>;
  /** CPU seconds the server process has used so far (Linux's /proc; NaN elsewhere). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

export async function startServer(port: number, databaseUrl: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reurb-load-'));
  const child: ChildProcess = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SERVE_SPA: 'false',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`O servidor terminou ao iniciar (código ${child.exitCode}).`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('O servidor não respondeu em 2 minutos.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    token: (email) => tokenFromRunningServer(base, dataDir, email),
    cpuSeconds: () => processCpuSeconds(child.pid),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
