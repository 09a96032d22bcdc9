import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { users } from '../../../db/schema/index.ts';
import { loadIdpSecrets } from '../../../auth/local-idp/secrets.ts';
import { createTokenVerifier } from '../../../auth/verify-token.ts';
import type { IdentityConfig } from '../../../config.ts';
import { bearer, testApp } from '../../../test/app.ts';

/**
 * Finding 6 (issue #12): an access token signed by the right key, for the right issuer and
 * audience, but without `exp`, was accepted: it would never expire. jose checks `exp` only
 * when present; the API now requires it, under the bundled provider and under Auth0.
 */
function accessToken(
  identity: IdentityConfig,
  sub: string,
  key: Parameters<SignJWT['sign']>[0],
  kid: string,
  exp: boolean,
) {
  const jwt = new SignJWT({ client_id: identity.clientId, scope: 'openid profile email' })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
    .setIssuer(identity.issuer)
    .setAudience(identity.audience)
    .setSubject(sub)
    .setIssuedAt();
  return (exp ? jwt.setExpirationTime('1h') : jwt).sign(key);
}

describe('finding 6: access tokens without exp, bundled provider', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp();
  });
  afterAll(() => ctx.close());

  it("answers 401 to a token of the provider's own key that has no exp", async () => {
    const { signingKey } = await loadIdpSecrets(ctx.database.db);
    const key = await importJWK(signingKey, 'RS256');
    const [admin] = await ctx.database.db.select().from(users).where(eq(users.email, 'admin@reurb.local'));
    const me = (token: string) => ctx.app.inject({ url: '/api/account/me', headers: bearer(token) });

    const withExp = await me(await accessToken(ctx.config.identity, admin.sub!, key, signingKey.kid!, true));
    expect(withExp.statusCode).toBe(200);
    const withoutExp = await me(await accessToken(ctx.config.identity, admin.sub!, key, signingKey.kid!, false));
    expect(withoutExp.statusCode).toBe(401);
    expect(withoutExp.json()).toEqual({ message: 'Sessão inválida ou expirada' });
  });
});

describe('finding 6: access tokens without exp, Auth0', () => {
  let server: Server;
  let jwks: { keys: JWK[] };
  let identity: IdentityConfig;
  let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'auth0-1', alg: 'RS256', use: 'sig' }] };
    // Auth0's JWKS, served locally: the verifier fetches it as it does from the tenant.
    server = createServer((request, response) => {
      if (request.url !== '/.well-known/jwks.json') return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const domain = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    identity = {
      kind: 'auth0',
      domain,
      issuer: 'https://reurb.us.auth0.com/',
      clientId: 'spa',
      audience: 'https://api.reurb.example',
    };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("refuses a token of the tenant's key that has no exp, and accepts the same token with one", async () => {
    const verify = createTokenVerifier(identity);
    await expect(verify(await accessToken(identity, 'auth0|ana', privateKey, 'auth0-1', true))).resolves.toMatchObject({
      sub: 'auth0|ana',
    });
    await expect(verify(await accessToken(identity, 'auth0|ana', privateKey, 'auth0-1', false))).rejects.toThrow(
      /"exp" claim/,
    );
  });
});
