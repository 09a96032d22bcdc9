import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { appSecrets } from '../../db/schema/index.ts';

/**
 * The bundled provider's "set your password" token, with no table: a signed, expiring token.
 *
 *   token = base64url({"s": sub, "e": expiry in epoch seconds}) "." base64url(mac)
 *   mac   = HMAC-SHA256(key, payload "." the account's current password_hash, or "")
 *
 * Binding the mac to the password hash makes the link single-use: once a password is set
 * (or changed by an admin) the hash changes and every earlier link stops matching. The key is
 * generated on first use and kept in app_secrets beside the provider's other keys, so every
 * API copy signs and checks alike.
 */
const KEY_NAME = 'identity.password_link_key';

export async function passwordTokenKey(db: Db): Promise<Buffer> {
  const read = async () => (await db.select().from(appSecrets).where(eq(appSecrets.name, KEY_NAME)))[0];
  let row = await read();
  if (!row) {
    await db
      .insert(appSecrets)
      .values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    row = await read();
  }
  return Buffer.from(row!.value as string, 'base64url');
}

const mac = (key: Buffer, payload: string, passwordHash: string | null) =>
  createHmac('sha256', key)
    .update(`${payload}.${passwordHash ?? ''}`)
    .digest();

export function signPasswordToken(key: Buffer, sub: string, passwordHash: string | null, expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ s: sub, e: Math.floor(expiresAt.getTime() / 1000) })).toString(
    'base64url',
  );
  return `${payload}.${mac(key, payload, passwordHash).toString('base64url')}`;
}

export interface PasswordToken {
  sub: string;
  expiresAt: Date;
  payload: string;
  mac: Buffer;
}

/** The token's claims, unverified; null when it is not shaped like one. */
export function readPasswordToken(token: string): PasswordToken | null {
  const match = /^([A-Za-z0-9_-]{1,600})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  try {
    const claims = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')) as { s?: unknown; e?: unknown };
    if (typeof claims.s !== 'string' || typeof claims.e !== 'number') return null;
    return {
      sub: claims.s,
      expiresAt: new Date(claims.e * 1000),
      payload: match[1],
      mac: Buffer.from(match[2], 'base64url'),
    };
  } catch {
    return null;
  }
}

/** Valid: signed with our key for the account's current password state, and not expired. */
export function passwordTokenValid(
  key: Buffer,
  token: PasswordToken,
  passwordHash: string | null,
  now = new Date(),
): boolean {
  const expected = mac(key, token.payload, passwordHash);
  return expected.length === token.mac.length && timingSafeEqual(expected, token.mac) && token.expiresAt > now;
}
