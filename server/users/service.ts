import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_ROLE, INVITED_USER_ROLE, type Role } from '../../domain/roles.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { IdentityAdmin, CreatedAccount, PasswordLink } from '../auth/identity-admin/index.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { projectMembers, projects, users } from '../db/schema/index.ts';
import { HttpError, conflict, notFound } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { invitationMail } from '../mail/templates.ts';
import { findUser, findUserByEmail, userRecordOf } from './queries.ts';
import type { InviteAnswer, UserRecord } from '../../domain/api/users.ts';
import { memberBySub } from '../members/queries.ts';
import { keepGlobalAdmin } from '../members/service.ts';
import { SQLSTATE, sqlState } from '../db/errors.ts';

export const DUPLICATE_EMAIL = 'Já existe um usuário com este e-mail.';
export const OWN_ADMIN_ROLE = 'Você não pode remover o seu próprio perfil de administrador.';
export const MAIL_FAILED = 'O convite foi registrado, mas o e-mail não pôde ser enviado. Tente convidar novamente.';

export interface UsersDeps {
  db: Db;
  identity: IdentityAdmin;
  mailer: Mailer;
  config: Config;
  log: { warn(details: object, message: string): void };
}

/**
 * Runs `work` in one transaction; when it fails, an account the provider made meanwhile is
 * undone, so nothing is left behind, and a unique violation (a concurrent twin) is a 409.
 */
async function withAccount<T>(db: Db, work: (tx: Db, keep: (a: CreatedAccount) => void) => Promise<T>): Promise<T> {
  let account: CreatedAccount | undefined;
  try {
    return await db.transaction((tx) => work(tx, (a) => (account = a)));
  } catch (error) {
    await account?.undo();
    if (sqlState(error) === SQLSTATE.uniqueViolation) throw conflict(DUPLICATE_EMAIL);
    throw error;
  }
}

/** POST /users/create: the provider's account (local: scrypt hash; Auth0: Management API) and the users row. */
export async function createUser(
  deps: UsersDeps,
  body: { email: string; name?: string | null; password: string; role: Role },
): Promise<UserRecord> {
  const { db, identity } = deps;
  if (await findUserByEmail(db, body.email)) throw conflict(DUPLICATE_EMAIL);
  const row = await withAccount(db, async (tx, keep) => {
    const account = await identity.createAccount(tx, {
      email: body.email,
      name: body.name ?? null,
      password: body.password,
    });
    keep(account);
    const [created] = await tx
      .insert(users)
      .values({ sub: account.sub, email: body.email, name: body.name ?? null, role: body.role })
      .returning();
    return created;
  });
  return userRecordOf(db, row);
}

export interface UserChanges {
  name?: string | null;
  email?: string;
  role?: Role;
  /** null (a blank password) is ignored: docs/validation.md#validation. */
  password?: string | null;
}

/** PATCH /users/{id}. The app's row and the provider's account change together. */
export async function updateUser(
  deps: UsersDeps,
  actor: CurrentUser,
  id: number,
  body: UserChanges,
): Promise<UserRecord> {
  const { db, identity } = deps;
  const existing = await findUser(db, id);
  if (!existing) throw notFound();
  if (actor.id === id && existing.role === 'admin' && body.role !== undefined && body.role !== 'admin') {
    throw conflict(OWN_ADMIN_ROLE);
  }
  const emailChanged = body.email !== undefined && body.email.toLowerCase() !== existing.email.toLowerCase();
  if (emailChanged && (await findUserByEmail(db, body.email!))) throw conflict(DUPLICATE_EMAIL);

  const account = {
    ...(body.email !== undefined && body.email !== existing.email ? { email: body.email } : {}),
    ...(body.name !== undefined && body.name !== existing.name ? { name: body.name } : {}),
    ...(body.password ? { password: body.password } : {}),
  };
  const row = await withAccount(db, async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.email !== undefined ? { email: body.email } : {}),
        ...(body.role !== undefined ? { role: body.role } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, id))
      .returning();
    // The provider last: if it refuses, the app's row rolls back with the transaction.
    if (Object.keys(account).length) await identity.updateAccount(tx, existing.sub, account);
    return updated;
  });
  return userRecordOf(db, row);
}

export interface Invitation {
  email: string;
  project_id: number;
  project_role: Role;
}

/**
 * POST /users/invite, for a project admin of `project_id` (checked by the caller): the
 * account is created when the e-mail is new (global role 'member', docs/roles.md#roles; no password, a
 * set-password link is e-mailed), the project role is added or changed, and the invitation
 * is sent. An existing account that never chose a password gets a fresh link too. The
 * e-mail leaves after the commit; if it fails the answer says so and inviting again resends.
 * A global admin's project role is changed only by a global admin (as in members/service.ts).
 * The answer is the membership, never the account's global role or activity elsewhere.
 */
export async function inviteUser(deps: UsersDeps, actor: CurrentUser, invitation: Invitation): Promise<InviteAnswer> {
  const { db, identity, mailer, config } = deps;
  const [project] = await db
    .select({ name: projects.name })
    .from(projects)
    .where(eq(projects.id, invitation.project_id));
  if (!project) throw notFound();
  const existing = await findUserByEmail(db, invitation.email);

  const { row, link } = await withAccount(db, async (tx, keep) => {
    let row = existing;
    if (!row) {
      const account = await identity.createAccount(tx, { email: invitation.email, name: null, password: null });
      keep(account);
      [row] = await tx
        .insert(users)
        .values({ sub: account.sub, email: invitation.email, role: INVITED_USER_ROLE })
        .returning();
    } else if (row.role === null) {
      // An account that could not use the app gets in as a member.
      [row] = await tx
        .update(users)
        .set({ role: INVITED_USER_ROLE, updatedAt: sql`now()` })
        .where(eq(users.id, row.id))
        .returning();
    } else {
      const [membership] = await tx
        .select({ role: projectMembers.role })
        .from(projectMembers)
        .where(and(eq(projectMembers.projectId, invitation.project_id), eq(projectMembers.userId, row.id)))
        .for('update');
      // Inviting a project's admin again as a plain member demotes them.
      if (membership?.role === ADMIN_ROLE && invitation.project_role !== ADMIN_ROLE) keepGlobalAdmin(actor, row.role);
    }
    await tx
      .insert(projectMembers)
      .values({ projectId: invitation.project_id, userId: row.id, role: invitation.project_role })
      .onConflictDoUpdate({
        target: [projectMembers.projectId, projectMembers.userId],
        set: { role: invitation.project_role, updatedAt: sql`now()` },
      });
    const needsLink = !existing || (await identity.awaitingPassword(tx, row.sub));
    const link: PasswordLink | undefined = needsLink ? await identity.passwordLink(tx, row.sub) : undefined;
    return { row, link };
  });

  const content = invitationMail({
    name: row.name,
    inviterName: actor.name ?? actor.email,
    projectName: project.name,
    projectRole: invitation.project_role,
    appUrl: config.publicUrl,
    passwordLink: link,
  });
  try {
    // The link is logged by the local outbox only (the documented way to follow it by hand).
    await mailer.send({
      to: row.email,
      ...content,
      link: mailer.kind === 'outbox' && identity.kind === 'local' ? link?.url : undefined,
    });
  } catch (error) {
    deps.log.warn(
      { event: 'mail_failed', err: { name: (error as Error).name, code: (error as { code?: string }).code } },
      'convite não enviado',
    );
    throw new HttpError(502, MAIL_FAILED);
  }
  const member = await memberBySub(db, invitation.project_id, row.sub);
  if (!member) throw notFound();
  const { user_id: _userId, ...user } = member;
  return { user, invited: !existing };
}
