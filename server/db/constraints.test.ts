import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/database.ts';
import type { Database, Db } from './connection.ts';
import {
  blockStreets,
  blocks,
  children,
  files,
  lotEvents,
  lotOtherDocuments,
  lots,
  projects,
  residents,
  streets,
  users,
} from './schema/index.ts';

/** The rules the database enforces by itself, whatever the API lets through. */
describe('database constraints', () => {
  let database: Database;
  let db: Db;
  let projectId: number;
  let blockId: number;
  let lotId: number;

  /** count(*) is a number on PGlite and a string on pg. */
  const count = async (table: string, where = 'true') => {
    const result = (await db.execute(sql.raw(`select count(*) as n from ${table} where ${where}`))) as unknown as {
      rows: { n: number | string }[];
    };
    return Number(result.rows[0]!.n);
  };

  /** Rejected by the database, and by which constraint. */
  const rejects = async (work: Promise<unknown>, constraint: string) => {
    const error = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error, `expected ${constraint} to reject`).not.toBeNull();
    const cause = (error as { cause?: { constraint?: string } }).cause ?? (error as { constraint?: string });
    expect(cause.constraint).toBe(constraint);
  };

  beforeAll(async () => {
    database = await freshDatabase();
    db = database.db;
    [{ id: projectId }] = await db.insert(projects).values({ name: 'Projeto Teste' }).returning({ id: projects.id });
    [{ id: blockId }] = await db
      .insert(blocks)
      .values({ name: 'Quadra 1', project_id: projectId })
      .returning({ id: blocks.id });
    [{ id: lotId }] = await db
      .insert(lots)
      .values({ name: 'Lote 1', block_id: blockId, project_id: projectId })
      .returning({ id: lots.id });
  });
  afterAll(() => database.close());

  const lot = (values: Partial<typeof lots.$inferInsert>) =>
    db.insert(lots).values({ name: `Lote ${Math.random()}`, block_id: blockId, project_id: projectId, ...values });

  it('gives a new lot the defaults: status incomplete, phase 1, empty choices and answers', async () => {
    const [row] = await db.select().from(lots).where(eq(lots.id, lotId));
    expect(row).toMatchObject({
      status: 'incomplete',
      project_phase: 1,
      beneficios_sociais: [],
      answers: {},
      deficiencia: false,
    });
    const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
    expect(project!.project_class).toBe('REURB');
  });

  it('rejects a status, phase or choice outside the enumerations', async () => {
    await rejects(lot({ status: 'done' }), 'lots_status_check');
    await rejects(lot({ project_phase: 3 }), 'lots_project_phase_check');
    await rejects(lot({ civil_status: 'casado' }), 'lots_civil_status_check');
    await rejects(lot({ beneficios_sociais: ['BOLSA FAMÍLIA', 'VALE GÁS'] }), 'lots_beneficios_sociais_check');
    await rejects(lot({ mdr_piso: 'MARMORE' }), 'lots_mdr_piso_check');
    await rejects(
      db.insert(projects).values({ name: 'Projeto X', project_class: 'OUTRA' }),
      'projects_project_class_check',
    );
    await expect(
      lot({ civil_status: 'Casado(a)', beneficios_sociais: ['BOLSA FAMÍLIA', 'BPC/LOAS'] }),
    ).resolves.toBeDefined();
  });

  it('stores CPF, CNPJ, CEP and NIS as digits only', async () => {
    await rejects(lot({ cpf: '123.456.789-09' }), 'lots_cpf_check');
    await rejects(lot({ cpf: '1234567890' }), 'lots_cpf_check');
    await rejects(lot({ spouse_cpf: '1234567890a' }), 'lots_spouse_cpf_check');
    await rejects(lot({ cnpj: '11.222.333/0001-81' }), 'lots_cnpj_check');
    await rejects(lot({ cep: '01310-100' }), 'lots_cep_check');
    await rejects(lot({ nis: '123.45678.90-1' }), 'lots_nis_check');
    await rejects(db.insert(children).values({ lot_id: lotId, name: 'Ana', cpf: '123' }), 'children_cpf_check');
    await expect(
      lot({ cpf: '52998224725', cnpj: '11222333000181', cep: '01310100', nis: '12345678901' }),
    ).resolves.toBeDefined();
  });

  it('rejects negative counts, money and areas, and names out of bounds', async () => {
    await rejects(lot({ mdr_n_comodos: -1 }), 'lots_mdr_n_comodos_check');
    await rejects(lot({ mdr_n_banheiros: -2 }), 'lots_mdr_n_banheiros_check');
    await rejects(lot({ income: -0.01 }), 'lots_income_check');
    await rejects(lot({ area: -5 }), 'lots_area_check');
    await rejects(lot({ name: 'L1' }), 'lots_name_check');
    await rejects(lot({ name: 'L'.repeat(513) }), 'lots_name_check');
    await rejects(lot({ rg: 'x'.repeat(51) }), 'lots_rg_check');
    await rejects(db.insert(blocks).values({ name: 'Q1', project_id: projectId }), 'blocks_name_check');
    await rejects(db.insert(projects).values({ name: 'ab' }), 'projects_name_check');
    await expect(lot({ name: 'L'.repeat(512), mdr_n_comodos: 0, income: 1234.56 })).resolves.toBeDefined();
  });

  it('keeps one lot name per block, and a lot in its block’s project', async () => {
    await rejects(lot({ name: 'Lote 1' }), 'lots_block_name_key');
    const [{ id: other }] = await db.insert(projects).values({ name: 'Outro projeto' }).returning({ id: projects.id });
    await rejects(lot({ project_id: other }), 'lots_block_fk');
    const [{ id: street }] = await db
      .insert(streets)
      .values({ name: 'Rua A', project_id: other })
      .returning({ id: streets.id });
    await rejects(
      db.insert(blockStreets).values({ block_id: blockId, street_id: street, project_id: projectId }),
      'block_streets_street_fk',
    );
  });

  it('holds at most 10 other documents per lot and field', async () => {
    const made = await db
      .insert(files)
      .values(
        Array.from({ length: 11 }, (_, i) => ({
          storage_key: `k/${i}`,
          original_name: `doc${i}.pdf`,
          mime: 'application/pdf',
          size: 10,
          sha256: 'a'.repeat(64),
        })),
      )
      .returning({ id: files.id });
    await db
      .insert(lotOtherDocuments)
      .values(
        made.slice(0, 10).map((f, slot) => ({ lot_id: lotId, field: 'other_documents_files', file_id: f.id, slot })),
      );
    await rejects(
      db
        .insert(lotOtherDocuments)
        .values({ lot_id: lotId, field: 'other_documents_files', file_id: made[10]!.id, slot: 10 }),
      'lot_other_documents_slot_check',
    );
    await rejects(
      db
        .insert(lotOtherDocuments)
        .values({ lot_id: lotId, field: 'other_documents_files', file_id: made[10]!.id, slot: 3 }),
      'lot_other_documents_slot_key',
    );
    // Deleting a file unlinks it: from the join table and from single-file fields.
    await db.update(lots).set({ rg_file_id: made[0]!.id }).where(eq(lots.id, lotId));
    await db.delete(files).where(eq(files.id, made[0]!.id));
    const [row] = await db.select({ rg: lots.rg_file_id }).from(lots).where(eq(lots.id, lotId));
    expect(row!.rg).toBeNull();
    expect(await count('lot_other_documents', `lot_id = ${lotId}`)).toBe(9);
  });

  it('keeps the history when a user is deleted', async () => {
    const [{ id: userId }] = await db
      .insert(users)
      .values({ sub: 'test|gone', email: 'gone@reurb.local', role: 'member' })
      .returning({ id: users.id });
    await db.update(lots).set({ updated_by: userId }).where(eq(lots.id, lotId));
    await db
      .insert(lotEvents)
      .values({ lot_id: lotId, project_id: projectId, kind: 'social_completed', user_id: userId });
    await db.delete(users).where(eq(users.id, userId));
    const events = await db.select().from(lotEvents).where(eq(lotEvents.lot_id, lotId));
    expect(events.map((e) => [e.kind, e.user_id])).toEqual([['social_completed', null]]);
    const [row] = await db.select({ by: lots.updated_by }).from(lots).where(eq(lots.id, lotId));
    expect(row!.by).toBeNull();
  });

  it('rejects an unknown event kind and a progress outside 0..100', async () => {
    await rejects(
      db.insert(lotEvents).values({ lot_id: lotId, project_id: projectId, kind: 'exploded' }),
      'lot_events_kind_check',
    );
    await rejects(
      db.execute(sql`insert into report_jobs (report_type, progress) values ('socioeconomic-report', 101)`),
      'report_jobs_progress_check',
    );
  });

  it('sorts names with the ICU collation on both engines', async () => {
    const [{ id: p }] = await db.insert(projects).values({ name: 'Ordem' }).returning({ id: projects.id });
    for (const name of ['Zélia', 'ana', 'Ávila', 'abel', 'Érico', 'eduardo'])
      await db.insert(blocks).values({ name: `${name} Q`, project_id: p });
    const rows = await db
      .select({ name: blocks.name })
      .from(blocks)
      .where(eq(blocks.project_id, p))
      .orderBy(blocks.name);
    expect(rows.map((r) => r.name)).toEqual(['abel Q', 'ana Q', 'Ávila Q', 'eduardo Q', 'Érico Q', 'Zélia Q']);
  });

  it('deletes a project with everything in it', async () => {
    const [{ id: streetId }] = await db
      .insert(streets)
      .values({ name: 'Rua B', project_id: projectId })
      .returning({ id: streets.id });
    await db.insert(blockStreets).values({ block_id: blockId, street_id: streetId, project_id: projectId });
    await db.insert(children).values({ lot_id: lotId, name: 'Bia' });
    await db.insert(residents).values({ lot_id: lotId, name: 'Caio', relationship_owner: 'Primo' });
    await db.insert(lotEvents).values({
      lot_id: lotId,
      project_id: projectId,
      kind: 'status_changed',
      from_status: 'incomplete',
      to_status: 'complete',
    });
    await db.execute(sql`insert into project_settings (project_id, city_cnpj) values (${projectId}, '11222333000181')`);
    await db.execute(sql`insert into technical_reports (project_id) values (${projectId})`);
    await db.execute(
      sql`insert into technical_report_sections (project_id, key, html) values (${projectId}, 'introducao', '<p>x</p>')`,
    );
    await db.execute(sql`insert into preliminary_studies (project_id) values (${projectId})`);

    await db.delete(projects).where(eq(projects.id, projectId));
    for (const table of [
      'blocks',
      'streets',
      'block_streets',
      'lots',
      'lot_events',
      'project_settings',
      'technical_reports',
      'technical_report_sections',
      'preliminary_studies',
    ]) {
      expect(await count(table, `project_id = ${projectId}`), table).toBe(0);
    }
    expect(await count('children')).toBe(0);
    expect(await count('residents')).toBe(0);
    expect(await count('lot_other_documents')).toBe(0);
  });
});
