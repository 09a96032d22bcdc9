import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { importReportAnswer, MatchField } from '../../domain/api/geometry.ts';
import { checkingGeometry } from '../../domain/geo/checks.ts';
import { CORNERS, COORDINATE_KEYS, type CoordinateKey } from '../../domain/geo/polygon.ts';
import { fromLonLat } from '../../domain/geo/projection.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import { floatArray, intArray } from '../db/arrays.ts';
import type { Db } from '../db/connection.ts';
import { lots } from '../db/schema/index.ts';
import { HttpError } from '../errors.ts';
import { recordHistory, type HistoryEntry } from '../history/record.ts';
import { inSlices } from '../loop/turns.ts';
import { inSlicedTransactions } from '../db/slices.ts';
import { oneImportAtATime } from './import-under-way.ts';
import { nextVersion } from '../history/version.ts';
import { SHAPE, type ReadFile } from './file-format.ts';
import { geometryLots, geometryProject, type GeometryLotRow } from './queries.ts';

/** Compared without case, accents or repeated spaces: "Q01 - L12" is "q01 - l12". */
export const matchKey = (value: unknown): string =>
  String(value ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The import's answer, declared once with the route's schema (domain/api/geometry.ts). */
export type ImportReport = z.infer<typeof importReportAnswer>;
export type ImportMatch = ImportReport['matched'][number];

/** Said of a matched lot removed between the plan and its write: it is not written. */
export const REMOVED_MEANWHILE = 'Lote removido durante a importação; não foi gravado';

/** How a file is matched to the lots, whether it is written, and the lots a transaction (server/db/slices.ts). */
interface ImportOptions {
  matchBy: string;
  matchField: MatchField;
  dryRun: boolean;
  sliceLots?: number;
}

interface Planned {
  match: ImportMatch;
  values: Record<CoordinateKey, number>;
}

/**
 * The file's features matched to the project's lots, and each matched lot's corners in the
 * project's zone. A generator that yields after each feature, run in slices (server/loop/turns.ts).
 */
function* plan(
  file: ReadFile,
  projectLots: readonly GeometryLotRow[],
  matchBy: string,
  field: MatchField,
  zone: Parameters<typeof fromLonLat>[1],
) {
  const byKey = new Map<string, GeometryLotRow[]>();
  for (const lot of projectLots) {
    const key = matchKey(lot[field]);
    if (!key) continue;
    byKey.set(key, [...(byKey.get(key) ?? []), lot]);
  }
  const unmatched: ImportReport['unmatched'] = [];
  const conflicting: ImportReport['conflicting'] = [];
  const planned = new Map<number, Planned>();
  const twice = new Set<number>();
  for (const [i, key] of file.keys.entries()) {
    yield;
    const feature = i + 1;
    if (!key) {
      unmatched.push({ feature, key, reason: `Feição sem o atributo "${matchBy}"` });
      continue;
    }
    const found = byKey.get(matchKey(key)) ?? [];
    if (!found.length) {
      unmatched.push({ feature, key, reason: 'Nenhum lote do projeto com este valor' });
      continue;
    }
    if (found.length > 1) {
      conflicting.push({ feature, key, lot_id: null, reason: `${found.length} lotes do projeto têm este valor` });
      continue;
    }
    const lot = found[0];
    if (file.shapes[i] === SHAPE.notPolygon) {
      conflicting.push({
        feature,
        key,
        lot_id: lot.id,
        reason: `Geometria do tipo ${file.otherTypes[i]}, não um polígono`,
      });
      continue;
    }
    if (file.shapes[i] === SHAPE.tooFewVertices) {
      conflicting.push({ feature, key, lot_id: lot.id, reason: 'Polígono com menos de 4 vértices distintos' });
      continue;
    }
    if (planned.has(lot.id) || twice.has(lot.id)) {
      twice.add(lot.id);
      const first = planned.get(lot.id);
      planned.delete(lot.id);
      if (first)
        conflicting.push({
          feature: first.match.feature,
          key: first.match.key,
          lot_id: lot.id,
          reason: 'Mais de uma feição para o mesmo lote',
        });
      conflicting.push({ feature, key, lot_id: lot.id, reason: 'Mais de uma feição para o mesmo lote' });
      continue;
    }
    const [vertices, dropped] = [file.vertices[i], file.dropped[i]];
    const notes = [...(file.notes[i] ?? [])];
    if (dropped) notes.unshift(`Polígono com ${vertices} vértices reduzido aos 4 cantos (P1 a P4)`);
    if (COORDINATE_KEYS.some((k) => lot[k] != null)) notes.push('Substitui as coordenadas que o lote já tinha');
    const values = Object.fromEntries(
      CORNERS.flatMap((p, c) => {
        const at = i * 8 + c * 2;
        const [x, y] = fromLonLat([file.corners[at], file.corners[at + 1]], zone);
        return [
          [`coord_${p}_x`, x],
          [`coord_${p}_y`, y],
        ];
      }),
    ) as Record<CoordinateKey, number>;
    planned.set(lot.id, {
      match: { feature, key, lot_id: lot.id, lot_name: lot.name, vertices, dropped, notes, checks: [] },
      values,
    });
  }
  const byFeature = <T extends { feature: number }>(list: T[]) => list.sort((a, b) => a.feature - b.feature);
  return {
    planned: [...planned.values()].sort((a, b) => a.match.feature - b.match.feature),
    unmatched: byFeature(unmatched),
    conflicting: byFeature(conflicting),
  };
}

/**
 * POST /projects/{id}/geometry-import (access checked by the caller): matches the file's
 * features to the project's lots and answers what would change and which checks would fail;
 * unless `dryRun`, writes every matched lot, each with its history line in the same transaction:
 * all in one, or `sliceLots` lots a transaction (the embedded database: server/db/slices.ts). A lot
 * removed since the plan is not written and is answered among the conflicts (REMOVED_MEANWHILE).
 * An applied import sent while another of the project is under way is refused (IMPORT_UNDER_WAY).
 */
export async function importGeometry(
  db: Db,
  user: CurrentUser,
  projectId: number,
  file: ReadFile,
  options: ImportOptions,
): Promise<ImportReport> {
  const { attributes } = file;
  if (!attributes.includes(options.matchBy))
    throw new HttpError(400, 'O atributo escolhido para ligar as feições aos lotes não existe no arquivo', {
      match_by: `Atributos do arquivo: ${attributes.join(', ') || 'nenhum'}`,
    });
  const run = () => planAndWrite({ db, user, projectId, file, options });
  return options.dryRun ? run() : oneImportAtATime(db, projectId, run);
}

/** The import once its attribute is known to be in the file: the plan, then unless `dryRun` the writes. */
async function planAndWrite(run: {
  db: Db;
  user: CurrentUser;
  projectId: number;
  file: ReadFile;
  options: ImportOptions;
}): Promise<ImportReport> {
  const { db, user, projectId, file, options } = run;
  const { attributes } = file;
  const project = await geometryProject(db, projectId);
  const projectLots = await geometryLots(db, projectId);
  const { planned, unmatched, conflicting } = await inSlices(
    plan(file, projectLots, options.matchBy, options.matchField, project.utm_zone),
  );
  const changed = new Map(planned.map((p) => [p.match.lot_id, p.values]));
  const after = projectLots.map((lot) => ({ ...lot, ...(changed.get(lot.id) ?? {}) }));
  const { issues } = await inSlices(
    checkingGeometry(after, { zone: project.utm_zone, areaTolerancePct: project.area_tolerance_pct }),
  );
  // Grouped once: filtering every issue for every match was 5,000 × 10,000 comparisons at 5,000 lots.
  const issuesOf = Map.groupBy(issues, (issue) => issue.lot_id);
  for (const p of planned) p.match.checks = issuesOf.get(p.match.lot_id) ?? [];
  const report: ImportReport = {
    dry_run: options.dryRun,
    applied: false,
    match_by: options.matchBy,
    match_field: options.matchField,
    attributes,
    features: file.keys.length,
    matched: planned.map((p) => p.match),
    unmatched,
    conflicting,
    failing_lots: new Set(issues.filter((i) => changed.has(i.lot_id)).map((i) => i.lot_id)).size,
    written: 0,
  };
  if (options.dryRun || !planned.length) return report;
  const gone = new Set<number>();
  await inSlicedTransactions(db, planned, options.sliceLots, async (tx, slice) => {
    for (const id of await writeCoordinates(tx, user, projectId, slice)) gone.add(id);
  });
  const removed = planned.filter((p) => gone.has(p.match.lot_id));
  return {
    ...report,
    applied: true,
    written: planned.length - removed.length,
    matched: report.matched.filter((m) => !gone.has(m.lot_id)),
    conflicting: [
      ...report.conflicting,
      ...removed.map(({ match: { feature, key, lot_id } }) => ({ feature, key, lot_id, reason: REMOVED_MEANWHILE })),
    ].sort((a, b) => a.feature - b.feature),
  };
}

/**
 * Writes the planned corners, each lot with its history line, in a few statements whatever the
 * number of lots (the ids and corners as array parameters, the history as JSON): lot by lot (a
 * select and an update each), 5,000 lots held the embedded database, and the API with it,
 * 29–31 s in one piece. Answers the planned lots that are no longer there, which it leaves out.
 */
async function writeCoordinates(
  tx: Db,
  user: CurrentUser,
  projectId: number,
  slice: readonly Planned[],
): Promise<number[]> {
  const columns = Object.fromEntries(COORDINATE_KEYS.map((k) => [k, lots[k]])) as Record<
    CoordinateKey,
    (typeof lots)[CoordinateKey]
  >;
  const rows = await tx
    .select({ id: lots.id, name: lots.name, ...columns })
    .from(lots)
    .where(and(sql`${lots.id} = any(${intArray(slice.map((p) => p.match.lot_id))})`, eq(lots.project_id, projectId)))
    .orderBy(lots.id)
    .for('update');
  const before = new Map(rows.map((row) => [row.id, row]));
  const planned = slice.filter((p) => before.has(p.match.lot_id));
  const gone = slice.filter((p) => !before.has(p.match.lot_id)).map((p) => p.match.lot_id);
  if (!planned.length) return gone;
  const ids = intArray(planned.map((p) => p.match.lot_id));
  const corner = (k: CoordinateKey) => floatArray(planned.map((p) => p.values[k]));
  await tx.execute(sql`
    update lots set
      ${sql.join(
        COORDINATE_KEYS.map((k) => sql`${sql.identifier(k)} = v.${sql.identifier(k)}`),
        sql`, `,
      )},
      updated_at = now(), updated_by = ${user.id}, version = ${nextVersion(lots.version)}
    from unnest(${ids}, ${sql.join(COORDINATE_KEYS.map(corner), sql`, `)})
      as v(id, ${sql.join(
        COORDINATE_KEYS.map((k) => sql.identifier(k)),
        sql`, `,
      )})
    where lots.id = v.id`);
  await recordHistory(
    tx,
    user,
    planned.map(({ match, values }): HistoryEntry => {
      const old = before.get(match.lot_id)!;
      return {
        lotId: match.lot_id,
        projectId,
        entity: 'lot',
        entityId: match.lot_id,
        entityLabel: old.name,
        action: 'updated',
        changes: COORDINATE_KEYS.filter((k) => old[k] !== values[k]).map((k) => ({
          field: k,
          from: old[k],
          to: values[k],
        })),
      };
    }),
  );
  return gone;
}
