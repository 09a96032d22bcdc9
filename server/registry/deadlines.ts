import { and, asc, eq, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { addDays, addYears } from '../../domain/procedure/calendar.ts';
import { CLOCK_RULES, type ClockKind } from '../../domain/procedure/clocks.ts';
import type { LotClockRow } from '../../domain/registry/deadlines.ts';
import type { Db } from '../db/connection.ts';
import { lotModality } from '../../domain/enums/project.ts';
import { LEGITIMACAO_POSSE } from '../../domain/legal/legitimacao.ts';
import { blocks, emissionLots, emissions, lots, projects } from '../db/schema/index.ts';
import { LOCAL_TIME_ZONE } from '../users/worked-lots.ts';

/** A legitimação de posse registered: its conversion into property (Dec. art. 19) is counted. */
const possessionRegistered = and(eq(lots.real_right, LEGITIMACAO_POSSE), isNotNull(lots.registry_registered_on));

const hasClock = (titledOn: SQL.Aliased<string>) =>
  or(isNotNull(lots.registry_prenotacao_on), isNotNull(titledOn), possessionRegistered);

/** The days a list of clocks cares about, by their ends: up to `to`, and from `from` when given. */
export interface EndingWithin {
  from?: string;
  to: string;
}

/**
 * A lot whose registry clocks may end within `ending`: a clock started no later than its length
 * before the last day (its end only moves later, to a business day; three days to spare, as a
 * year back from 28 February is not 29 February), and no earlier than its length and 60 days
 * (the longest a business day is looked for) before the first. The panel and the digest want the
 * week's and the overdue, the calendar a month: a project's títulos of this year, all running,
 * were computed on every dashboard load to be left out.
 */
const mayEndWithin = (titledOn: SQL.Aliased<string>, ending: EndingWithin) => {
  /** The first and last days a clock of `kind` may have started on to end within `ending`. */
  const starts = (kind: ClockKind) => {
    const { length } = CLOCK_RULES[kind];
    const back = (day: string) => ('days' in length ? addDays(day, -length.days) : addYears(day, -length.years));
    return { first: ending.from && back(addDays(ending.from, -60)), last: back(addDays(ending.to, 3)) };
  };
  const prenotada = starts('qualificacao_registral');
  const titulada = starts('isencao_registro');
  const registrada = starts('conversao_posse');
  return or(
    and(
      lte(lots.registry_prenotacao_on, prenotada.last),
      prenotada.first ? gte(lots.registry_prenotacao_on, prenotada.first) : undefined,
    ),
    and(lte(titledOn, titulada.last), titulada.first ? gte(titledOn, titulada.first) : undefined),
    and(
      possessionRegistered,
      lte(lots.registry_registered_on, registrada.last),
      registrada.first ? gte(lots.registry_registered_on, registrada.first) : undefined,
    ),
  );
};

/**
 * What the lots' registry clocks (Decreto 9.310/2018 arts. 19, 42 and 56, domain/registry/deadlines.ts)
 * read, by project, for the projects matching `where` (a condition on lots.project_id): the lots
 * that were prenotados, whose título was emitted or whose legitimação de posse was registered,
 * with the modality that applies to each. The título's day is its first emission not cancelled
 * (a superseded one was emitted all the same), as a day in Brasília.
 */
export async function lotClockRows(
  db: Db,
  where: SQL | undefined,
  /** Only the lots whose clocks may end within these days (the panel's week, the calendar's month), when given. */
  ending?: EndingWithin,
): Promise<Map<number, LotClockRow[]>> {
  const titled = db
    .select({
      lot_id: emissionLots.lot_id,
      emitted_on: sql<string>`to_char(min(${emissions.emitted_at} at time zone ${LOCAL_TIME_ZONE}), 'YYYY-MM-DD')`.as(
        'emitted_on',
      ),
    })
    .from(emissionLots)
    .innerJoin(emissions, eq(emissions.id, emissionLots.emission_id))
    // Only the lots asked about: it grouped every título of the database for one project's Prazos.
    .innerJoin(lots, eq(lots.id, emissionLots.lot_id))
    .where(and(where, eq(emissions.kind, 'titulo-legitimacao'), inArray(emissions.status, ['valid', 'superseded'])))
    .groupBy(emissionLots.lot_id)
    .as('titled');
  const rows = await db
    .select({
      project_id: lots.project_id,
      lot_id: lots.id,
      lot_name: lots.name,
      block_name: blocks.name,
      registry_prenotacao_on: lots.registry_prenotacao_on,
      registry_exigencia_on: lots.registry_exigencia_on,
      registry_registered_on: lots.registry_registered_on,
      real_right: lots.real_right,
      title_emitted_on: titled.emitted_on,
      project_modality: projects.reurb_modality,
      lot_modality: lots.reurb_modality,
    })
    .from(lots)
    .innerJoin(blocks, eq(blocks.id, lots.block_id))
    .innerJoin(projects, eq(projects.id, lots.project_id))
    .leftJoin(titled, eq(titled.lot_id, lots.id))
    .where(and(where, ending ? mayEndWithin(titled.emitted_on, ending) : hasClock(titled.emitted_on)))
    .orderBy(asc(lots.project_id), asc(lots.id));
  const byProject = new Map<number, LotClockRow[]>();
  for (const { project_id, project_modality, lot_modality, ...row } of rows) {
    const lot = { ...row, reurb_modality: lotModality(project_modality, lot_modality) };
    // One pass: spreading the project's list again for each lot took 150 ms at 10,000 titled lots.
    const own = byProject.get(project_id);
    if (own) own.push(lot);
    else byProject.set(project_id, [lot]);
  }
  return byProject;
}
