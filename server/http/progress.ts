import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completedByDay, completedByUserAndDate } from '../progress/queries.ts';
import { completedByUserAndDateQuery } from '../progress/schemas.ts';
import { completedByDayAnswer, completedByUserAndDateAnswer } from '../../domain/api/progress.ts';
import type { RouteDeps } from '../deps.ts';
import { idParams, messageAnswer } from '../../domain/api/list.ts';

const tags = ['progresso'];
const security = [{ bearer: [] }];
const errors = { 400: messageAnswer, 401: messageAnswer, 403: messageAnswer, 404: messageAnswer };

/**
 * Progress of a project from the lot events (docs/screens.md#screens "Progress screen", a project-admin
 * screen): completed-by-day and completed-by-user-and-date (docs/api.md#api).
 */
export const progressRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/projects/:id/completed-by-day',
    {
      config: { access: 'project-admin', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Lotes concluídos por dia e usuário (cadastro social e benfeitorias)',
        security,
        params: idParams,
        response: { 200: completedByDayAnswer, ...errors },
      },
    },
    async (request) => {
      return completedByDay(db, request.projectId);
    },
  );

  app.get(
    '/projects/:id/completed-by-user-and-date',
    {
      config: { access: 'project-admin', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Lotes concluídos por um usuário num dia',
        security,
        params: idParams,
        querystring: completedByUserAndDateQuery,
        response: { 200: completedByUserAndDateAnswer, ...errors },
      },
    },
    async (request) => {
      return completedByUserAndDate(db, request.projectId, request.query);
    },
  );
};
