import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { appSecrets } from '../db/schema/index.ts';

/** The app_secrets row holding the key that signs download links. */
export const SIGNING_SECRET_NAME = 'files.url_signing_key';

/** Keys read from the database, per connection or transaction object (never a created one). */
const cache = new WeakMap<object, Buffer>();

/**
 * The signing key, created on first use. Insert-if-absent then read back (as the identity
 * provider's secrets), so several API copies agree on one key. Only a key read back from a
 * committed row is cached: one created inside a transaction that rolls back is not.
 */
export async function signingKey(db: Db): Promise<Buffer> {
  const cached = cache.get(db);
  if (cached) return cached;
  const [existing] = await db.select().from(appSecrets).where(eq(appSecrets.name, SIGNING_SECRET_NAME));
  if (existing) {
    const key = Buffer.from(existing.value as string, 'base64url');
    cache.set(db, key);
    return key;
  }
  await db
    .insert(appSecrets)
    .values({ name: SIGNING_SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [stored] = await db.select().from(appSecrets).where(eq(appSecrets.name, SIGNING_SECRET_NAME));
  return Buffer.from(stored.value as string, 'base64url');
}

const payload = (fileId: number, expires: number) => `file:${fileId}:${expires}`;

/** HMAC-SHA256 of the file id and the expiry (unix seconds), base64url. */
export function signature(key: Buffer, fileId: number, expires: number): string {
  return createHmac('sha256', key).update(payload(fileId, expires)).digest('base64url');
}

/** True when the signature is this file's and the link has not expired. Constant-time compare. */
export function verifySignature(
  key: Buffer,
  fileId: number,
  expires: number,
  given: string,
  nowSeconds: number,
): boolean {
  if (!Number.isSafeInteger(expires) || expires < nowSeconds) return false;
  const expected = Buffer.from(signature(key, fileId, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
