import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { blocks, emissionLots, emissions, lots, projects } from '../db/schema/index.ts';
import { freshDatabase } from '../test/database.ts';
import { migrationStatements } from '../test/migration-statements.ts';

/**
 * Migration 0013 gives the emissions made before it the real right and use that Decreto
 * 9.310/2018 art. 16, §1º, II compares: a título's right is the legitimação fundiária; a CRF's
 * lots take the ones they have; a lot with none stays null (read as a legitimação of any
 * purpose). Its data statements are run again here over rows written as before it.
 */
const dataStatements = () => migrationStatements('0013_emission_lot_right_use.sql').filter((s) => s.includes('UPDATE'));

describe('migration 0013: the right and use of earlier emissions', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database?.close());

  it('a título is a legitimação fundiária; a CRF lot takes its own right and use; unknown stays null', async () => {
    const db = database.db;
    const [project] = await db.insert(projects).values({ name: 'Núcleo Antigo' }).returning();
    const [block] = await db.insert(blocks).values({ name: 'Quadra 1', project_id: project.id }).returning();
    const [sold, unknown] = await db
      .insert(lots)
      .values([
        {
          name: 'Lote 1',
          block_id: block.id,
          project_id: project.id,
          real_right: 'COMPRA_VENDA',
          uso_do_lote: 'NAO_RESIDENCIAL',
        },
        { name: 'Lote 2', block_id: block.id, project_id: project.id },
      ])
      .returning();
    const [titulo, crf] = await db
      .insert(emissions)
      .values([
        { project_id: project.id, kind: 'titulo-legitimacao', number: 1, year: 2025, status: 'valid' },
        { project_id: project.id, kind: 'cert-reg-fund', number: 1, year: 2025, status: 'valid' },
      ])
      .returning();
    await db.insert(emissionLots).values([
      { emission_id: titulo.id, lot_id: unknown.id },
      { emission_id: crf.id, lot_id: sold.id },
      { emission_id: crf.id, lot_id: unknown.id },
    ]);

    for (const statement of dataStatements()) await db.execute(sql.raw(statement));

    const rows = await db
      .select({
        emission: emissionLots.emission_id,
        lot: emissionLots.lot_id,
        real_right: emissionLots.real_right,
        uso_do_lote: emissionLots.uso_do_lote,
      })
      .from(emissionLots);
    const sorted = rows.sort((a, b) => a.emission - b.emission || a.lot - b.lot);
    expect(sorted).toEqual([
      { emission: titulo.id, lot: unknown.id, real_right: 'LEGITIMACAO_FUNDIARIA', uso_do_lote: null },
      { emission: crf.id, lot: sold.id, real_right: 'COMPRA_VENDA', uso_do_lote: 'NAO_RESIDENCIAL' },
      { emission: crf.id, lot: unknown.id, real_right: null, uso_do_lote: null },
    ]);
  });
});
