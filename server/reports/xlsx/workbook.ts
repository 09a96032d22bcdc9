import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { nextTurn } from '../../loop/turns.ts';

/** exceljs (~160 modules, 0.3 s) loads with the first spreadsheet, not with every server start. */
const loadExcelJS = () => createRequire(import.meta.url)('exceljs') as typeof ExcelJS;

/**
 * A streamed XLSX (exceljs' WorkbookWriter: rows are committed and leave as they come, so
 * memory stays flat for 50,000 rows). Sheets have a bold, frozen header row and filters, and
 * every text cell goes through safeCell whoever writes the row.
 */
export const MONEY_FORMAT = '"R$" #,##0.00';
export const DECIMAL_FORMAT = '#,##0.00';
export const DATE_FORMAT = 'dd/mm/yyyy';

/**
 * A stored date (YYYY-MM-DD) as a real spreadsheet date, so a registry clerk can sort and filter
 * by it: midnight UTC of that day, which exceljs writes as the day's serial number (no time zone
 * can move it to the day before). Null for no date or a malformed one.
 */
export function dateCell(value: string | null | undefined): Date | null {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

const BRASILIA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });

/** Today in Brasília as a spreadsheet date (see dateCell). */
export const todayCell = (now: Date): Date | null => dateCell(BRASILIA_DAY.format(now));

/**
 * Text that a spreadsheet program could take for a formula (OWASP "CSV injection": a cell that
 * starts with = + - @, a tab or a carriage return) is written with a leading apostrophe, so
 * that no copy of the file — saved again as CSV, pasted elsewhere — can ever evaluate it.
 */
export function safeCell<T>(value: T): T | string {
  return typeof value === 'string' && /^[=+\-@\t\r]/u.test(value) ? `'${value}` : value;
}

export interface SheetColumn {
  header: string;
  width: number;
  numFmt?: string;
}

export interface XlsxWriter {
  workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  sheet(name: string, columns: readonly SheetColumn[]): ExcelJS.Worksheet;
  /** Lets the written rows leave (yield, wait for a full destination). */
  breathe(): Promise<void>;
  /** Finishes the file; resolves once every byte is out. */
  close(): Promise<void>;
  fail(error: Error): Promise<void>;
}

/**
 * A sheet as every spreadsheet of the product has it: the columns' headers, widths and number
 * formats, a bold frozen header row with filters. Exported for the bench and the tests, which
 * write the same sheet with exceljs alone to compare.
 */
export function addSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: readonly SheetColumn[],
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: c.width,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return sheet;
}

export function xlsxWriter(out: Writable, title: string): XlsxWriter {
  const workbook = new (loadExcelJS().stream.xlsx.WorkbookWriter)({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'REURB Gestão';
  workbook.title = title;
  workbook.created = new Date();
  const done = finished(out);
  return {
    workbook,
    sheet(name, columns) {
      const sheet = addSheet(workbook, name, columns);
      const addRow = sheet.addRow.bind(sheet);
      const shared = columns.map((c) => Object.freeze(c.numFmt ? { numFmt: c.numFmt } : {}));
      sheet.addRow = (values: unknown, style?: string) => {
        const row = addRow(Array.isArray(values) ? values.map(safeCell) : values, style);
        // exceljs gives each new cell a style object of its own and, when the row is written,
        // renders it to find its number in styles.xml: most of a large sheet's time. Cells of one
        // column share one frozen object instead, which exceljs recognises (a WeakMap) after the
        // first. A date in a column without a format keeps its own, so exceljs still gives it a
        // date format. Frozen: a writer that changes a cell's style afterwards must assign a new
        // object (`cell.style = {...}`); changing the shared one would fail loudly, not silently.
        row.eachCell({ includeEmpty: true }, (cell, column) => {
          const common = shared[column - 1];
          if (common && (common.numFmt || !(cell.value instanceof Date))) cell.style = common;
        });
        return row;
      };
      return sheet;
    },
    async breathe() {
      await nextTurn();
      if (out.writableNeedDrain && !out.destroyed) await once(out, 'drain');
      if (out.destroyed) throw new Error('report destination closed');
    },
    async close() {
      await workbook.commit();
      await done;
    },
    async fail(error) {
      out.destroy(error);
      await done.catch(() => undefined);
    },
  };
}
