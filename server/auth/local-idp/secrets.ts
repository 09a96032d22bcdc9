import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/connection.ts';
import { appSecrets } from '../../db/schema/index.ts';

/**
 * Reads a secret, creating it on first use. Insert-if-absent then read back, so two API
 * copies starting together agree on one value.
 */
async function loadOrCreate<T>(db: Db, name: string, create: () => Promise<T>): Promise<T> {
  const [existing] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (existing) return existing.value as T;
  await db
    .insert(appSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const [stored] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return stored.value as T;
}

export interface IdpSecrets {
  /** Private RS256 signing key (JWK) for ID and access tokens. */
  signingKey: JWK;
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
}

export async function loadIdpSecrets(db: Db): Promise<IdpSecrets> {
  const signingKey = await loadOrCreate(db, 'idp.signing_key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    return { ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') };
  });
  const cookieKeys = await loadOrCreate(db, 'idp.cookie_keys', async () => [randomBytes(32).toString('base64url')]);
  return { signingKey, cookieKeys };
}

/** The public half of the signing key, as published at /.well-known/jwks.json. */
export function publicJwk(key: JWK): JWK {
  const { kty, n, e, kid, alg, use } = key;
  return { kty, n, e, kid, alg, use };
}
