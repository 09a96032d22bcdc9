import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findBlock, listBlocks } from '../blocks/queries.ts';
import {
  blockCreateBody,
  blockListItemSchema,
  blockListQuery,
  blockSchema,
  blockUpdateBody,
} from '../blocks/schemas.ts';
import { createBlock, deleteBlock, updateBlock } from '../blocks/service.ts';
import { versionOf } from '../history/version.ts';
import { enterProject, enterRecord } from '../projects/scope.ts';
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
      config: { access: 'project-member' },
      schema: {
        tags,
        summary: 'Quadras de um projeto',
        security,
        querystring: blockListQuery,
        response: { 200: listAnswer(blockListItemSchema), ...errors },
      },
    },
    async (request) =>
      listBlocks(db, await enterProject(db, request.user, request.query.project_id, 'member'), request.query),
  );

  app.get(
    '/blocks/:id',
    {
      config: { access: 'project-member' },
      schema: {
        tags,
        summary: 'Uma quadra, com ruas e contagens',
        security,
        params: idParams,
        response: { 200: blockSchema, ...errors },
      },
    },
    async (request) => {
      await enterRecord(db, request.user, 'block', request.params.id, 'member');
      return findBlock(files, request.params.id);
    },
  );

  app.post(
    '/blocks/create',
    {
      config: { access: 'project-admin' },
      schema: {
        tags,
        summary: 'Cria uma quadra',
        security,
        body: blockCreateBody,
        response: { 200: blockSchema, ...withConflict },
      },
    },
    async (request) => {
      const projectId = await enterProject(db, request.user, request.body.project_id!, 'admin');
      return findBlock(files, await createBlock(db, request.user, projectId, request.body));
    },
  );

  app.patch(
    '/blocks/:id',
    {
      config: { access: 'project-admin' },
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
      const projectId = await enterRecord(db, request.user, 'block', request.params.id, 'admin');
      await updateBlock(db, request.user, request.params.id, projectId, request.body, versionOf(request));
      return findBlock(files, request.params.id);
    },
  );

  app.delete(
    '/blocks/:id',
    {
      config: { access: 'project-admin' },
      schema: {
        tags,
        summary: 'Exclui uma quadra e seus lotes',
        security,
        params: idParams,
        response: { 200: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      await enterRecord(db, request.user, 'block', request.params.id, 'admin');
      return deleteBlock(db, request.params.id);
    },
  );
};
