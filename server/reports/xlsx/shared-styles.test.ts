import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addSheet, dateCell, safeCell, xlsxWriter, DATE_FORMAT, MONEY_FORMAT, type SheetColumn } from './workbook.ts';

/**
 * The product's writer gives the cells of a column one shared style (issue 19 goal 2: exceljs
 * otherwise renders each cell's style to find its number). The file must read back exactly as
 * exceljs alone writes it: every cell's value, type, number format and font.
 */
const COLUMNS: SheetColumn[] = [
  { header: 'Texto', width: 20 },
  { header: 'Número sem formato', width: 12 },
  { header: 'Dinheiro', width: 12, numFmt: MONEY_FORMAT },
  { header: 'Data', width: 12, numFmt: DATE_FORMAT },
  { header: 'Data sem formato', width: 12 },
];

const ROWS: unknown[][] = [
  // A column's first cell empty, then a number: the shared style must still read as General.
  [null, null, null, null, null],
  ['Conceição', 42, 1518.5, dateCell('1995-02-11'), dateCell('2020-02-29')],
  ['=SOMA(A1)', 'texto numa coluna de números', 0, null, 'texto'],
  ['', -3.25, null, dateCell('2026-11-27'), 7],
  ['Inês', 1e9, 12_345_678.9, dateCell('1970-05-04'), dateCell('1970-05-04')],
];

async function bytesOf(write: (out: PassThrough) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await write(out);
  return Buffer.concat(chunks);
}

/** exceljs' streaming writer alone, as the bench's ceiling writes (bench/xlsx.ts). */
const bare = (rows: unknown[][]) =>
  bytesOf(async (out) => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = addSheet(workbook, 'Dados', COLUMNS);
    for (const row of rows) sheet.addRow(row.map(safeCell)).commit();
    sheet.commit();
    await workbook.commit();
  });

const product = (rows: unknown[][]) =>
  bytesOf(async (out) => {
    const writer = xlsxWriter(out, 'Teste');
    const sheet = writer.sheet('Dados', COLUMNS);
    for (const row of rows) sheet.addRow(row).commit();
    sheet.commit();
    await writer.close();
  });

async function cells(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Dados')!;
  const read: unknown[] = [];
  for (let r = 1; r <= ROWS.length + 1; r++)
    for (let c = 1; c <= COLUMNS.length; c++) {
      const cell = sheet.getRow(r).getCell(c);
      read.push({ at: cell.address, value: cell.value, type: cell.type, numFmt: cell.numFmt, bold: !!cell.font?.bold });
    }
  return read;
}

describe('XLSX shared column styles (issue 19 goal 2)', () => {
  it('the file reads back cell for cell as exceljs alone writes it', async () => {
    const mine = await cells(await product(ROWS));
    expect(mine).toEqual(await cells(await bare(ROWS)));
    // And the formats are really there (the comparison above would pass if both lost them).
    const at = (address: string) => mine.find((c) => (c as { at: string }).at === address) as { numFmt?: string };
    expect(at('C3').numFmt).toBe(MONEY_FORMAT);
    expect(at('D3').numFmt).toBe(DATE_FORMAT);
    expect(at('E3').numFmt).toBe('mm-dd-yy');
  });

  it('a cell whose style is changed after addRow gets a new object, or the change fails loudly', async () => {
    const out = new PassThrough();
    out.resume();
    const writer = xlsxWriter(out, 'Teste');
    const sheet = writer.sheet('Dados', COLUMNS);
    const row = sheet.addRow(['a', 1, 2, null, null]);
    expect(() => {
      row.getCell(3).numFmt = DATE_FORMAT;
    }).toThrow(TypeError);
    row.getCell(3).style = { numFmt: DATE_FORMAT };
    expect(sheet.addRow(['b', 1, 2, null, null]).getCell(3).numFmt).toBe(MONEY_FORMAT);
    await writer.fail(new Error('fim do teste'));
  });
});
