import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRODUCT_SHARED_BUFFERS_MB, type Database } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';
import { loadConfig } from '../config.ts';
import { copiedPglite, freshDatabase, TEST_SHARED_BUFFERS_MB } from './database.ts';
import config from '../../vitest.config.ts';
import { PGLITE_WORKER_EXEC_ARGV, TEST_JIT_EXEC_ARGV } from './worker-flags.ts';

async function sharedBuffers(database: Database): Promise<string> {
  const [row] = rowsOf<{ shared_buffers: string }>(await database.db.execute(sql`show shared_buffers`));
  return row.shared_buffers;
}

/**
 * The server tests run once per engine (vitest.config.ts): each project's tests must open the
 * engine it is named for. The postgres project once ran on PGlite without a word, because the
 * run's global set-up read the engine from the main process's environment, where the project's
 * `env` never reaches (server/test/global-setup.ts).
 */
describe('the engine a server test opens', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database?.close());

  it('is the one its project is named for', async () => {
    const engine = process.env.TEST_ENGINE;
    expect(engine === 'postgres' || engine === 'pglite').toBe(true);
    expect(database.engine).toBe(engine);
    const [{ version }] = rowsOf<{ version: string }>(await database.db.execute(sql`select version() as version`));
    // PGlite is PostgreSQL built for WebAssembly by Emscripten, and says so.
    if (engine === 'postgres') expect(version).not.toMatch(/emscripten|wasm/i);
    else expect(version).toMatch(/emscripten|wasm/i);
  });

  // The tests' embedded databases are opened smaller still (server/test/database.ts) than the
  // product's (server/db/connection.ts).
  it.runIf(process.env.TEST_ENGINE === 'pglite')(
    "gives a test file's PGlite a small buffer pool and the product its own",
    async () => {
      expect(await sharedBuffers(database)).toBe(`${TEST_SHARED_BUFFERS_MB}MB`);
      const product = await copiedPglite(inject('pgliteDataDir'), null);
      try {
        expect(await sharedBuffers(product)).toBe(`${PRODUCT_SHARED_BUFFERS_MB}MB`);
      } finally {
        await product.close();
      }
    },
  );

  // A larger embedded database may be given more (README's settings; server/start-server.ts).
  it.runIf(process.env.TEST_ENGINE === 'pglite')('opens the pool PGLITE_SHARED_BUFFERS_MB asks for', async () => {
    const { pgliteSharedBuffersMb } = loadConfig({ PGLITE_SHARED_BUFFERS_MB: '48' });
    expect(pgliteSharedBuffersMb).toBe(48);
    expect(loadConfig({}).pgliteSharedBuffersMb).toBeUndefined();
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: 'muito' })).toThrow(/PGLITE_SHARED_BUFFERS_MB/);
    const larger = await copiedPglite(inject('pgliteDataDir'), pgliteSharedBuffersMb!);
    try {
      expect(await sharedBuffers(larger)).toBe('48MB');
    } finally {
      await larger.close();
    }
  });

  // A worker that opens and closes a PGlite file after file runs without V8's wasm code GC,
  // whose race in Node 24 killed a worker mid-run (server/test/worker-flags.ts).
  it('runs in a worker without the wasm code GC that killed workers closing PGlites', () => {
    expect(PGLITE_WORKER_EXEC_ARGV).toEqual(['--no-wasm-code-gc']);
    for (const flag of PGLITE_WORKER_EXEC_ARGV) expect(process.execArgv).toContain(flag);
  });

  // The tests' own processes compile no further than Maglev (server/test/worker-flags.ts): every
  // project whose files run in forked workers says so, and this worker runs with it.
  it("runs in a worker with the tests' JIT flags, as every forked project does", () => {
    expect(TEST_JIT_EXEC_ARGV).toEqual(['--max-opt=2']);
    for (const flag of TEST_JIT_EXEC_ARGV) expect(process.execArgv).toContain(flag);
    const projects = (
      config as { test: { projects: Array<{ test: { name: string; pool?: string; execArgv?: string[] } }> } }
    ).test.projects;
    const forked = projects.filter((p) => p.test.pool !== 'threads');
    expect(forked.map((p) => p.test.name)).toEqual(expect.arrayContaining(['domain', 'server:pure', 'server:pglite']));
    for (const { test } of forked)
      expect(test.execArgv ?? [], test.name).toEqual(expect.arrayContaining([...TEST_JIT_EXEC_ARGV]));
  });
});
