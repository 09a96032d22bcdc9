import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, listAnswer, messageAnswer } from '../../domain/api/list.ts';
import { parentKey, routeSummaries } from '../../domain/resources/define.ts';
import type { RouteDeps } from '../deps.ts';
import { versionOf } from '../history/version.ts';
import { registerRecordOwner } from '../projects/access.ts';
import { findRecord, listRecords, projectOfRecord, type ResourceListQuery } from '../resources/queries.ts';
import { resourceSchemas } from '../resources/schemas.ts';
import { createRecord, deleteRecord, updateRecord } from '../resources/service.ts';
import type { ServedResource } from '../resources/served.ts';

const security = [{ bearer: [] }];
const errors = { 400: messageAnswer, 401: messageAnswer, 403: messageAnswer, 404: messageAnswer };
const withConflict = { ...errors, 409: messageAnswer };

/**
 * The five routes of a declared resource (issue #13 part 2), from its declaration alone:
 * `GET /<r>/list?<parent>_id`, `GET /<r>/{id}`, `POST /<r>/create`, `PATCH /<r>/{id}`,
 * `DELETE /<r>/{id}`. Reads need the declared `read` access, writes the `write` one, in the
 * record's project (`config.scope`, server/http/scope.ts: 404 outside one's projects, 403 to a
 * member on an admin's write); echoed records are accepted (server/http/echo.ts) and a stale
 * save is a 409. The OpenAPI document takes them from these schemas.
 */
export const resourceRoutes =
  (served: ServedResource): FastifyPluginAsyncZod<RouteDeps> =>
  async (app, { db }) => {
    const { resource } = served;
    const r = resource.entity.resource;
    const key = parentKey(resource);
    const parent = key === 'project_id' ? 'project' : 'block';
    const schemas = resourceSchemas(resource);
    const summary = routeSummaries(resource);
    const tags = [resource.tag];
    const read = { access: resource.read, scope: { [r]: 'params.id' } } as const;
    const write = { access: resource.write, scope: { [r]: 'params.id' } } as const;
    registerRecordOwner(r, (database, id) => projectOfRecord(database, served, id));

    app.get(
      `/${r}/list`,
      {
        config: { access: resource.read, scope: { [parent]: `query.${key}` } },
        schema: {
          tags,
          summary: summary.list,
          security,
          querystring: schemas.listQuery,
          response: { 200: listAnswer(schemas.answer), ...errors },
        },
      },
      async (request) => {
        const query = request.query as ResourceListQuery;
        return listRecords(db, served, query[key] as number, query);
      },
    );

    app.get(
      `/${r}/:id`,
      {
        config: read,
        schema: {
          tags,
          summary: summary.get,
          security,
          params: idParams,
          response: { 200: schemas.answer, ...errors },
        },
      },
      async (request) => findRecord(db, served, request.params.id),
    );

    app.post(
      `/${r}/create`,
      {
        config: { access: resource.write, scope: { [parent]: `body.${key}` } },
        schema: {
          tags,
          summary: summary.create,
          security,
          body: schemas.createBody,
          response: { 200: schemas.answer, ...withConflict },
        },
      },
      async (request) => createRecord(db, served, request.user, request.body as Record<string, unknown>),
    );

    app.patch(
      `/${r}/:id`,
      {
        config: write,
        schema: {
          tags,
          summary: summary.update,
          security,
          params: idParams,
          body: schemas.updateBody,
          response: { 200: schemas.answer, ...withConflict },
        },
      },
      async (request) =>
        updateRecord(
          db,
          served,
          request.user,
          request.params.id,
          request.body as Record<string, unknown>,
          versionOf(request),
        ),
    );

    app.delete(
      `/${r}/:id`,
      {
        config: write,
        schema: {
          tags,
          summary: summary.delete,
          security,
          params: idParams,
          response: { 200: z.object({ id: z.number().int() }), ...errors },
        },
      },
      async (request) => deleteRecord(db, served, request.params.id),
    );
  };
