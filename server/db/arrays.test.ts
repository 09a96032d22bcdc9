import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/database.ts';
import { dateArray, floatArray, intArray, textArray } from './arrays.ts';
import type { Database } from './connection.ts';
import { rowsOf } from './rows.ts';

/**
 * The array parameters read back, on the engine of the run, as the values sent: the texts with
 * what an array literal would split or unquote, the floats to the last digit, the days as days.
 */
describe('array parameters (server/db/arrays.ts)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database?.close());

  it('reads back every value as it was sent, in order', async () => {
    const texts = ['a,b', '"entre aspas"', 'barra \\ invertida', '', 'Conceição {x}', 'NULL'];
    const floats = [0.1 + 0.2, -47.06123456789012, 7_463_201.123456789, 0];
    const rows = rowsOf<{ t: string; f: number; d: string; i: number }>(
      await database.db.execute(sql`
        select t, f, to_char(d, 'YYYY-MM-DD') as d, i
        from unnest(${textArray(texts)}, ${floatArray([...floats, 1, 2])},
          ${dateArray(['2026-12-05', '2027-02-28', '2026-01-01', '2026-12-31', '2026-06-15', '2026-07-01'])},
          ${intArray([1, 2, 3, 2_147_483_647, 5, 6])}) with ordinality as v(t, f, d, i, n)
        order by n`),
    );
    expect(rows.map((r) => r.t)).toEqual(texts);
    expect(rows.slice(0, 4).map((r) => Number(r.f))).toEqual(floats);
    expect(rows.map((r) => r.d)).toEqual([
      '2026-12-05',
      '2027-02-28',
      '2026-01-01',
      '2026-12-31',
      '2026-06-15',
      '2026-07-01',
    ]);
    expect(rows.map((r) => Number(r.i))).toEqual([1, 2, 3, 2_147_483_647, 5, 6]);
  });
});
