import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repoFiles, repoRoot } from './repo-files.ts';
import { ORACLE_DIR, oracleMunicipalities, oracleStates } from '../server/reference/ibge-oracle.ts';

/**
 * A fresh clone alone must pass `npm test` and run `npm start`: nothing in the repository may
 * read a file beside it (the design notes' ../shared folder once held the IBGE oracle).
 */
const root = repoRoot;
const inside = (target: string) => {
  const relative = path.relative(root, path.resolve(target));
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

const SOURCE = /\.(ts|tsx|js|cjs|mjs|json|sh|yml|yaml)$/;

const sourceFiles = (): string[] =>
  repoFiles((f) => (SOURCE.test(f) || f.startsWith('.ci/')) && !f.endsWith('package-lock.json'));

/** Where a file points outside the repository: `new URL('…', import.meta.url)` or a ../shared path. */
export function escapes(file: string, text: string): string[] {
  const found: string[] = [];
  for (const [, target] of text.matchAll(/new URL\(\s*'([^']+)'\s*,\s*import\.meta\.url\s*\)/g)) {
    if (!target.startsWith('.')) continue; // a package specifier, resolved in node_modules
    const resolved = path.resolve(path.dirname(path.join(root, file)), target);
    if (!inside(resolved) && path.resolve(resolved) !== path.resolve(root)) found.push(`${file}: ${target}`);
  }
  for (const [match] of text.matchAll(/(?:\.\.\/)+shared\b|\/work\/shared\b/g)) found.push(`${file}: ${match}`);
  return found;
}

describe('the repository is self-contained', () => {
  it('keeps the IBGE oracle inside the repository, with its licence and source', () => {
    expect(inside(ORACLE_DIR)).toBe(true);
    for (const name of ['estados.csv', 'municipios.csv', 'LICENSE', 'README.md']) {
      expect(existsSync(path.join(ORACLE_DIR, name)), name).toBe(true);
    }
    expect(readFileSync(path.join(ORACLE_DIR, 'README.md'), 'utf8')).toMatch(
      /kelvins\/municipios-brasileiros.*\n?.*503e2f70/,
    );
    expect(oracleStates()).toHaveLength(27);
    expect(oracleMunicipalities()).toHaveLength(5571);
  });

  it('finds an escape when there is one (the check itself works)', () => {
    // Built from parts, so this file is not itself a path outside the repository to a text scan.
    const planted = ['..', '..', '..', 'shared', 'data', 'ibge', ''].join('/');
    expect(escapes('server/reference/x.ts', `new URL('${planted}', import.meta.url)`)).toHaveLength(2);
    expect(escapes('scripts/x.ts', "readFileSync('/work/shared/spec.md')")).toHaveLength(1);
    expect(escapes('server/reference/x.ts', "new URL('./fixtures/ibge/', import.meta.url)")).toEqual([]);
    expect(escapes('scripts/x.ts', "new URL('..', import.meta.url)")).toEqual([]);
  });

  it('has no source, test or script that reads a path outside the repository', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(300);
    const self = path.relative(root, fileURLToPath(import.meta.url));
    const found = files.filter((f) => f !== self).flatMap((f) => escapes(f, readFileSync(path.join(root, f), 'utf8')));
    expect(found).toEqual([]);
  });
});
