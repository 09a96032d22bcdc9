import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from '../test/run-databases.ts';
import { tokenFromRunningServer } from '../auth/local-idp/running-server-token.ts';

/**
 * Real processes for the fault tests: API servers and report workers as `npm start` runs them,
 * from the server's bundle (`serve.js` and `worker.js`, built by global-setup.ts), on a database
 * cloned from the run's migrated template, each with its output kept so a test can read what it
 * logged.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

export interface FaultDatabase {
  url: string;
  name: string;
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

export async function faultDatabase(): Promise<FaultDatabase> {
  const server = process.env.TEST_DATABASE_URL!;
  const name = `reurb_fault_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  const url = withDatabase(server, name);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  return {
    url,
    name,
    query: async <T>(text: string, values?: unknown[]) => (await pool.query(text, values)).rows as T[],
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface Proc {
  child: ChildProcess;
  output: () => string;
  /** Waits for the process to end (after a kill). */
  exited: Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

const launched = new Set<Proc>();

/** Ends every process this file started, even those a failed start left behind. */
export async function stopAll(): Promise<void> {
  await Promise.all([...launched].map((proc) => proc.kill('SIGKILL')));
}

/** Starts `script`, a file of the run's server bundle (global-setup.ts). */
function launch(script: string, env: Record<string, string>): Proc {
  const child = spawn(process.execPath, [path.join(inject('faultsServerDir'), script)], {
    cwd: root,
    // One compile cache for the run's processes (in its scratch folder): the first API compiles
    // the bundle and the later processes read it.
    env: { ...process.env, NODE_COMPILE_CACHE: path.join(os.tmpdir(), 'reurb-faults-compile-cache'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const proc: Proc = {
    child,
    output: () => out,
    exited,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  launched.add(proc);
  void exited.then(() => launched.delete(proc));
  return proc;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long a process may take to be ready: beside the journeys, lint and type checks on a slow
 * 2-core machine an API took more than 45 s to answer its first /api/health (2026-11-28).
 */
const READY_MS = 120_000;

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  proc: Proc,
  timeoutMs = READY_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null)
      throw new Error(`${what}: o processo terminou (${proc.child.exitCode})\n${proc.output()}`);
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await sleep(150);
  }
  throw new Error(`${what}: tempo esgotado\n${proc.output()}`);
}

export interface Api extends Proc {
  base: string;
  dataDir: string;
}

export interface ProcessOptions {
  databaseUrl: string;
  /** Shared by every process of a test: the file store (report files, documents). */
  filesDir: string;
  env?: Record<string, string>;
}

/** An API process listening on `port`, once /api/health answers 200. */
export async function startApi(
  port: number,
  options: ProcessOptions & { dataDir?: string; publicUrl?: string },
): Promise<Api> {
  const base = `http://127.0.0.1:${port}`;
  // A process left from an interrupted run may still hold the port: its answers would pass for
  // this API's, and its data directory is not this one's. Refuse rather than test a stranger.
  const stranger = await fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );
  if (stranger) throw new Error(`a porta ${port} já responde: um processo de uma execução anterior ainda a ocupa`);
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'reurb-fault-api-'));
  const proc = launch('serve.js', {
    NODE_ENV: 'production',
    SERVE_SPA: 'false',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: options.publicUrl ?? `http://localhost:${port}`,
    DATA_DIR: dataDir,
    FILES_DIR: options.filesDir,
    DATABASE_URL: options.databaseUrl,
    ...options.env,
  });
  await until('API', async () => ((await fetch(`${base}/api/health`)).status === 200 ? true : undefined), proc);
  return { ...proc, base, dataDir };
}

/** A report worker process, once it says it is ready. */
export async function startWorker(options: ProcessOptions): Promise<Proc> {
  const proc = launch('worker.js', {
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'reurb-fault-worker-')),
    FILES_DIR: options.filesDir,
    DATABASE_URL: options.databaseUrl,
    ...options.env,
  });
  await until('worker', async () => (proc.output().includes('worker de relatórios pronto') ? true : undefined), proc);
  return proc;
}

/** An access token of the bundled provider, minted by that API process (its loopback-only route). */
export function tokenVia(api: Api, email: string): Promise<string> {
  return tokenFromRunningServer(api.base, api.dataDir, email);
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The `relatório iniciado` lines a worker logged: which job, which attempt. */
export function jobStarts(proc: Proc): Array<{ job_id: string; attempt: number }> {
  return proc
    .output()
    .split('\n')
    .filter((line) => line.includes('"relatório iniciado"'))
    .map((line) => JSON.parse(line) as { job_id: string; attempt: number })
    .map(({ job_id, attempt }) => ({ job_id, attempt }));
}
