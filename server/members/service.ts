import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_ROLE, MEMBER_ROLE, isGlobalAdmin, type Role } from '../../domain/roles.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { projectMembers, users } from '../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import { SQLSTATE } from '../db/errors.ts';
import { answeringConstraints } from '../db/constraint-answers.ts';
import { endAssignmentsInProject } from '../lots/assignments.ts';
import { memberBySub } from './queries.ts';
import { MEMBER_MESSAGES } from './schemas.ts';
import type { Member } from '../../domain/api/members.ts';

/**
 * Members of a project (docs/roles.md#roles): a project admin adds users as members, changes their
 * project role and removes them. A project keeps at least one admin of its own: a project
 * admin may not demote or remove the last one (that is themselves); a global admin, who can
 * always act and sees every project anyway, may. Nor may a project admin demote or remove a
 * global admin who is a member (issue #12, finding 11): only another global admin may.
 */

/** Adds a user to the project with the project role `member`. */
export async function addMember(db: Db, projectId: number, userSub: string): Promise<Member> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.sub, userSub));
  if (!user) throw notFound(MEMBER_MESSAGES.userNotFound);
  await answeringConstraints(
    () => db.insert(projectMembers).values({ projectId, userId: user.id, role: MEMBER_ROLE }),
    {
      [SQLSTATE.uniqueViolation]: () => conflict(MEMBER_MESSAGES.alreadyMember),
      // The user or the project was deleted meanwhile.
      [SQLSTATE.foreignKeyViolation]: () => notFound(MEMBER_MESSAGES.userNotFound),
    },
  );
  return (await memberBySub(db, projectId, userSub))!;
}

/** Sets a member's project role. */
export async function changeMemberRole(
  db: Db,
  actor: CurrentUser,
  projectId: number,
  userSub: string,
  role: Role,
): Promise<Member> {
  await db.transaction(async (tx) => {
    const { member, admins } = await lockedMember(tx, projectId, userSub);
    if (member.role === role) return;
    if (member.role === ADMIN_ROLE) {
      keepGlobalAdmin(actor, member.globalRole);
      keepAnAdmin(actor, admins);
    }
    await tx
      .update(projectMembers)
      .set({ role, updatedAt: sql`now()` })
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, member.userId)));
  });
  return (await memberBySub(db, projectId, userSub))!;
}

/** Removes a member from the project; answers the user's subject. */
export async function removeMember(
  db: Db,
  actor: CurrentUser,
  projectId: number,
  userSub: string,
): Promise<{ sub: string }> {
  await db.transaction(async (tx) => {
    const { member, admins } = await lockedMember(tx, projectId, userSub);
    keepGlobalAdmin(actor, member.globalRole);
    if (member.role === ADMIN_ROLE) keepAnAdmin(actor, admins);
    await tx
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, member.userId)));
    await endAssignmentsInProject(tx, projectId, member.userId);
  });
  return { sub: userSub };
}

/**
 * The project's memberships, locked until the end of the transaction (so two admins demoting
 * each other at once cannot leave the project without one), and the one asked for.
 */
async function lockedMember(tx: Db, projectId: number, userSub: string) {
  const rows = await tx
    .select({ userId: projectMembers.userId, role: projectMembers.role, sub: users.sub, globalRole: users.role })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, projectId))
    .for('update', { of: projectMembers });
  const member = rows.find((r) => r.sub === userSub);
  if (!member) throw notFound(MEMBER_MESSAGES.memberNotFound);
  return { member, admins: rows.filter((r) => r.role === ADMIN_ROLE).length };
}

/** A global admin's membership changes only by another global admin's hand. */
export function keepGlobalAdmin(actor: CurrentUser, memberGlobalRole: string | null): void {
  if (memberGlobalRole === ADMIN_ROLE && !isGlobalAdmin(actor)) throw forbidden(MEMBER_MESSAGES.globalAdmin);
}

/** An admin is about to lose the role: refused for the project's last one, unless a global admin acts. */
function keepAnAdmin(actor: CurrentUser, admins: number): void {
  if (!isGlobalAdmin(actor) && admins <= 1) throw conflict(MEMBER_MESSAGES.lastAdmin);
}
