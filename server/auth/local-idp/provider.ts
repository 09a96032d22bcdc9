import { eq, sql } from 'drizzle-orm';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { localIdentities } from '../../db/schema/index.ts';
import { databaseAdapter } from './adapter.ts';
import type { IdpSecrets } from './secrets.ts';
import { confirmSignOutPage, errorPage, signOutPage } from './pages.ts';

/** The scopes the SPA asks for; the API accepts tokens carrying them. */
export const SPA_SCOPES = 'openid profile email offline_access';
const API_SCOPES = 'openid profile email';

export const INTERACTION_PATH = '/auth/login';

/**
 * An OpenID provider shaped like Auth0, so that the SPA's Auth0 SDK talks to it unchanged:
 * Auth0's route names, `audience` mapped to a resource indicator that gets RS256 JWT access
 * tokens, refresh tokens without a consent prompt, and `returnTo` on logout.
 */
export function createLocalProvider(config: Config, db: Db, secrets: IdpSecrets): Provider {
  const { identity, publicUrl } = config;
  const audience = identity.audience;

  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: identity.clientId,
        client_name: 'REURB Gestão',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/callback`, publicUrl],
        post_logout_redirect_uris: [publicUrl, `${publicUrl}/`],
      },
    ],
    jwks: { keys: [secrets.signingKey as never] },
    cookies: {
      keys: secrets.cookieKeys,
      long: { signed: true, sameSite: 'lax' },
      short: { signed: true, sameSite: 'lax' },
    },
    pkce: { required: () => true },
    // Browser calls to the token and userinfo endpoints: from our own pages (and CORS_ORIGINS) only.
    clientBasedCORS: (_ctx, origin) => origin === new URL(publicUrl).origin || config.corsOrigins.includes(origin),
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'picture', 'updated_at'],
      email: ['email', 'email_verified'],
    },
    // The Auth0 SDK reads the user from the ID token, so it must carry email and name.
    conformIdTokenClaims: false,
    extraParams: ['audience', 'auth0Client'],
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      end_session: '/v2/logout',
      jwks: '/.well-known/jwks.json',
      revocation: '/oauth/revoke',
      userinfo: '/userinfo',
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      Session: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      registration: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // One API: every token is for it, whether or not the request names it.
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPES,
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 60 * 60,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // Only the app's own sign-out (the ID token of this session as id_token_hint, which
        // the provider has verified) goes straight through; anything else, e.g. a plain GET
        // from another site, shows a button to click (issue #12, finding 8).
        logoutSource: (ctx, form) => {
          const hint = ctx.oidc.entities.IdTokenHint?.payload.sub;
          const own = typeof hint === 'string' && hint === ctx.oidc.session?.accountId;
          ctx.body = own ? signOutPage(form) : confirmSignOutPage(form, publicUrl);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.redirect(publicUrl);
        },
      },
    },
    // A first-party app: the user is never asked to consent, the grant is made on sign-in.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const client = ctx.oidc.client!;
      const session = ctx.oidc.session!;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId! });
      grant.addOIDCScope(SPA_SCOPES);
      grant.addResourceScope(audience, API_SCOPES);
      await grant.save();
      return grant;
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    findAccount: async (_ctx, sub) => {
      const [identityRow] = await db.select().from(localIdentities).where(eq(localIdentities.sub, sub));
      if (!identityRow) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: identityRow.email,
          email_verified: identityRow.emailVerified,
          name: identityRow.name ?? undefined,
          given_name: identityRow.givenName ?? undefined,
          picture: identityRow.picture ?? undefined,
          updated_at: Math.floor(identityRow.updatedAt.getTime() / 1000),
        }),
      };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(out.error_description ?? out.error);
    },
  };

  const provider = new Provider(identity.issuer, configuration);
  const mountPath = new URL(identity.issuer).pathname.replace(/\/$/, '');
  // X-Forwarded-* are set from what Fastify resolved under TRUST_PROXY (local-idp/index.ts):
  // one address, the scheme and the host; whatever a client wrote there never arrives.
  provider.proxy = true;
  provider.maxIpsCount = 1;

  // Auth0's SDK signs out with `returnTo`; OpenID's name is post_logout_redirect_uri.
  provider.use(async (ctx, next) => {
    if (ctx.path === '/v2/logout' && ctx.method === 'GET') {
      const returnTo = ctx.query.returnTo;
      if (typeof returnTo === 'string' && !ctx.query.post_logout_redirect_uri) {
        const { returnTo: _, ...rest } = ctx.query;
        ctx.query = { ...rest, post_logout_redirect_uri: returnTo };
        // The provider finds its mount path by matching this URL inside originalUrl.
        (ctx.req as { originalUrl?: string }).originalUrl = `${mountPath}${ctx.url}`;
      }
    }
    await next();
  });
  return provider;
}

/** Finds an identity of the local provider by e-mail, case-insensitively. */
export async function findLocalIdentityByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(localIdentities)
    .where(sql`lower(${localIdentities.email}) = lower(${email.trim()})`);
  return row;
}
