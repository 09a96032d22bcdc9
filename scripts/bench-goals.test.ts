import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { creditGoals, forgetGoals, goalTable, recordGoal, recordedGoals, writeReadme } from '../bench/goals.ts';
import { benchServerUrl } from '../bench/engine.ts';

/** `npm run bench --readme` regenerates the README's goal table (issue 19's done-when). */
describe('bench goal table', () => {
  // Each test records its own figures: none depends on another's, in any order.
  beforeEach(forgetGoals);

  it('lists every goal in order, measured or not, with its mark and when', () => {
    recordGoal({ goal: 3, what: 'primeira tela', figure: '289,3 KB gzip', target: '< 300 KB', ok: true });
    recordGoal({ goal: 2, what: 'XLSX', figure: '0,88×', target: '≥ 0,9×', ok: false });
    const rows = goalTable('hoje').filter((l) => /^\| \d\./.test(l));
    expect(rows.map((r) => Number(/^\| (\d)\./.exec(r)![1]))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows[1]).toBe('| 2. XLSX no ritmo do exceljs | XLSX | 0,88× | ≥ 0,9× | ✗ | hoje |');
    expect(rows[2]).toContain('| 289,3 KB gzip | < 300 KB | ✓ | hoje |');
    expect(rows[0]).toContain('| não medida |');
  });

  it('names the database beside a figure that depends on it', () => {
    recordGoal({ goal: 1, what: 'Títulos', figure: '1,02×', target: '≥ 0,9×', ok: true, engine: 'PGlite' });
    expect(goalTable('hoje').find((r) => r.startsWith('| 1. '))).toBe(
      '| 1. relatórios PDF no teto do pdfkit | Títulos; banco PGlite | 1,02× | ≥ 0,9× | ✓ | hoje |',
    );
  });

  it('writes between the README markers, keeping the rows of goals this run did not measure', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-goals-'));
    const file = path.join(dir, 'README.md');
    const old4 = '| 4. API ≤ 1,2× o seu SQL | lista | 1,10× | ≤ 1,2× | ✓ | ontem |';
    const old2 = '| 2. XLSX no ritmo do exceljs | XLSX | 0,40× | ≥ 0,9× | ✗ | ontem |';
    recordGoal({ goal: 2, what: 'XLSX', figure: '0,88×', target: '≥ 0,9×', ok: false });
    writeFileSync(file, `antes\n<!-- bench:goals:start -->\n${old2}\n${old4}\n<!-- bench:goals:end -->\ndepois\n`);
    writeReadme('hoje', file);
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith('antes\n<!-- bench:goals:start -->\n| meta |')).toBe(true);
    expect(text.endsWith('<!-- bench:goals:end -->\ndepois\n')).toBe(true);
    expect(text).toContain(old4);
    expect(text).not.toContain(old2);
    expect(text).toContain('| 2. XLSX no ritmo do exceljs | XLSX | 0,88× | ≥ 0,9× | ✗ | hoje |');
    writeFileSync(file, 'sem marcadores\n');
    expect(() => writeReadme('hoje', file)).toThrow(/marcadores/);
  });

  it('names the part beside each figure, and a whole run as such', () => {
    recordGoal({ goal: 4, what: 'lista', figure: '1,10×', target: '≤ 1,2×', ok: true });
    recordGoal({ goal: 7, what: 'partida', figure: '2,2 s', target: '< 3 s', ok: true, part: 'start' });
    creditGoals('api');
    expect(recordedGoals().map((r) => r.part)).toEqual(['api', 'start']);
    const rows = goalTable({ date: '2026-12-03', whole: true, load: '2,7' });
    expect(rows.find((r) => r.startsWith('| 4. '))).toMatch(/\| 2026-12-03, `api` \(completo\), carga 2,7 \|$/);
    forgetGoals();
    recordGoal({ goal: 7, what: 'partida', figure: '2,2 s', target: '< 3 s', ok: true, part: 'start' });
    expect(goalTable({ date: '2026-12-03', whole: false, load: '2,2' }).find((r) => r.startsWith('| 7. '))).toMatch(
      /\| 2026-12-03, `start`, carga 2,2 \|$/,
    );
  });

  it("replaces a part's own rows of a goal where they were, and keeps the other parts' rows of that goal", () => {
    const row = (goal: number, name: string, what: string, when: string) =>
      `| ${goal}. ${name} | ${what} | 1 | 2 | ✓ | ${when} |`;
    const pdf = 'relatórios PDF no teto do pdfkit';
    const titulos = row(1, pdf, 'Títulos', 'ontem, `reports` (completo), carga 2');
    const firstPage = row(1, pdf, 'primeira página depois de npm start', 'ontem, `start` (completo), carga 2');
    const socio = row(1, pdf, 'Socioeconômico', 'ontem, `reports` (completo), carga 2');
    const legacy4 = row(4, 'API ≤ 1,2× o seu SQL', 'lista', 'ontem, completo, carga 2');
    const start7 = row(7, 'partida e testes', 'partida', 'ontem, `start` (completo), carga 2');
    recordGoal({
      goal: 1,
      what: 'primeira página depois de npm start',
      figure: '592 ms',
      target: '< 1.000 ms',
      ok: true,
      part: 'start',
    });
    recordGoal({ goal: 7, what: 'partida', figure: '2,2 s', target: '< 3 s', ok: true, part: 'start' });
    const table = goalTable({ date: 'hoje', whole: false, load: '2' }, [firstPage, titulos, socio, legacy4, start7]);
    const goal = (n: number) => table.filter((r) => r.startsWith(`| ${n}. `));
    expect(goal(1)).toEqual([
      `| 1. ${pdf} | primeira página depois de npm start | 592 ms | < 1.000 ms | ✓ | hoje, \`start\`, carga 2 |`,
      titulos,
      socio,
    ]);
    expect(goal(4)).toEqual([legacy4]);
    expect(goal(7)).toEqual(['| 7. partida e testes | partida | 2,2 s | < 3 s | ✓ | hoje, `start`, carga 2 |']);
  });

  it("the repository's README has the markers", () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(readme.indexOf('<!-- bench:goals:start -->')).toBeGreaterThan(0);
    expect(readme.indexOf('<!-- bench:goals:end -->')).toBeGreaterThan(readme.indexOf('<!-- bench:goals:start -->'));
  });
});

describe('bench engines', () => {
  const env = { BENCH_DATABASE_URL: 'postgres://x@127.0.0.1/bench' };
  it('measures goal 5 on the embedded engine even with a PostgreSQL server configured', () => {
    expect(benchServerUrl('embedded', env)).toBeNull();
    // …and the stall part is the one that asks for it.
    expect(readFileSync(path.join(import.meta.dirname, '../bench/render-stall.ts'), 'utf8')).toContain(
      "await benchDatabase('embedded')",
    );
  });
  it('runs the other parts on the configured server, and on the embedded one without it', () => {
    expect(benchServerUrl('configured', env)).toBe(env.BENCH_DATABASE_URL);
    expect(benchServerUrl('configured', {})).toBeNull();
  });
});
