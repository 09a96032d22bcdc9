import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigAnswer } from '../../domain/api/client-config.ts';
import type { Config } from '../config.ts';

/**
 * `GET /api/client-config`: what the SPA needs before sign-in (which identity provider), so
 * one build serves the bundled provider and Auth0 alike; and the public site's address.
 */
export const clientConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const body = {
    auth: {
      provider: config.identity.kind,
      domain: config.identity.domain,
      clientId: config.identity.clientId,
      audience: config.identity.audience,
    },
    /** Where the data-removal page sends people once done (docs/states.md#states). */
    publicSiteUrl: config.publicSiteUrl,
    /** The lot map's base tiles (MAP_TILES_URL); null: polygons on a plain background. */
    mapTiles: config.mapTiles,
  };
  app.get(
    '/client-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sistema'],
        summary: 'Configuração pública do aplicativo',
        response: {
          200: clientConfigAnswer,
        },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return body;
    },
  );
};
