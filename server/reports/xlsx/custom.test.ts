import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_REPORT_ATTRIBUTES } from '../../../domain/entities/custom-report.ts';
import { testApp } from '../../test/app.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { loadPlainLots, selectIds } from '../data.ts';
import { EMPTY_FILTER } from '../filters.ts';
import { createReportWorld, xlsxRows } from '../test-kit.ts';
import { cellValue, customReportXlsx, previewRows } from './custom.ts';
import { dateCell, safeCell } from './workbook.ts';

/**
 * The custom report reads only the columns it prints, a chunk ahead (issue 19 goal 2). Its
 * cells must be those of the whole lot row, read as before: every attribute, every lot.
 */
describe('custom report: the chosen columns give the cells of the whole row', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let f: Fixtures;
  beforeAll(async () => {
    ctx = await testApp();
    f = await createFixtures(ctx.database.db);
    await createReportWorld(ctx.database.db, f.projectA, f.blockA, f.userIds.projectAdmin);
  });
  afterAll(() => ctx.close());

  const filter = { ...EMPTY_FILTER, include_incomplete: true };
  const attributes = CUSTOM_REPORT_ATTRIBUTES.map((a) => a.id);

  it('every attribute of every lot, as the whole row gives it', async () => {
    const db = ctx.database.db;
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const { rows } = await customReportXlsx({ db, projectIds: [f.projectA], filter, out }, attributes);
    const [sheet] = Object.values(await xlsxRows(Buffer.concat(chunks)));

    const ids = Array.from(await selectIds(db, filter, [f.projectA]));
    const whole = await loadPlainLots(db, ids);
    // exceljs reads back an empty cell as nothing and a date as midnight UTC.
    const expected = ids.map((id) =>
      attributes.map((a) => {
        const value = safeCell(cellValue(whole.get(id)!, a));
        return value === null ? undefined : value;
      }),
    );
    expect(rows).toBe(ids.length);
    expect(rows).toBeGreaterThanOrEqual(4);
    expect(sheet!.slice(1).map((row) => attributes.map((_, i) => row[i]))).toEqual(expected);
    // The world's marriage date is in it, as a date: the comparison is not of empty rows.
    expect(sheet!.flat()).toContainEqual(dateCell('1995-02-11'));
    expect(sheet!.flat()).toContain('João Araújo Conceição');
  });

  it('the preview gives the same first rows as the whole row', async () => {
    const db = ctx.database.db;
    const preview = await previewRows(db, { filter, projectIds: [f.projectA] });
    const ids = Array.from(await selectIds(db, filter, [f.projectA], 20));
    const whole = await loadPlainLots(db, ids);
    expect(preview).toEqual(
      ids
        .map((id) => whole.get(id)!)
        .map((lot) => ({ id: lot.id, name: lot.name, block_name: lot.block_name, owner_name: lot.owner_name })),
    );
    expect(preview.length).toBeGreaterThanOrEqual(4);
  });
});
