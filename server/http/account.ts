import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountAnswer } from '../../domain/api/account.ts';
import type { Db } from '../db/connection.ts';
import { accountMe } from '../accounts/account-me.ts';

/** `GET /api/account/me`: the signed-in user, roles and projects (docs/entities.md#entities "Current user"). */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/account/me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['conta'],
        summary: 'Usuário autenticado',
        security: [{ bearer: [] }],
        response: {
          200: accountAnswer,
        },
      },
    },
    async (request) => accountMe(db, request.user),
  );
};
