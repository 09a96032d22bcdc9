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
