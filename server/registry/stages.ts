import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { REGISTRY_STAGE_IDS, registryStage, type RegistryStage } from '../../domain/registry/stages.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { toCount } from '../db/rows.ts';
import { lots, projects } from '../db/schema/index.ts';
import { visibleTo } from '../projects/access.ts';

export type RegistryCounts = Record<RegistryStage, number>;

const zero = (): RegistryCounts => Object.fromEntries(REGISTRY_STAGE_IDS.map((s) => [s, 0])) as RegistryCounts;

/**
 * Lots per registry stage and project, for the projects matching `where`. The database groups
 * the lots by which facts they have (at most 16 groups a project); the stage of each group is
 * the domain's `registryStage`, so the rule is written once (domain/registry/stages.ts).
 */
async function countsWhere(db: Db, where: SQL | undefined): Promise<Map<number, RegistryCounts>> {
  const has = (column: typeof lots.registry_prenotacao_on) => sql<boolean>`${column} is not null`;
  const rows = await db
    .select({
      project_id: lots.project_id,
      prenotado: has(lots.registry_prenotacao_on),
      exigencia: sql<boolean>`${lots.registry_exigencia_on} is not null and ${lots.registry_exigencia_answered_on} is null`,
      registrado: has(lots.registry_registered_on),
      entregue: has(lots.title_delivered_on),
      n: count(),
    })
    .from(lots)
    .where(where)
    .groupBy(sql`1, 2, 3, 4, 5`);
  const out = new Map<number, RegistryCounts>();
  const day = (flag: boolean) => (flag ? 'x' : null);
  for (const row of rows) {
    const counts = out.get(row.project_id) ?? zero();
    const stage = registryStage({
      registry_prenotacao_on: day(row.prenotado),
      registry_exigencia_on: day(row.exigencia),
      registry_registered_on: day(row.registrado),
      title_delivered_on: day(row.entregue),
    });
    counts[stage] += toCount(row.n);
    out.set(row.project_id, counts);
  }
  return out;
}

/** GET /projects/{id}/registry-stages: the progress screen's counts (the route checked the caller). */
export async function projectRegistryCounts(db: Db, projectId: number) {
  const counts = (await countsWhere(db, eq(lots.project_id, projectId))).get(projectId) ?? zero();
  return { counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
}

/**
 * GET /registry/stages: the dashboard panel, over the projects the user may see (filtered in
 * SQL), only those where at least one lot has reached the registry office.
 */
export async function dashboardRegistryCounts(db: Db, user: CurrentUser) {
  const started = await db
    .selectDistinct({ project_id: lots.project_id })
    .from(lots)
    .where(and(visibleTo(user, lots.project_id), isNotNull(lots.registry_prenotacao_on)));
  const ids = started.map((r) => r.project_id);
  if (!ids.length) return { data: [] };
  const counts = await countsWhere(db, inArray(lots.project_id, ids));
  const names = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(inArray(projects.id, ids))
    .orderBy(asc(projects.name));
  return {
    data: names.map((p) => {
      const c = counts.get(p.id) ?? zero();
      return { project_id: p.id, project_name: p.name, counts: c, total: Object.values(c).reduce((a, b) => a + b, 0) };
    }),
  };
}
