import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { dateCell, safeCell, todayCell, xlsxWriter, DATE_FORMAT } from './workbook.ts';

/** Writes one sheet through the product's writer and reads the file back with exceljs. */
async function roundTrip(rows: unknown[][]): Promise<ExcelJS.Worksheet> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = xlsxWriter(out, 'Teste');
  const sheet = writer.sheet('Dados', [
    { header: 'Texto', width: 20 },
    { header: 'Número', width: 10 },
    { header: 'Data', width: 12, numFmt: DATE_FORMAT },
  ]);
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await writer.close();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook.getWorksheet('Dados')!;
}

describe('XLSX cells (issue 15, part 7)', () => {
  it('text a spreadsheet could evaluate gets a leading apostrophe; other text and numbers stay as they are', async () => {
    const hostile = ['=HYPERLINK("http://x","y")', '+55 11 98765-4321', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'];
    const sheet = await roundTrip([...hostile.map((text) => [text, 1, null]), ['Maria = Ana', -5, null]]);
    const texts = hostile.map((_, i) => sheet.getRow(i + 2).getCell(1).value);
    // (XML reads a carriage return back as a line feed: the apostrophe is what matters.)
    expect(texts).toEqual(hostile.map((text) => `'${text}`.replace(/\r/gu, '\n')));
    for (let i = 2; i <= hostile.length + 2; i += 1)
      expect(sheet.getRow(i).getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(hostile.length + 2).getCell(1).value).toBe('Maria = Ana');
    expect(sheet.getRow(hostile.length + 2).getCell(2).value).toBe(-5);
  });

  it('dates are date cells with a Brazilian format, on the right day', async () => {
    const sheet = await roundTrip([['Casamento', 1, dateCell('2020-02-29')]]);
    const cell = sheet.getRow(2).getCell(3);
    expect(cell.type).toBe(ExcelJS.ValueType.Date);
    expect((cell.value as Date).toISOString()).toBe('2020-02-29T00:00:00.000Z');
    expect(cell.numFmt).toBe(DATE_FORMAT);
  });

  it('the header row is frozen and filtered', async () => {
    const sheet = await roundTrip([['a', 1, null]]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
  });

  it('dateCell and todayCell: stored dates and Brasília’s today, never shifted a day', () => {
    expect(dateCell('1995-02-11')?.toISOString()).toBe('1995-02-11T00:00:00.000Z');
    expect(dateCell('11/02/1995')).toBeNull();
    expect(dateCell(null)).toBeNull();
    // 01:30 UTC on 1 March is still 28 February in Brasília.
    expect(todayCell(new Date('2026-03-01T01:30:00Z'))?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(safeCell(42)).toBe(42);
    expect(safeCell(null)).toBeNull();
  });
});
