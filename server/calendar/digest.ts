import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { byUrgency, CLOCK_RULES } from '../../domain/procedure/clocks.ts';
import { clockLines } from '../../domain/procedure/clock-lines.ts';
import { todayInBrasilia } from '../../domain/procedure/calendar.ts';
import type { Database, Db } from '../db/connection.ts';
import { digestSends, projectMembers, users } from '../db/schema/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { oneRunAtATime, recordedAs, sendRecorded } from '../mail/send-once.ts';
import { digestMail, type DigestItem } from '../mail/templates.ts';
import { projectsDeadlines } from '../procedure/deadlines.ts';

/**
 * The daily digest e-mail (issue 16 part 4): to each project admin, the clocks of the projects
 * they administer that are overdue or end within 7 days (the dashboard panel's rule). Nothing
 * to say, no e-mail.
 *
 * Once per admin and day, however many workers run it: recorded in digest_sends (primary key
 * user and day) as server/mail/send-once.ts does, a send that fails left unrecorded, so the next
 * run (pg-boss retries the job) sends it.
 */
export interface DigestDeps {
  db: Db;
  /** The embedded database's runs take turns, and send outside any transaction (send-once.ts). */
  engine: Database['engine'];
  mailer: Mailer;
  /** Where the app lives (links), without a trailing slash. */
  appUrl: string;
}

export interface DigestResult {
  sent: number;
  skipped: number;
}

/** Some digests could not be sent: the job fails, and pg-boss's retry sends only those. */
export class DigestSendError extends Error {
  readonly failed: number;
  readonly result: DigestResult;
  constructor(failed: number, result: DigestResult) {
    super(`resumo diário: ${failed} e-mail(s) não enviado(s)`);
    this.failed = failed;
    this.result = result;
  }
}

export function sendDigests(deps: DigestDeps, now: Date): Promise<DigestResult> {
  return oneRunAtATime(deps, () => sendDigestsNow(deps, now));
}

async function sendDigestsNow(deps: DigestDeps, now: Date): Promise<DigestResult> {
  const { db } = deps;
  const day = todayInBrasilia(now);
  const memberships = await db
    .select({
      user_id: users.id,
      name: users.name,
      email: users.email,
      project_id: projectMembers.projectId,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.role, 'admin'), isNotNull(users.role)))
    .orderBy(asc(users.id), asc(projectMembers.projectId));
  const admins = new Map<number, { name: string | null; email: string; projects: number[] }>();
  for (const m of memberships) {
    const admin = admins.get(m.user_id) ?? { name: m.name, email: m.email, projects: [] };
    admin.projects.push(m.project_id);
    admins.set(m.user_id, admin);
  }
  const result: DigestResult = { sent: 0, skipped: 0 };
  let failed = 0;
  for (const [userId, admin] of admins) {
    const urgent = (await projectsDeadlines(db, admin.projects, now, true)).filter(
      (d) => d.state === 'overdue' || d.state === 'due_soon',
    );
    if (!urgent.length) continue;
    // Overdue first, then by due date; more than three clocks of one kind and state are one line
    // that counts them (clockLines): a mailing to a loteamento's titulares would be a thousand lines.
    const byProject = new Map<number, { name: string; url: string; items: DigestItem[] }>();
    for (const { first: d, count } of clockLines([...urgent].sort(byUrgency))) {
      const project = byProject.get(d.project_id) ?? {
        name: d.project_name,
        url: `${deps.appUrl}/projects/${d.project_id}/deadlines`,
        items: [],
      };
      project.items.push({
        state: d.state as DigestItem['state'],
        due_on: d.due_on,
        label: CLOCK_RULES[d.kind].label,
        subject: d.subject,
        article: d.article,
        count,
      });
      byProject.set(d.project_id, project);
    }
    const sent = await sendRecorded(deps, {
      ...recordedAs(
        digestSends,
        { user_id: userId, day, items: urgent.length },
        and(eq(digestSends.user_id, userId), eq(digestSends.day, day)),
      ),
      send: () =>
        deps.mailer.send({
          to: admin.email,
          ...digestMail({ name: admin.name, day, projects: [...byProject.values()], appUrl: deps.appUrl }),
        }),
    })
      // One admin's refused address or a relay hiccup must not keep the others' digests.
      .catch(() => null);
    if (sent === null) failed++;
    else if (sent) result.sent++;
    else result.skipped++;
  }
  if (failed) throw new DigestSendError(failed, result);
  return result;
}

/** How many digests went out on a day (tests, and the worker's log). */
export async function digestsSentOn(db: Db, day: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(digestSends)
    .where(eq(digestSends.day, day));
  return Number(row?.n ?? 0);
}
