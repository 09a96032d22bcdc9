import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { users } from '../db/schema/index.ts';
import { loadIdpSecrets } from './local-idp/secrets.ts';
import { mintAccessToken } from './local-idp/mint-token.ts';
import { bearer, testApp } from '../test/app.ts';

describe('API access tokens', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp();
  });
  afterAll(() => ctx.close());

  const me = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/account/me', headers });

  it('answers the signed-in admin with role, project roles and projects', async () => {
    const response = await me(bearer(await ctx.tokenFor('admin@reurb.local')));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'admin@reurb.local',
      role: 'admin',
      projects_roles: [],
      projects: [],
    });
  });

  it('refuses a request without a token, in Portuguese', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Não autenticado' });
  });

  it('refuses forged, foreign, expired and HS256 tokens', async () => {
    const { signingKey } = await loadIdpSecrets(ctx.database.db);
    const sub = (await ctx.database.db.select().from(users).where(eq(users.email, 'admin@reurb.local')))[0].sub;
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid })
      .setIssuer(ctx.config.identity.issuer)
      .setAudience(ctx.config.identity.audience)
      .setSubject(sub)
      .setExpirationTime('1h')
      .sign(privateKey);
    const otherAudience = await mintAccessToken(
      { ...ctx.config.identity, audience: 'https://outra.api' },
      signingKey,
      sub,
    );
    const otherIssuer = await mintAccessToken(
      { ...ctx.config.identity, issuer: 'https://outro.idp/' },
      signingKey,
      sub,
    );
    const expired = await mintAccessToken(ctx.config.identity, signingKey, sub, -60);
    const hs256 = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ctx.config.identity.issuer)
      .setAudience(ctx.config.identity.audience)
      .setSubject(sub)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a'.repeat(32)));
    for (const token of [forged, otherAudience, otherIssuer, expired, hs256, 'não-é-um-jwt']) {
      const response = await me(bearer(token));
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Sessão inválida ou expirada');
    }
  });

  it('refuses a valid token of an unknown user or of a user without a role', async () => {
    const { signingKey } = await loadIdpSecrets(ctx.database.db);
    const unknown = await mintAccessToken(ctx.config.identity, signingKey, 'local|ninguem');
    expect((await me(bearer(unknown))).statusCode).toBe(401);

    const token = await ctx.tokenFor('membro@reurb.local');
    expect((await me(bearer(token))).statusCode).toBe(200);
    await ctx.database.db.update(users).set({ role: null }).where(eq(users.email, 'membro@reurb.local'));
    const response = await me(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Usuário sem acesso ao sistema');
    await ctx.database.db.update(users).set({ role: 'member' }).where(eq(users.email, 'membro@reurb.local'));
  });

  it('keeps health and the client configuration public', async () => {
    expect((await ctx.app.inject('/api/health')).json()).toEqual({ status: 'ok', database: ctx.database.engine });
    expect((await ctx.app.inject('/api/client-config')).json()).toEqual({
      auth: {
        provider: 'local',
        domain: `${ctx.config.publicUrl}/idp`,
        clientId: 'reurb-gestao-spa',
        audience: `${ctx.config.publicUrl}/api`,
      },
      publicSiteUrl: ctx.config.publicUrl,
      // No MAP_TILES_URL: the map draws on a plain background and nothing leaks to a tile server.
      mapTiles: null,
    });
  });

  it('answers unknown API paths with a Portuguese 404, and malformed JSON with a 4xx', async () => {
    const missing = await ctx.app.inject('/api/nao-existe');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('Rota não encontrada');
  });
});
