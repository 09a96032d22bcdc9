import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findStreet, listStreets } from '../streets/queries.ts';
import { streetCreateBody, streetListQuery, streetSchema, streetUpdateBody } from '../streets/schemas.ts';
import { createStreet, deleteStreet, updateStreet } from '../streets/service.ts';
import { versionOf } from '../history/version.ts';
import type { RouteDeps } from '../deps.ts';
import { idParams, listAnswer, messageAnswer } from '../../domain/api/list.ts';

const security = [{ bearer: [] }];
const tags = ['ruas'];
const errors = { 400: messageAnswer, 401: messageAnswer, 403: messageAnswer, 404: messageAnswer };
const withConflict = { ...errors, 409: messageAnswer };

/** Streets (ruas) of a project: list, get, create, update, delete: docs/api.md#api. Writes: project admin. */
export const streetsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/streets/list',
    {
      config: { access: 'project-member', scope: { project: 'query.project_id' } },
      schema: {
        tags,
        summary: 'Ruas de um projeto',
        security,
        querystring: streetListQuery,
        response: { 200: listAnswer(streetSchema), ...errors },
      },
    },
    async (request) => listStreets(db, request.projectId, request.query),
  );

  app.get(
    '/streets/:id',
    {
      config: { access: 'project-member', scope: { street: 'params.id' } },
      schema: { tags, summary: 'Uma rua', security, params: idParams, response: { 200: streetSchema, ...errors } },
    },
    async (request) => findStreet(db, request.params.id),
  );

  app.post(
    '/streets/create',
    {
      config: { access: 'project-admin', scope: { project: 'body.project_id' } },
      schema: {
        tags,
        summary: 'Cria uma rua',
        security,
        body: streetCreateBody,
        response: { 200: streetSchema, ...withConflict },
      },
    },
    async (request) => createStreet(db, request.user, request.projectId, request.body),
  );

  app.patch(
    '/streets/:id',
    {
      config: { access: 'project-admin', scope: { street: 'params.id' } },
      schema: {
        tags,
        summary: 'Altera uma rua',
        security,
        params: idParams,
        body: streetUpdateBody,
        response: { 200: streetSchema, ...withConflict },
      },
    },
    async (request) =>
      updateStreet(db, request.user, request.params.id, request.projectId, request.body, versionOf(request)),
  );

  app.delete(
    '/streets/:id',
    {
      config: { access: 'project-admin', scope: { street: 'params.id' } },
      schema: {
        tags,
        summary: 'Exclui uma rua',
        security,
        params: idParams,
        response: { 200: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request) => deleteStreet(db, request.params.id),
  );
};
