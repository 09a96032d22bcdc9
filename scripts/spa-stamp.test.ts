import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spaIsCurrent, spaSourceHash, writeSpaStamp } from './spa-stamp.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'reurb-spa-stamp-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A tiny project laid out like ours, with a built dist/. */
function project(): string {
  const root = mkdtempSync(path.join(work, 'p-'));
  for (const dir of ['src/pages', 'src/test', 'domain', 'dist']) mkdirSync(path.join(root, dir), { recursive: true });
  writeFileSync(path.join(root, 'src/pages/Home.tsx'), 'export const Home = () => null;\n');
  writeFileSync(path.join(root, 'src/pages/Home.test.tsx'), 'it("x", () => {});\n');
  writeFileSync(path.join(root, 'src/test/setup.ts'), '// test setup\n');
  writeFileSync(path.join(root, 'domain/rules.ts'), 'export const MAX = 1;\n');
  writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>\n');
  writeFileSync(path.join(root, 'package-lock.json'), '{}\n');
  writeFileSync(path.join(root, 'dist/index.html'), '<built>\n');
  return root;
}

describe('npm start rebuilds the SPA only when its sources changed', () => {
  it('is stale before the first stamp, current after it', () => {
    const root = project();
    expect(spaIsCurrent(root, {}).current).toBe(false);
    writeSpaStamp(spaIsCurrent(root, {}));
    expect(spaIsCurrent(root, {}).current).toBe(true);
  });

  it('goes by content, not file times: touching changes nothing, an edit does', () => {
    const root = project();
    writeSpaStamp(spaIsCurrent(root, {}));
    const later = new Date(Date.now() + 3_600_000);
    utimesSync(path.join(root, 'src/pages/Home.tsx'), later, later);
    expect(spaIsCurrent(root, {}).current).toBe(true);
    writeFileSync(path.join(root, 'domain/rules.ts'), 'export const MAX = 2;\n');
    expect(spaIsCurrent(root, {}).current).toBe(false);
  });

  it('sees new files, renames, the lock file and the VITE_ variables the build inlines', () => {
    const root = project();
    const base = spaSourceHash(root, {});
    writeFileSync(path.join(root, 'src/pages/New.tsx'), 'export {};\n');
    const added = spaSourceHash(root, {});
    expect(added).not.toBe(base);
    rmSync(path.join(root, 'src/pages/New.tsx'));
    expect(spaSourceHash(root, {})).toBe(base);
    expect(spaSourceHash(root, { VITE_GOOGLE_MAPS_KEY: 'k' })).not.toBe(base);
    expect(spaSourceHash(root, { OTHER: 'x' })).toBe(base);
    writeFileSync(path.join(root, 'package-lock.json'), '{"v":2}\n');
    expect(spaSourceHash(root, {})).not.toBe(base);
  });

  it('ignores test files, which the build never includes', () => {
    const root = project();
    const base = spaSourceHash(root, {});
    writeFileSync(path.join(root, 'src/pages/Home.test.tsx'), 'it("y", () => {});\n');
    writeFileSync(path.join(root, 'src/test/setup.ts'), '// changed\n');
    expect(spaSourceHash(root, {})).toBe(base);
  });

  it('is stale when dist/ lost its page, whatever the stamp says', () => {
    const root = project();
    writeSpaStamp(spaIsCurrent(root, {}));
    rmSync(path.join(root, 'dist/index.html'));
    expect(spaIsCurrent(root, {}).current).toBe(false);
  });
});
