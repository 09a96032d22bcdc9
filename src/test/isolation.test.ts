import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REPLACES_A_MODULE, WEB_MOCKING } from './isolation';

const testFiles = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  // This file names the calls in strings, below.
  .filter((file) => !file.endsWith('isolation.test.ts'))
  .map((file) => `src/${file.replaceAll('\\', '/')}`);

describe('web test isolation (vitest.config.ts)', () => {
  it('gives a fresh worker to exactly the files that replace a module or a global', () => {
    const replacing = testFiles.filter((file) => REPLACES_A_MODULE.test(readFileSync(file, 'utf8')));
    expect(testFiles.length).toBeGreaterThan(50);
    expect([...WEB_MOCKING].sort()).toEqual(replacing.sort());
  });

  // The end-to-end project shares its workers between files too (isolate: false): a journey that
  // replaced a module or a global would reach the journeys after it in that worker.
  it('shares the end-to-end workers: no journey or helper replaces a module or a global', () => {
    const e2eFiles = readdirSync('e2e', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.ts$/.test(file) && !file.startsWith('artifacts'))
      .map((file) => `e2e/${file.replaceAll('\\', '/')}`);
    expect(e2eFiles.length).toBeGreaterThan(15);
    expect(e2eFiles.filter((file) => REPLACES_A_MODULE.test(readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('recognises each way of replacing one', () => {
    const calls = [
      "vi.mock('./x')",
      'vi.doMock(path)',
      "vi.unmock('./x')",
      "vi.stubGlobal('fetch', f)",
      "vi.stubEnv('A', 'b')",
    ];
    for (const call of calls) expect(REPLACES_A_MODULE.test(call), call).toBe(true);
    expect(REPLACES_A_MODULE.test('vi.fn()')).toBe(false);
  });
});
