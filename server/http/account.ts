import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '../../domain/roles.ts';
import type { Db } from '../db/connection.ts';
import { accountMe } from '../accounts/account-me.ts';

const role = z.enum(ROLES);

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
          200: z.object({
            sub: z.string(),
            email: z.string(),
            name: z.string().nullable(),
            role,
            projects_roles: z.array(z.object({ project_id: z.number().int(), role })),
            projects: z.array(z.object({ id: z.number().int(), name: z.string() })),
          }),
        },
      },
    },
    async (request) => accountMe(db, request.user),
  );
};
