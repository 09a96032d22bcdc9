import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { goalTable, recordGoal, writeReadme } from '../bench/goals.ts';

/** `npm run bench --readme` regenerates the README's goal table (issue 19's done-when). */
describe('bench goal table', () => {
  it('lists every goal in order, measured or not, with its mark', () => {
    recordGoal({ goal: 3, what: 'primeira tela', figure: '289,3 KB gzip', target: '< 300 KB', ok: true });
    recordGoal({ goal: 2, what: 'XLSX', figure: '0,88×', target: '≥ 0,9×', ok: false });
    const table = goalTable('hoje');
    const rows = table.filter((l) => /^\| \d\./.test(l));
    expect(rows.map((r) => Number(/^\| (\d)\./.exec(r)![1]))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows[1]).toBe('| 2. XLSX no ritmo do exceljs | XLSX | 0,88× | ≥ 0,9× | ✗ |');
    expect(rows[2]).toContain('| 289,3 KB gzip | < 300 KB | ✓ |');
    expect(rows[0]).toContain('não medida nesta execução');
  });

  it('writes the table between the README markers and nowhere else; refuses a README without them', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-goals-'));
    const file = path.join(dir, 'README.md');
    writeFileSync(file, 'antes\n<!-- bench:goals:start -->\nvelha\n<!-- bench:goals:end -->\ndepois\n');
    writeReadme(['| nova |'], file);
    expect(readFileSync(file, 'utf8')).toBe(
      'antes\n<!-- bench:goals:start -->\n| nova |\n<!-- bench:goals:end -->\ndepois\n',
    );
    writeFileSync(file, 'sem marcadores\n');
    expect(() => writeReadme(['x'], file)).toThrow(/marcadores/);
  });

  it("the repository's README has the markers", () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(readme.indexOf('<!-- bench:goals:start -->')).toBeGreaterThan(0);
    expect(readme.indexOf('<!-- bench:goals:end -->')).toBeGreaterThan(readme.indexOf('<!-- bench:goals:start -->'));
  });
});
