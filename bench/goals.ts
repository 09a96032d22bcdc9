import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Issue 19's goals as the bench measured them: each part of the bench records its figures here
 * as it prints them, and `npm run bench` ends with the table (and, with `--readme`, writes it into
 * README.md between the markers below), so the README's performance table is the bench's own
 * output, never copied by hand.
 */
export interface GoalResult {
  /** The goal's number in issue 19 (1–7). */
  goal: number;
  /** What was measured, in a few words. */
  what: string;
  /** The figure, with its unit. */
  figure: string;
  /** The goal it is held against, e.g. "≥ 0,9× exceljs puro". */
  target: string;
  ok: boolean;
  /** The database it ran on, where the figure depends on it (the reports read theirs). */
  engine?: string;
}

const results: GoalResult[] = [];

export function recordGoal(result: GoalResult): void {
  results.push(result);
}

export const recordedGoals = (): readonly GoalResult[] => results;

/** Forgets the figures recorded so far, as a new run starts with none (tests). */
export function forgetGoals(): void {
  results.length = 0;
}

/** The goals no run of this bench measured, so the table says so instead of leaving them out. */
const GOALS: Record<number, string> = {
  1: 'relatórios PDF no teto do pdfkit',
  2: 'XLSX no ritmo do exceljs',
  3: 'primeira tela < 300 KB gzip',
  4: 'API ≤ 1,2× o seu SQL',
  5: 'banco embutido sem travar',
  6: '200 pessoas no PostgreSQL',
  7: 'partida e testes',
};

const HEADER = ['| meta | medida | valor | alvo | | medida em |', '|---|---|---|---|---|---|'];
const NOT_MEASURED = 'não medida';

/**
 * The table, in Markdown: one row per figure, in the goals' order, each with when and by which
 * run it was measured. `earlier` holds rows of a previous table (the README's): a goal this run
 * did not measure keeps its earlier rows, so `node bench/run.ts api --readme` updates goal 4 only.
 */
export function goalTable(when: string, earlier: readonly string[] = []): string[] {
  const rows = Object.keys(GOALS)
    .map(Number)
    .flatMap((goal) => {
      const measured = results.filter((r) => r.goal === goal);
      if (measured.length)
        return measured.map(
          (r) =>
            `| ${goal}. ${GOALS[goal]} | ${r.what}${r.engine ? `; banco ${r.engine}` : ''} | ${r.figure} | ${r.target} | ${r.ok ? '✓' : '✗'} | ${when} |`,
        );
      const kept = earlier.filter((row) => row.startsWith(`| ${goal}. `) && !row.includes(`| ${NOT_MEASURED} |`));
      return kept.length ? kept : [`| ${goal}. ${GOALS[goal]} | ${NOT_MEASURED} | | | — | |`];
    });
  return [...HEADER, ...rows];
}

const START = '<!-- bench:goals:start -->';
const END = '<!-- bench:goals:end -->';

/** Writes this run's figures into the README's goal table (between the markers), keeping the goals it did not measure. */
export function writeReadme(when: string, file = 'README.md'): void {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file}: faltam os marcadores ${START} … ${END}`);
  const earlier = text.slice(start + START.length, end).split('\n');
  const table = goalTable(when, earlier);
  writeFileSync(file, `${text.slice(0, start + START.length)}\n${table.join('\n')}\n${text.slice(end)}`);
}
