import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findBlock, listBlocks } from '../blocks/queries.ts';
import { blockCreateBody, blockListQuery, blockUpdateBody } from '../blocks/schemas.ts';
import { blockListItemSchema, blockSchema } from '../../domain/api/blocks.ts';
import { createBlock, deleteBlock, updateBlock } from '../blocks/service.ts';
import { versionOf } from '../history/version.ts';
import type { RouteDeps } from '../deps.ts';
import { idParams, listAnswer, messageAnswer } from '../../domain/api/list.ts';

const security = [{ bearer: [] }];
const tags = ['quadras'];
const errors = { 400: messageAnswer, 401: messageAnswer, 403: messageAnswer, 404: messageAnswer };
const withConflict = { ...errors, 409: messageAnswer };

/** Blocks (quadras): list with include=progress,lots_total,lots_completed, get, create, update, delete: docs/api.md#api. */
export const blocksRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  const files = { db, config };

  app.get(
    '/blocks/list',
    {
      config: { access: 'project-member', scope: { project: 'query.project_id' } },
      schema: {
        tags,
        summary: 'Quadras de um projeto',
        security,
        querystring: blockListQuery,
        response: { 200: listAnswer(blockListItemSchema), ...errors },
      },
    },
    async (request) => listBlocks(db, request.projectId, request.query),
  );

  app.get(
    '/blocks/:id',
    {
      config: { access: 'project-member', scope: { block: 'params.id' } },
      schema: {
        tags,
        summary: 'Uma quadra, com ruas e contagens',
        security,
        params: idParams,
        response: { 200: blockSchema, ...errors },
      },
    },
    async (request) => findBlock(files, request.params.id),
  );

  app.post(
    '/blocks/create',
    {
      config: { access: 'project-admin', scope: { project: 'body.project_id' } },
      schema: {
        tags,
        summary: 'Cria uma quadra',
        security,
        body: blockCreateBody,
        response: { 200: blockSchema, ...withConflict },
      },
    },
    async (request) => findBlock(files, await createBlock(db, request.user, request.projectId, request.body)),
  );

  app.patch(
    '/blocks/:id',
    {
      config: { access: 'project-admin', scope: { block: 'params.id' } },
      schema: {
        tags,
        summary: 'Altera uma quadra',
        security,
        params: idParams,
        body: blockUpdateBody,
        response: { 200: blockSchema, ...withConflict },
      },
    },
    async (request) => {
      await updateBlock(db, request.user, request.params.id, request.projectId, request.body, versionOf(request));
      return findBlock(files, request.params.id);
    },
  );

  app.delete(
    '/blocks/:id',
    {
      config: { access: 'project-admin', scope: { block: 'params.id' } },
      schema: {
        tags,
        summary: 'Exclui uma quadra e seus lotes',
        security,
        params: idParams,
        response: { 200: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request) => deleteBlock(db, request.params.id),
  );
};
