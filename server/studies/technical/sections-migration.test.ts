import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { projects, technicalReportSections } from '../../db/schema/index.ts';
import { freshDatabase } from '../../test/database.ts';
import { migrationStatements } from '../../test/migration-statements.ts';

/**
 * Migration 0016 moves a customised Relatório Técnico's text from the jsonb column
 * technical_reports.paragraphs to one row per section. Its copy is run again here over a report
 * written as before it, the column put back for the purpose: every text section goes across as
 * it was, byte for byte; what the old reader never showed (a value that is not text, a key no
 * section has) is left behind.
 */
const copyStatement = () =>
  migrationStatements('0016_technical_report_sections.sql').filter((s) =>
    s.includes('INSERT INTO "technical_report_sections"'),
  );

describe('migration 0016: the Relatório Técnico one row per section', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database?.close());

  it('copies each text section as it was and leaves behind what was never read', async () => {
    const db = database.db;
    expect(copyStatement()).toHaveLength(1);
    const [project] = await db.insert(projects).values({ name: 'Núcleo Antigo' }).returning();
    const [other] = await db.insert(projects).values({ name: 'Núcleo Sem Texto' }).returning();
    await db.execute(sql`alter table technical_reports add column paragraphs jsonb not null default '{}'::jsonb`);
    const introducao = '<p>Introdução com "aspas", \\barras\\ e acentuação: ção, é, ü — e um\ttab.</p>';
    const paragraphs = {
      introducao,
      conclusoes_finais: '<p>Fim.</p>',
      apresentacao: 5,
      diagnostico_juridico: null,
      capitulo_99: '<p>Seção que não existe.</p>',
    };
    await db.execute(
      sql`insert into technical_reports (project_id, customized, paragraphs) values
        (${project.id}, true, ${JSON.stringify(paragraphs)}::jsonb), (${other.id}, false, '{}'::jsonb)`,
    );

    for (const statement of copyStatement()) await db.execute(sql.raw(statement));

    const rows = await db
      .select()
      .from(technicalReportSections)
      .orderBy(asc(technicalReportSections.project_id), asc(technicalReportSections.key));
    expect(rows).toEqual([
      { project_id: project.id, key: 'conclusoes_finais', html: '<p>Fim.</p>' },
      { project_id: project.id, key: 'introducao', html: introducao },
    ]);
    // A key no section has is refused by the database itself.
    const refused = await db
      .insert(technicalReportSections)
      .values({ project_id: project.id, key: 'capitulo_99', html: '<p>x</p>' })
      .then(
        () => null,
        (error: { cause?: { constraint?: string } }) => error.cause?.constraint,
      );
    expect(refused).toBe('technical_report_sections_key_check');
    // The rows go with their report.
    await db.delete(projects).where(eq(projects.id, project.id));
    expect(await db.select().from(technicalReportSections)).toEqual([]);
  });
});
