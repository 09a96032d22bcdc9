import { createHash, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { appSecrets } from '../db/schema/index.ts';

/**
 * The removal flow's hashes. An address is recorded only as HMAC-SHA256 under a server-side
 * key (the pepper, generated on first use and kept in app_secrets beside the other keys), so
 * the record cannot be matched against a list of addresses without the key. A link's token
 * is 32 random bytes, stored only as its SHA-256.
 */
const PEPPER_NAME = 'removal.address_pepper';

/** The pepper, per connection object; only a value read back from a committed row is cached. */
const cache = new WeakMap<object, Buffer>();

export async function addressPepper(db: Db): Promise<Buffer> {
  const cached = cache.get(db);
  if (cached) return cached;
  const read = async () => (await db.select().from(appSecrets).where(eq(appSecrets.name, PEPPER_NAME)))[0];
  let row = await read();
  if (!row) {
    await db
      .insert(appSecrets)
      .values({ name: PEPPER_NAME, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    row = await read();
  }
  const pepper = Buffer.from(row!.value as string, 'base64url');
  cache.set(db, pepper);
  return pepper;
}

/** How an address is compared: trimmed, lower case (as the unique indexes on e-mails). */
export const normaliseAddress = (email: string): string => email.trim().toLowerCase();

/** The address as recorded: HMAC-SHA256 of the normalised address, hex. */
export const addressHash = (pepper: Buffer, email: string): string =>
  createHmac('sha256', pepper).update(normaliseAddress(email)).digest('hex');

/** A link's token: 32 random bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
