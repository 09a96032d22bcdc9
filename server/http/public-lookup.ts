import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageAnswer } from '../../domain/api/list.ts';
import { publicLookupAnswer, publicLookupBody } from '../../domain/registry/api.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import type { RouteDeps } from '../deps.ts';
import { HttpError } from '../errors.ts';
import { publicLookup } from '../registry/lookup.ts';
import { databaseRateLimitStore } from '../security/rate-limit-store.ts';

/**
 * Per network address: enough for a family (and a neighbour at the same Wi-Fi) to mistype a few
 * times, far too few to try protocols (31⁹ of them, each also needing the birth date). Counted
 * in the database like the data-removal limit (server/security/rate-limit-store.ts).
 */
export const LOOKUP_RATE_LIMIT = { max: 20, timeWindow: '15 minutes' } as const;

/**
 * The public status of a lot by its protocol (issue 16 part 6, `/consulta`): no sign-in, the
 * project's and the lot's stage in plain Portuguese and the holder's masked name; the same 404
 * for a wrong protocol and a wrong birth date (server/registry/lookup.ts).
 */
export const publicLookupRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: () => new HttpError(429, MESSAGES.lookupTooMany),
  });
  app.post(
    '/public/lookup',
    {
      config: { access: 'public', rateLimit: LOOKUP_RATE_LIMIT },
      schema: {
        tags: ['consulta pública'],
        summary: 'Situação de um lote pelo protocolo e a data de nascimento do titular (sem login)',
        body: publicLookupBody,
        response: { 200: publicLookupAnswer, 400: messageAnswer, 404: messageAnswer, 429: messageAnswer },
      },
    },
    async (request) => {
      const found = await publicLookup(db, request.body.protocol, request.body.birth_date);
      if (!found) throw new HttpError(404, MESSAGES.lookupNotFound);
      return found;
    },
  );
};
