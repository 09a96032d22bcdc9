import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';
import { blocks, emissionCounters, emissionLots, emissions, lotEvents, lots, projects } from '../db/schema/index.ts';
import { freshDatabase } from '../test/database.ts';
import { migrationStatements } from '../test/migration-statements.ts';

/**
 * Migration 0005 turns the document_emitted lot events kept before the register into legacy
 * emissions: a título per event, a CRF per recording statement, numbered in order per project,
 * kind and year; a lot titled twice has its first título superseded; the counters continue.
 * The data part of the migration is run again here over events written for the test.
 */
const dataStatements = () => {
  const statements = migrationStatements('0005_emission_register.sql');
  return statements.slice(statements.findIndex((s) => s.includes('ADD COLUMN "legacy_key"')));
};

describe('migrating document_emitted events into the register', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database?.close());

  it('makes numbered legacy rows, supersedes a repeated título and continues the counters', async () => {
    const db = database.db;
    const [project] = await db.insert(projects).values({ name: 'Núcleo Antigo' }).returning();
    const [block] = await db.insert(blocks).values({ name: 'Quadra 1', project_id: project.id }).returning();
    const [a, b] = await db
      .insert(lots)
      .values([
        { name: 'Lote 1', block_id: block.id, project_id: project.id, owner_name: 'Ana Souza', cpf: '52998224725' },
        { name: 'Lote 2', block_id: block.id, project_id: project.id, owner_name: 'Bia Lima', cpf: '11144477735' },
      ])
      .returning();
    const at = (iso: string) => new Date(iso);
    const crfAt = at('2025-08-01T12:00:00Z');
    await db.insert(lotEvents).values([
      {
        lot_id: a.id,
        project_id: project.id,
        kind: 'document_emitted',
        at: at('2025-03-01T12:00:00Z'),
        detail: { report_type: 'titulo-legitimacao' },
      },
      {
        lot_id: a.id,
        project_id: project.id,
        kind: 'document_emitted',
        at: at('2025-05-01T12:00:00Z'),
        detail: { report_type: 'titulo-legitimacao' },
      },
      {
        lot_id: a.id,
        project_id: project.id,
        kind: 'document_emitted',
        at: crfAt,
        detail: { report_type: 'cert-reg-fund', format: 'pdf' },
      },
      {
        lot_id: b.id,
        project_id: project.id,
        kind: 'document_emitted',
        at: crfAt,
        detail: { report_type: 'cert-reg-fund', format: 'pdf' },
      },
    ]);
    for (const statement of dataStatements()) await db.execute(sql.raw(statement));

    const rows = await db.select().from(emissions).orderBy(emissions.kind, emissions.number);
    expect(rows.map((r) => [r.kind, r.number, r.year, r.status, r.legacy, r.sha256, r.verification_code])).toEqual([
      ['cert-reg-fund', 1, 2025, 'valid', true, null, null],
      ['titulo-legitimacao', 1, 2025, 'superseded', true, null, null],
      ['titulo-legitimacao', 2, 2025, 'valid', true, null, null],
    ]);
    expect(rows[1].superseded_by).toBe(rows[2].id);
    const crfLots = await db
      .select()
      .from(emissionLots)
      .where(sql`${emissionLots.emission_id} = ${rows[0].id}`)
      .orderBy(emissionLots.lot_id);
    expect(crfLots.map((l) => [l.lot_id, l.holder_cpf, l.holder_name])).toEqual([
      [a.id, '52998224725', 'Ana Souza'],
      [b.id, '11144477735', 'Bia Lima'],
    ]);
    const counters = await db.select().from(emissionCounters).orderBy(emissionCounters.kind);
    expect(counters.map((c) => [c.kind, c.year, c.last_number])).toEqual([
      ['cert-reg-fund', 2025, 1],
      ['titulo-legitimacao', 2025, 2],
    ]);
    const columns = rowsOf<{ column_name: string }>(
      await db.execute(
        sql`select column_name from information_schema.columns where table_name = 'emissions' and column_name = 'legacy_key'`,
      ),
    );
    expect(columns).toEqual([]);
  });
});
