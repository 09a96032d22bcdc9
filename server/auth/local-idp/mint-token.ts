import { randomBytes } from 'node:crypto';
import { importJWK, SignJWT, type JWK } from 'jose';
import type { IdentityConfig } from '../../config.ts';

/**
 * Signs an access token exactly as the local provider issues them (same key, issuer,
 * audience and claims), for scripts and curl (`npm run token`).
 */
export async function mintAccessToken(
  identity: IdentityConfig,
  signingKey: JWK,
  sub: string,
  ttlSeconds = 60 * 60,
): Promise<string> {
  const key = await importJWK(signingKey, 'RS256');
  return new SignJWT({ client_id: identity.clientId, scope: 'openid profile email' })
    .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: 'at+jwt' })
    .setIssuer(identity.issuer)
    .setAudience(identity.audience)
    .setSubject(sub)
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key);
}
