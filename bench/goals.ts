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
  /**
   * The part of the bench that measured it (`reports`, `start`…), named in the row: a later run
   * of that part alone replaces that part's rows and no other's. Goal 1 has rows of two parts
   * (the reports' and the first report after a start's), and `bench start --readme` once dropped
   * the reports' rows with its own.
   */
  part?: string;
}

/** A run of the bench, as the goal table names it beside each figure. */
export interface BenchRun {
  /** The day, YYYY-MM-DD. */
  date: string;
  /** The whole bench, or one part alone. */
  whole: boolean;
  /** The machine's one-minute load average, formatted. */
  load: string;
}

const results: GoalResult[] = [];

export function recordGoal(result: GoalResult): void {
  results.push(result);
}

export const recordedGoals = (): readonly GoalResult[] => results;

/** Names `part` as the part that measured every figure recorded so far without one. */
export function creditGoals(part: string): void {
  for (const [i, result] of results.entries()) if (!result.part) results[i] = { ...result, part };
}

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

/** When and by which run and part a figure was measured: the table's last column. */
function measuredAt(run: BenchRun | string, part: string | undefined): string {
  if (typeof run === 'string') return run;
  // Every figure of a run is credited to its part (run.ts, creditGoals) before the table is made.
  const by = part ? `\`${part}\`${run.whole ? ' (completo)' : ''}` : 'completo';
  return `${run.date}, ${by}, carga ${run.load}`;
}

/** The part an earlier row names in its last column, if it names one. */
function partOf(row: string): string | undefined {
  const cells = row.split(' | ');
  return /`([\w-]+)`/.exec(cells[cells.length - 1] ?? '')?.[1];
}

/**
 * The table, in Markdown: one row per figure, in the goals' order, each with when and by which
 * run and part it was measured. `earlier` holds rows of a previous table (the README's): a goal
 * this run did not measure keeps its earlier rows, so `node bench/run.ts api --readme` updates
 * goal 4 only; of a goal it did measure, the rows of the parts it did not run stay where they
 * were, and each part's new rows take the place of its earlier ones (rows that name no part,
 * as whole runs wrote them until 2026-12-03, go).
 */
export function goalTable(run: BenchRun | string, earlier: readonly string[] = []): string[] {
  const ran = new Set(results.map((r) => r.part));
  const rows = Object.keys(GOALS)
    .map(Number)
    .flatMap((goal) => {
      const before = earlier.filter((row) => row.startsWith(`| ${goal}. `) && !row.includes(`| ${NOT_MEASURED} |`));
      const measured = results.filter((r) => r.goal === goal);
      if (!measured.length) return before.length ? before : [`| ${goal}. ${GOALS[goal]} | ${NOT_MEASURED} | | | — | |`];
      // Each part's rows as a group, in the earlier table's order; this run's parts replace theirs.
      const groups = new Map<string | undefined, string[]>();
      for (const row of before) {
        const part = partOf(row);
        if (part === undefined) continue;
        if (!groups.has(part)) groups.set(part, []);
        if (!ran.has(part)) groups.get(part)!.push(row);
      }
      for (const r of measured) {
        const row = `| ${goal}. ${GOALS[goal]} | ${r.what}${r.engine ? `; banco ${r.engine}` : ''} | ${r.figure} | ${r.target} | ${r.ok ? '✓' : '✗'} | ${measuredAt(run, r.part)} |`;
        groups.set(r.part, [...(groups.get(r.part) ?? []), row]);
      }
      return [...groups.values()].flat();
    });
  return [...HEADER, ...rows];
}

const START = '<!-- bench:goals:start -->';
const END = '<!-- bench:goals:end -->';

/** Writes this run's figures into the README's goal table (between the markers), keeping the goals and parts it did not measure. */
export function writeReadme(when: BenchRun | string, file = 'README.md'): void {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file}: faltam os marcadores ${START} … ${END}`);
  const earlier = text.slice(start + START.length, end).split('\n');
  const table = goalTable(when, earlier);
  writeFileSync(file, `${text.slice(0, start + START.length)}\n${table.join('\n')}\n${text.slice(end)}`);
}
