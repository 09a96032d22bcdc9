import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';
import { freshDatabase } from './database.ts';

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
});
