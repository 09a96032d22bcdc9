import { createRequire } from 'node:module';
import type ExcelJS from 'exceljs';
import { CUSTOM_REPORT_ATTRIBUTES, type CustomReportAttribute } from '../domain/entities/custom-report.ts';
import type { Db } from '../server/db/connection.ts';
import type { ReportFilter } from '../server/reports/filters.ts';
import { loadPlainLots, selectIds } from '../server/reports/data.ts';
import { attributeColumns, cellValue, customReportXlsx } from '../server/reports/xlsx/custom.ts';
import { addSheet } from '../server/reports/xlsx/workbook.ts';
import { recordGoal } from './goals.ts';
import { measure, sink } from './measure.ts';
import { fmt, mark } from './stats.ts';

/**
 * Issue 19 goal 2: the custom XLSX at 0.9× or better of exceljs' streaming writer alone on the
 * same rows, with flat memory. The report (its queries, its formatting, its writer) is timed;
 * then its very cells, read beforehand and not timed, go through a bare WorkbookWriter with the
 * same sheet (columns, formats, frozen header, filter) into the same kind of sink, committed row
 * by row with a yield every 1,000 rows as the report does.
 */
const GOAL = 0.9;
const YIELD_EVERY = 1000;

async function cellsOf(db: Db, projectId: number, filter: ReportFilter, attributes: CustomReportAttribute[]) {
  const ids = Array.from(await selectIds(db, filter, [projectId]));
  const rows: unknown[][] = [];
  for (let start = 0; start < ids.length; start += YIELD_EVERY) {
    const chunk = ids.slice(start, start + YIELD_EVERY);
    const byId = await loadPlainLots(db, chunk);
    for (const id of chunk) {
      const lot = byId.get(id);
      if (lot) rows.push(attributes.map((a) => cellValue(lot, a)));
    }
  }
  return rows;
}

/** Loaded before either is timed: the product's worker loads it once, with its first spreadsheet. */
const Excel = createRequire(import.meta.url)('exceljs') as typeof ExcelJS;

async function bareExcelJS(rows: unknown[][], attributes: CustomReportAttribute[]) {
  const out = sink();
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  // The product's sheet (columns, formats, frozen bold header, filters), written by exceljs alone.
  const sheet = addSheet(workbook, 'Lotes', attributeColumns(attributes));
  for (let i = 0; i < rows.length; i++) {
    sheet.addRow(rows[i]).commit();
    if ((i + 1) % YIELD_EVERY === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  sheet.commit();
  await workbook.commit();
  return out.bytes;
}

export async function xlsxRows(db: Db, projectId: number, filter: ReportFilter, engine: string): Promise<string[]> {
  const attributes = CUSTOM_REPORT_ATTRIBUTES.map((a) => a.id);
  let rows = 0;
  let bytes = 0;
  const report = await measure(async () => {
    const out = sink();
    rows = (await customReportXlsx({ db, projectIds: [projectId], filter, out }, attributes)).rows;
    bytes = out.bytes;
  });
  const cells = await cellsOf(db, projectId, filter, attributes);
  let bareBytes = 0;
  const bare = await measure(async () => {
    bareBytes = await bareExcelJS(cells, attributes);
  });
  const ratio = bare.ms / report.ms;
  const cpuRatio = bare.cpuMs / report.cpuMs;
  recordGoal({
    goal: 2,
    what: `XLSX personalizado, ${fmt(rows)} × ${attributes.length}: ritmo / exceljs puro (CPU)`,
    figure: `${fmt(ratio, 2)}× (${fmt(cpuRatio, 2)}×)`,
    target: `≥ ${fmt(GOAL, 1)}×`,
    ok: ratio >= GOAL,
    engine,
  });
  recordGoal({
    goal: 2,
    what: 'XLSX personalizado: memória do relatório',
    figure: `+${fmt(report.riseMb)} MB`,
    target: 'plana (< 50 MB)',
    ok: report.riseMb < 50,
    engine,
  });
  return [
    `  XLSX personalizado    ${fmt(rows)} linhas × ${attributes.length} colunas ${fmt(report.ms / 1000, 1)} s ${fmt(rows / (report.ms / 1000))} linhas/s, ${fmt(bytes / 1e6, 1)} MB; pico ${fmt(report.peakMb)} MB (+${fmt(report.riseMb)} no relatório)`,
    `      exceljs puro, as mesmas ${fmt(cells.length)} linhas: ${fmt(bare.ms / 1000, 1)} s ${fmt(cells.length / (bare.ms / 1000))} linhas/s, ${fmt(bareBytes / 1e6, 1)} MB (+${fmt(bare.riseMb)} MB)`,
    `      meta razão ≥ ${fmt(GOAL, 1)}× exceljs puro: ${fmt(ratio, 2)}× ${mark(ratio >= GOAL)}; CPU ${fmt(cpuRatio, 2)}× ${mark(cpuRatio >= GOAL)}; ` +
      `memória do relatório +${fmt(report.riseMb)} MB (plana: não cresce com as linhas)`,
  ];
}
