import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/app.ts';
import { LONG_TEXT_CHARS, pgliteTextParam, type Database } from './connection.ts';
import { rowsOf } from './rows.ts';

/** A long text of everything UTF-8 writes in more than one byte: accents, an emoji's surrogate pair, U+2028. */
const text = (chars: number) => 'Ação "nº" 👩‍👧 \u2028 Conceição '.repeat(Math.ceil(chars / 27)).slice(0, chars);

/**
 * PGlite is given a long text parameter as its UTF-8 bytes (connection.ts, pgliteTextParam):
 * on both engines the text stored is the text sent, character for character, through a text
 * and a varchar column, in an insert and in an upsert's update, at the threshold and around it.
 * Should PGlite ever stringify the bytes instead of binding them, these fail.
 */
describe('long text parameters (issue #19 goal 5)', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let database: Database;
  beforeAll(async () => {
    ctx = await testApp();
    database = ctx.database;
    await database.exec('create table long_text_probe (id integer primary key, body text, label varchar(300000))');
  });
  afterAll(() => ctx?.close());

  const stored = async (id: number) =>
    rowsOf<{ body: string; label: string; bytes: number | string }>(
      await database.db.execute(
        sql`select body, label, octet_length(body) as bytes from long_text_probe where id = ${id}`,
      ),
    )[0]!;

  it('stores the text sent, in an insert and in an upsert, on either side of the threshold', async () => {
    const sizes = [LONG_TEXT_CHARS - 1, LONG_TEXT_CHARS, 250_000];
    for (const [id, size] of sizes.entries()) {
      const first = text(size);
      await database.db.execute(sql`insert into long_text_probe values (${id}, ${first}, ${first})`);
      expect(await stored(id)).toEqual({ body: first, label: first, bytes: expect.anything() });
      expect(Number((await stored(id)).bytes)).toBe(Buffer.byteLength(first));
      const second = `Revisão ${id}. ${text(size)}`;
      await database.db.execute(
        sql`insert into long_text_probe values (${id}, ${second}, ${second}) on conflict (id) do update set body = excluded.body, label = excluded.label`,
      );
      expect((await stored(id)).body).toBe(second);
      expect((await stored(id)).label).toBe(second);
    }
  });

  it('still refuses a text longer than its varchar', async () => {
    const tooLong = 'a'.repeat(300_001);
    await expect(
      database.db.execute(sql`insert into long_text_probe (id, label) values (99, ${tooLong})`),
    ).rejects.toThrow();
  });

  it('hands PGlite bytes from the threshold on, and its own string form below it', () => {
    expect(pgliteTextParam(text(LONG_TEXT_CHARS))).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(pgliteTextParam(text(LONG_TEXT_CHARS)) as Uint8Array)).toBe(text(LONG_TEXT_CHARS));
    expect(pgliteTextParam(text(LONG_TEXT_CHARS - 1))).toBe(text(LONG_TEXT_CHARS - 1));
    expect(pgliteTextParam(new Date('2026-12-02T05:00:00Z'))).toBe('2026-12-02T05:00:00.000Z');
    expect(pgliteTextParam(42)).toBe('42');
  });
});
