import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';
import { copiedPglite, freshDatabase, TEST_SHARED_BUFFERS_MB } from './database.ts';

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

  // Only the tests' embedded databases are opened small (server/test/database.ts); the product
  // keeps PostgreSQL's default pool for its thousands of lots.
  it.runIf(process.env.TEST_ENGINE === 'pglite')(
    "gives a test file's PGlite a small buffer pool and the product's PostgreSQL's default",
    async () => {
      expect(await sharedBuffers(database)).toBe(`${TEST_SHARED_BUFFERS_MB}MB`);
      const product = await copiedPglite(inject('pgliteDataDir'), null);
      try {
        expect(await sharedBuffers(product)).toBe('128MB');
      } finally {
        await product.close();
      }
    },
  );
});
