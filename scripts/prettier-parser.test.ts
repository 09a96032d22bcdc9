import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { repoFiles, repoRoot } from './repo-files.ts';

/**
 * Prettier checks the code with the Oxc parser (@prettier/plugin-oxc in .prettierrc.json): 12 s of
 * CPU against 21 s with its default TypeScript parser, over the whole repository (issue #19 goal
 * 7, 2026-11-29). The printer is the same; only the parser changed. A parser that read some code
 * differently would print it differently, and an editor formatting with the default parser would
 * then fail `npm test`: both parsers must print every file alike.
 */
const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
/** Files Prettier never checks (.prettierignore) are not compared either. */
const ignored = (file: string) =>
  prettier.getFileInfo(path.join(repoRoot, file), { ignorePath: path.join(repoRoot, '.prettierignore') });

describe('Prettier with the Oxc parser', () => {
  it('is the parser the configuration picks for TypeScript and JavaScript', async () => {
    for (const [file, parser] of [
      ['server/app.ts', 'oxc-ts'],
      ['src/App.tsx', 'oxc-ts'],
      ['eslint.config.js', 'oxc'],
    ]) {
      const info = await prettier.getFileInfo(path.join(repoRoot, file), { resolveConfig: true });
      expect(info.inferredParser, file).toBe(parser);
    }
  });

  it('prints the code exactly as the TypeScript parser does (every twentieth file of the repository)', async () => {
    // A twentieth keeps the test at a few seconds; the whole repository compared the same on 2026-11-29.
    const files = repoFiles((f) => CODE.test(f)).filter((_, i) => i % 20 === 0);
    expect(files.length).toBeGreaterThan(40);
    const differing: string[] = [];
    for (const file of files) {
      if ((await ignored(file)).ignored) continue;
      const absolute = path.join(repoRoot, file);
      const options = { ...(await prettier.resolveConfig(absolute)), filepath: absolute };
      const text = readFileSync(absolute, 'utf8');
      const withOxc = await prettier.format(text, options);
      const withTypescript = await prettier.format(text, {
        ...options,
        plugins: [],
        parser: /\.tsx?$/.test(file) ? 'typescript' : 'babel',
      });
      if (withOxc !== withTypescript) differing.push(file);
    }
    expect(differing).toEqual([]);
  }, 60_000);
});
