import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK, type JWTPayload } from 'jose';
import type { IdentityConfig } from '../config.ts';

export type TokenVerifier = (token: string) => Promise<JWTPayload & { sub: string }>;

/**
 * Checks an access token's signature (RS256), issuer, audience and expiry; a token without
 * `exp` is refused, whoever signed it. Auth0's keys are fetched from its JWKS and cached; the
 * local provider's keys are handed over in process. `typ` is not checked: Auth0 and the local
 * provider set it differently.
 */
export function createTokenVerifier(identity: IdentityConfig, localKeys?: JWK[]): TokenVerifier {
  const keys = localKeys
    ? createLocalJWKSet({ keys: localKeys })
    : createRemoteJWKSet(new URL(`${identity.domain}/.well-known/jwks.json`));
  return async (token) => {
    const { payload } = await jwtVerify(token, keys, {
      issuer: identity.issuer,
      audience: identity.audience,
      algorithms: ['RS256'],
      // jose checks exp only when present: a token without it would never expire.
      requiredClaims: ['exp', 'sub'],
    });
    if (!payload.sub) throw new Error('token without sub');
    return payload as JWTPayload & { sub: string };
  };
}
