import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { localIdentities } from '../../db/schema/index.ts';
import { hashPassword, type PasswordCost } from '../local-idp/passwords.ts';
import { passwordTokenKey, passwordTokenValid, readPasswordToken } from './password-token.ts';

/** The account a set-password link is for, while the link is still good; null otherwise. */
export async function accountOfPasswordToken(db: Db, token: string): Promise<{ email: string } | null> {
  const parsed = readPasswordToken(token);
  if (!parsed) return null;
  const [identity] = await db.select().from(localIdentities).where(eq(localIdentities.sub, parsed.sub));
  if (!identity || !passwordTokenValid(await passwordTokenKey(db), parsed, identity.passwordHash)) return null;
  return { email: identity.email };
}

/**
 * Sets the password of the link's account. The row is locked while the link is checked, so
 * two submissions of one link cannot both succeed: the first changes the hash the link is
 * bound to. Following the link also proves the e-mail address.
 */
export async function setPasswordWithToken(
  db: Db,
  token: string,
  password: string,
  cost?: PasswordCost,
): Promise<{ email: string } | null> {
  const parsed = readPasswordToken(token);
  if (!parsed) return null;
  const passwordHash = await hashPassword(password, cost);
  return db.transaction(async (tx) => {
    const [identity] = await tx.select().from(localIdentities).where(eq(localIdentities.sub, parsed.sub)).for('update');
    if (!identity || !passwordTokenValid(await passwordTokenKey(tx), parsed, identity.passwordHash)) return null;
    await tx
      .update(localIdentities)
      .set({ passwordHash, emailVerified: true, updatedAt: sql`now()` })
      .where(eq(localIdentities.sub, identity.sub));
    return { email: identity.email };
  });
}
