import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/connection.ts';

/** `GET /api/health`: the process answers and the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sistema'],
        summary: 'Saúde do serviço',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({ status: z.literal('indisponível'), message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await database.exec('select 1');
        return { status: 'ok' as const, database: database.engine };
      } catch {
        return reply.code(503).send({ status: 'indisponível' as const, message: 'Banco de dados indisponível' });
      }
    },
  );
};
