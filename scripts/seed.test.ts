import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';

const run = promisify(execFile);
const script = path.join(import.meta.dirname, 'seed.ts');
const dir = mkdtempSync(path.join(os.tmpdir(), 'reurb-seed-cli-'));

async function seed(...args: string[]) {
  const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '' };
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// The CLI on the default engine (PGlite in DATA_DIR); the postgres run would only repeat it.
describe.skipIf(process.env.TEST_ENGINE === 'postgres')('npm run seed', () => {
  // A copy of the run's migrated, empty data folder: the CLI's own migration step finds nothing
  // to do, and the test does not pay PGlite's first start (initdb, ~5 s of a 27 s file here),
  // which the run's global setup and each end-to-end server on a fresh data folder go through.
  beforeAll(() => cpSync(inject('pgliteDataDir'), path.join(dir, 'pg'), { recursive: true }));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('seeds an empty database, then refuses one with projects unless --force', { timeout: 90_000 }, async () => {
    const first = await seed('--projects', '1', '--lots', '5', '--seed', '3');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/lots: 5/);

    const again = await seed('--projects', '1', '--lots', '5');
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/já tem 1 projeto.*--force/);

    const forced = await seed('--projects', '1', '--lots', '5', '--force');
    expect(forced.code, forced.stderr).toBe(0);
  });

  it('rejects a bad number', async () => {
    const bad = await seed('--lots', 'muitos');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/--lots deve ser um inteiro/);
  });
});
