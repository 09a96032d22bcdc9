import { describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../db/connection.ts';
import { technicalReportSections } from '../db/schema/index.ts';
import { excluded } from '../db/excluded.ts';
import { studyUpsert } from './preliminary.ts';

/** The saves' statements built, not run: drizzle's mock has no connection. */
const db = drizzle.mock() as unknown as Db;
const SECTION = `<p>${'Texto da seção. '.repeat(1000)}</p>`;

/**
 * A save's text goes to the database once (issue #19 goal 5): written again in the upsert's
 * update, each section was a second parameter, encoded on the API's thread by PGlite. The
 * technical report's section save is pinned with its statements in technical.test.ts.
 */
describe('an upsert sends each text once', () => {
  it("the Estudo Preliminar's save: the sections sent, a cleared one included, each once", () => {
    const { sql, params } = studyUpsert(db, 7, 1, { diagnostico_ambiental: SECTION, diagnostico_social: null }).toSQL();
    expect(params.filter((p) => p === SECTION)).toHaveLength(1);
    expect(sql).toContain('"diagnostico_ambiental" = excluded."diagnostico_ambiental"');
    expect(sql).toContain('"diagnostico_social" = excluded."diagnostico_social"');
    expect(sql).not.toContain('"diagnostico_juridico" =');
  });

  it('refuses a key that is not a column', () => {
    expect(() => excluded(technicalReportSections, ['texto'])).toThrow(/texto não é uma coluna/);
  });
});
