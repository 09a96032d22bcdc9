import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { byUrgency, DUE_SOON_DAYS, type Deadline } from '../../domain/procedure/clocks.ts';
import { addDays, todayInBrasilia } from '../../domain/procedure/calendar.ts';
import { stageDeadlines } from '../../domain/procedure/deadlines.ts';
import { lotRegistryDeadlines } from '../../domain/registry/deadlines.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { lots, notifiedParties, procedureEvents, procedureHolidays, projects } from '../db/schema/index.ts';
import { lotClockRows, type EndingWithin } from '../registry/deadlines.ts';
import { partyDeadlines } from '../../domain/procedure/parties.ts';
import { visibleTo } from '../projects/access.ts';

/** What the panel and the digest care about: the overdue and what ends within the week. */
const urgentEnding = (today: string): EndingWithin => ({ to: addDays(today, DUE_SOON_DAYS) });

/** A project's deadline, with the project it belongs to (for the cross-project panel). */
export interface ProjectDeadline extends Deadline {
  project_id: number;
}

/** The deadlines of the projects matching `where`, each with its project, most urgent first. */
async function deadlinesWhere(
  db: Db,
  where: { events: SQL | undefined; parties: SQL | undefined; lots: SQL | undefined },
  today: string,
  /** Only the clocks ending within these days are wanted: the lots' clocks that cannot are not read. */
  ending?: EndingWithin,
): Promise<ProjectDeadline[]> {
  const events = await db
    .select({
      id: procedureEvents.id,
      project_id: procedureEvents.project_id,
      stage: procedureEvents.stage,
      date: procedureEvents.date,
      requester: procedureEvents.requester,
    })
    .from(procedureEvents)
    .where(
      and(
        where.events,
        inArray(procedureEvents.stage, [
          'requerimento',
          'classificacao',
          'indeferimento',
          'prenotacao',
          'exigencia',
          'registro',
        ]),
      ),
    )
    .orderBy(asc(procedureEvents.project_id), asc(procedureEvents.id));
  const parties = await db
    .select()
    .from(notifiedParties)
    .where(and(where.parties, isNotNull(notifiedParties.notified_on)))
    .orderBy(asc(notifiedParties.id));
  // The lots' own registry clocks (prenotação, art. 42; título, art. 56: server/registry/).
  const lotRows = await lotClockRows(db, where.lots, ending);
  const projectIds = [
    ...new Set([...events.map((e) => e.project_id), ...parties.map((p) => p.project_id), ...lotRows.keys()]),
  ];
  if (!projectIds.length) return [];
  const holidays = await db
    .select({ project_id: procedureHolidays.project_id, date: procedureHolidays.date })
    .from(procedureHolidays)
    .where(inArray(procedureHolidays.project_id, projectIds));
  return projectIds
    .flatMap((projectId) => {
      const calendar = {
        municipalHolidays: holidays.filter((h) => h.project_id === projectId).map((h) => h.date),
      };
      const own = events.filter((e) => e.project_id === projectId);
      const ownParties = parties.filter((p) => p.project_id === projectId);
      return [
        ...stageDeadlines(own, calendar, today),
        ...partyDeadlines(ownParties, calendar, today),
        ...lotRegistryDeadlines(lotRows.get(projectId) ?? [], calendar, today),
      ].map((d) => ({
        ...d,
        project_id: projectId,
      }));
    })
    .sort(byUrgency);
}

/** One project's deadlines (the route has checked the caller may see it). */
export async function projectDeadlines(db: Db, projectId: number, now = new Date()): Promise<Deadline[]> {
  const where = {
    events: eq(procedureEvents.project_id, projectId),
    parties: eq(notifiedParties.project_id, projectId),
    lots: eq(lots.project_id, projectId),
  };
  const rows = await deadlinesWhere(db, where, todayInBrasilia(now));
  return rows.map(({ project_id: _p, ...d }) => d);
}

/**
 * The dashboard panel: over every project the user may see (filtered in SQL), what is overdue
 * and what ends within the week, overdue first, with the project's name for the link.
 */
export async function urgentDeadlines(db: Db, user: CurrentUser, now = new Date()) {
  const where = {
    events: visibleTo(user, procedureEvents.project_id),
    parties: visibleTo(user, notifiedParties.project_id),
    lots: visibleTo(user, lots.project_id),
  };
  const today = todayInBrasilia(now);
  const rows = (await deadlinesWhere(db, where, today, urgentEnding(today))).filter(
    (d) => d.state === 'overdue' || d.state === 'due_soon',
  );
  return namedProjects(db, rows);
}

/** Each deadline with its project's name, in the order given (one query for the names). */
async function namedProjects(db: Db, rows: ProjectDeadline[]) {
  const ids = [...new Set(rows.map((r) => r.project_id))];
  const names = ids.length
    ? await db.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, ids))
    : [];
  const nameOf = new Map(names.map((p) => [p.id, p.name]));
  return rows.map((d) => ({ ...d, project_name: nameOf.get(d.project_id) ?? '' }));
}

/** Each deadline with its project's name, by due date then project. */
async function withProjectNames(db: Db, rows: ProjectDeadline[]) {
  return (await namedProjects(db, rows)).sort(
    (a, b) => a.due_on.localeCompare(b.due_on) || a.project_name.localeCompare(b.project_name),
  );
}

/**
 * Every clock of the user's projects (the month calendar and the iCalendar feed, issue 16
 * part 4), with the project's name; `range` keeps those due within it (ISO days, inclusive).
 */
export async function userDeadlines(
  db: Db,
  user: CurrentUser,
  options: { now?: Date; range?: { from: string; to: string } } = {},
) {
  const where = {
    events: visibleTo(user, procedureEvents.project_id),
    parties: visibleTo(user, notifiedParties.project_id),
    lots: visibleTo(user, lots.project_id),
  };
  const range = options.range;
  const rows = (await deadlinesWhere(db, where, todayInBrasilia(options.now ?? new Date()), range)).filter(
    (d) => !range || (d.due_on >= range.from && d.due_on <= range.to),
  );
  return withProjectNames(db, rows);
}

/** The clocks of some projects (the digest: the projects a user administers), with their names. */
export async function projectsDeadlines(db: Db, projectIds: readonly number[], now: Date, urgentOnly = false) {
  const today = todayInBrasilia(now);
  if (!projectIds.length) return [];
  const where = {
    events: inArray(procedureEvents.project_id, [...projectIds]),
    parties: inArray(notifiedParties.project_id, [...projectIds]),
    lots: inArray(lots.project_id, [...projectIds]),
  };
  return withProjectNames(db, await deadlinesWhere(db, where, today, urgentOnly ? urgentEnding(today) : undefined));
}
