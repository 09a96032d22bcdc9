import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lotView, lotViewBody, lotViewsAnswer } from '../../domain/api/lot-workbench.ts';
import { idParams, messageAnswer } from '../../domain/api/list.ts';
import type { RouteDeps } from '../deps.ts';
import { createView, deleteView, listViews, updateView } from '../workbench/views.ts';

const tags = ['lotes'];
const security = [{ bearer: [] }];
const errors = { 400: messageAnswer, 401: messageAnswer, 403: messageAnswer, 404: messageAnswer, 409: messageAnswer };

/**
 * Saved views of the lots workbench (docs/screens.md#screens): each user's own, and the ones shared
 * with a project. The service checks ownership and the project role (server/workbench/views.ts).
 */
export const lotViewsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/lot-views',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Visões salvas de lotes', security, response: { 200: lotViewsAnswer, ...errors } },
    },
    async (request) => ({ data: await listViews(db, request.user) }),
  );

  app.post(
    '/lot-views',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Salvar visão de lotes',
        security,
        body: lotViewBody,
        response: { 200: lotView, ...errors },
      },
    },
    async (request) => createView(db, request.user, request.body),
  );

  app.patch(
    '/lot-views/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Alterar visão de lotes',
        security,
        params: idParams,
        body: lotViewBody,
        response: { 200: lotView, ...errors },
      },
    },
    async (request) => updateView(db, request.user, request.params.id, request.body),
  );

  app.delete(
    '/lot-views/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Excluir visão de lotes',
        security,
        params: idParams,
        response: { 200: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      await deleteView(db, request.user, request.params.id);
      return { id: request.params.id };
    },
  );
};
