import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  byUrgency,
  clockState,
  CLOCK_RULES,
  dueDate,
  type ClockKind,
  type Deadline,
} from '../../domain/procedure/clocks.ts';
import { todayInBrasilia, type ClockCalendar } from '../../domain/procedure/calendar.ts';
import { formatDate } from '../../domain/validation/dates.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { procedureEvents, procedureHolidays, projects } from '../db/schema/index.ts';
import { visibleTo } from '../projects/access.ts';

type EventRow = Pick<typeof procedureEvents.$inferSelect, 'id' | 'project_id' | 'stage' | 'date' | 'requester'>;

/** A project's deadline, with the project it belongs to (for the cross-project panel). */
export interface ProjectDeadline extends Deadline {
  project_id: number;
}

function clock(
  kind: ClockKind,
  source: string,
  startsOn: string,
  metOn: string | null,
  subject: string,
  calendar: ClockCalendar,
  today: string,
): Deadline {
  const due = dueDate(kind, startsOn, calendar);
  return {
    id: `${kind}:${source}`,
    kind,
    article: CLOCK_RULES[kind].article,
    starts_on: startsOn,
    due_on: due,
    state: clockState(due, metOn, today),
    met_on: metOn,
    subject,
  };
}

/** The first event of `stage` recorded after the event `after` (by the order of recording). */
const firstAfter = (events: readonly EventRow[], after: EventRow, stage: string) =>
  events.find((e) => e.id > after.id && e.stage === stage) ?? null;

/**
 * The clocks of one project's stage events (issue 16 part 3), pure over the rows:
 * - 180 days to classify from each requerimento (Lei 13.465/2017 art. 30 §2; Decreto
 *   9.310/2018 art. 23 §2), met by the classification recorded after it, whether a decision
 *   or the automatic fixation of art. 30 §3;
 * - 15 days for the registry office from each prenotação of the CRF (Decreto art. 42), met
 *   by the registration recorded after it.
 * A later requerimento or prenotação (a new request after a refusal, a CRF presented again)
 * starts a clock of its own; the older one stays in the list as it ended.
 */
export function stageDeadlines(events: readonly EventRow[], calendar: ClockCalendar, today: string): Deadline[] {
  const out: Deadline[] = [];
  for (const event of events) {
    if (event.stage === 'requerimento') {
      const met = firstAfter(events, event, 'classificacao');
      const who = event.requester ? ` (${event.requester})` : '';
      out.push(
        clock(
          'classificacao',
          `evento-${event.id}`,
          event.date,
          met?.date ?? null,
          `Requerimento de ${formatDate(event.date)}${who}`,
          calendar,
          today,
        ),
      );
    }
    if (event.stage === 'prenotacao') {
      const met = firstAfter(events, event, 'registro');
      out.push(
        clock(
          'qualificacao_registral',
          `evento-${event.id}`,
          event.date,
          met?.date ?? null,
          `CRF prenotada em ${formatDate(event.date)}`,
          calendar,
          today,
        ),
      );
    }
  }
  return out;
}

/** The deadlines of the projects matching `where`, each with its project, most urgent first. */
async function deadlinesWhere(db: Db, where: SQL | undefined, today: string): Promise<ProjectDeadline[]> {
  const events = await db
    .select({
      id: procedureEvents.id,
      project_id: procedureEvents.project_id,
      stage: procedureEvents.stage,
      date: procedureEvents.date,
      requester: procedureEvents.requester,
    })
    .from(procedureEvents)
    .where(and(where, inArray(procedureEvents.stage, ['requerimento', 'classificacao', 'prenotacao', 'registro'])))
    .orderBy(asc(procedureEvents.project_id), asc(procedureEvents.id));
  const projectIds = [...new Set(events.map((e) => e.project_id))];
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
      return stageDeadlines(own, calendar, today).map((d) => ({ ...d, project_id: projectId }));
    })
    .sort(byUrgency);
}

/** One project's deadlines (the route has checked the caller may see it). */
export async function projectDeadlines(db: Db, projectId: number, now = new Date()): Promise<Deadline[]> {
  const rows = await deadlinesWhere(db, eq(procedureEvents.project_id, projectId), todayInBrasilia(now));
  return rows.map(({ project_id: _p, ...d }) => d);
}

/**
 * The dashboard panel: over every project the user may see (filtered in SQL), what is overdue
 * and what ends within the week, overdue first, with the project's name for the link.
 */
export async function urgentDeadlines(db: Db, user: CurrentUser, now = new Date()) {
  const rows = (await deadlinesWhere(db, visibleTo(user, procedureEvents.project_id), todayInBrasilia(now))).filter(
    (d) => d.state === 'overdue' || d.state === 'due_soon',
  );
  const ids = [...new Set(rows.map((r) => r.project_id))];
  const names = ids.length
    ? await db.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, ids))
    : [];
  const nameOf = new Map(names.map((p) => [p.id, p.name]));
  return rows.map((d) => ({ ...d, project_name: nameOf.get(d.project_id) ?? '' }));
}
