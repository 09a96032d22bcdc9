import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { localIdentities, users } from '../../db/schema/index.ts';
import { hashPassword, PASSWORD_COST, type PasswordCost } from '../local-idp/passwords.ts';
import { passwordTokenKey, signPasswordToken } from './password-token.ts';
import { PASSWORD_LINK_TTL_SECONDS, type IdentityAdmin } from './types.ts';

/** Where the bundled provider's set-password page lives, under the API prefix. */
export const SET_PASSWORD_ROUTE = '/auth/set-password';

const givenNameOf = (name: string | null | undefined) => name?.trim().split(/\s+/)[0] || null;

const noUndo = async () => {};

/**
 * The bundled provider: accounts are rows of local_identities written in the caller's
 * transaction, passwords are scrypt hashes, and the password link is a signed token
 * (password-token.ts) for the public page at /api/auth/set-password.
 */
export function localIdentityAdmin(publicUrl: string, cost: PasswordCost = PASSWORD_COST): IdentityAdmin {
  const byEmail = async (tx: Db, email: string) =>
    (
      await tx
        .select()
        .from(localIdentities)
        .where(sql`lower(${localIdentities.email}) = lower(${email})`)
    )[0];
  const bySub = async (tx: Db, sub: string) =>
    (await tx.select().from(localIdentities).where(eq(localIdentities.sub, sub)))[0];

  return {
    kind: 'local',

    async createAccount(tx, { email, name, password }) {
      const passwordHash = password ? await hashPassword(password, cost) : null;
      const existing = await byEmail(tx, email);
      if (existing) {
        if (passwordHash) {
          await tx
            .update(localIdentities)
            .set({ passwordHash, updatedAt: sql`now()` })
            .where(eq(localIdentities.sub, existing.sub));
        }
        return { sub: existing.sub, undo: noUndo };
      }
      const sub = `local|${randomUUID()}`;
      await tx.insert(localIdentities).values({
        sub,
        email,
        name,
        givenName: givenNameOf(name),
        passwordHash,
        // An invited person proves the address by following the link sent to it.
        emailVerified: passwordHash !== null,
      });
      return { sub, undo: noUndo };
    },

    async updateAccount(tx, sub, { email, name, password }) {
      const changes: Partial<typeof localIdentities.$inferInsert> = {};
      if (email !== undefined) changes.email = email;
      if (name !== undefined) Object.assign(changes, { name, givenName: givenNameOf(name) });
      if (password !== undefined) changes.passwordHash = await hashPassword(password, cost);
      if (!Object.keys(changes).length) return;
      const updated = await tx
        .update(localIdentities)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(localIdentities.sub, sub))
        .returning({ sub: localIdentities.sub });
      if (updated.length || password === undefined) return;
      // A user with no account at the provider yet (the demo's field staff, made by the seed):
      // a password given to them opens one, or it would be saved for nobody to sign in with.
      const [user] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.sub, sub));
      if (!user) throw new Error('password for an unknown user');
      const accountName = name !== undefined ? name : user.name;
      await tx.insert(localIdentities).values({
        sub,
        email: email ?? user.email,
        name: accountName,
        givenName: givenNameOf(accountName),
        passwordHash: changes.passwordHash,
        emailVerified: true,
      });
    },

    async passwordLink(tx, sub) {
      const identity = await bySub(tx, sub);
      if (!identity) throw new Error('password link for an unknown local identity');
      const expiresAt = new Date(Date.now() + PASSWORD_LINK_TTL_SECONDS * 1000);
      const token = signPasswordToken(await passwordTokenKey(tx), sub, identity.passwordHash, expiresAt);
      return { url: `${publicUrl}/api${SET_PASSWORD_ROUTE}?token=${token}`, expiresAt };
    },

    async awaitingPassword(tx, sub) {
      const identity = await bySub(tx, sub);
      return !!identity && identity.passwordHash === null;
    },
  };
}
