import { z } from 'zod';

/**
 * `GET /client-config`: what the SPA needs before sign-in (which identity provider), the public
 * site's address and the map's base tiles; shared by the server (its response schema), the SPA
 * (its type, `import type` only) and the mock API's contract test.
 */
export const clientConfigAnswer = z.object({
  auth: z.object({
    provider: z.enum(['local', 'auth0']),
    domain: z.string(),
    clientId: z.string(),
    audience: z.string(),
  }),
  /** Where the removal page sends people once done (PUBLIC_SITE_URL). */
  publicSiteUrl: z.string(),
  /** The lot map's base tiles (MAP_TILES_URL); null: none, the map draws on a plain background. */
  mapTiles: z.object({ url: z.string(), attribution: z.string() }).nullable(),
});
