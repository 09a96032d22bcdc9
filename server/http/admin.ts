import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupName, projectGroupSchema, systemStatusSchema } from '../../domain/api/admin.ts';
import { idParams, messageAnswer } from '../../domain/api/list.ts';
import { systemStatus } from '../admin/status.ts';
import { createGroup, deleteGroup, listGroups, renameGroup } from '../projects/group.ts';
import { strictBody } from '../projects/body.ts';
import type { RouteDeps } from '../deps.ts';

const tags = ['administração'];
const security = [{ bearer: [] }];
const errors = { 400: messageAnswer, 401: messageAnswer, 403: messageAnswer, 404: messageAnswer };
const withConflict = { ...errors, 409: messageAnswer };
const nameBody = strictBody({ name: groupName });
const access = { access: 'global-admin' } as const;

/**
 * Administração (`/admin`, issue #18 part 6), global admins only: the project groups by name
 * (create, rename, delete an empty one) and the system status. The users, the removal review
 * queue and the emission register keep their own routes (users.ts, removal-reviews.ts,
 * emissions.ts); the admin screens use those.
 */
export const adminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, database }) => {
  app.get(
    '/admin/status',
    {
      config: access,
      schema: {
        tags,
        summary: 'Estado do sistema: banco, fila de relatórios, último backup, versão',
        security,
        response: { 200: systemStatusSchema, 401: messageAnswer, 403: messageAnswer },
      },
    },
    async () => systemStatus(database),
  );

  app.get(
    '/admin/project-groups',
    {
      config: access,
      schema: {
        tags,
        summary: 'Grupos de projetos, por nome, com o número de projetos',
        security,
        response: { 200: z.object({ data: z.array(projectGroupSchema) }), 401: messageAnswer, 403: messageAnswer },
      },
    },
    async () => ({ data: await listGroups(db) }),
  );

  app.post(
    '/admin/project-groups',
    {
      config: access,
      schema: {
        tags,
        summary: 'Cria um grupo de projetos',
        security,
        body: nameBody,
        response: { 200: projectGroupSchema, ...withConflict },
      },
    },
    async (request) => createGroup(db, request.body.name),
  );

  app.patch(
    '/admin/project-groups/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Renomeia um grupo de projetos',
        security,
        params: idParams,
        body: nameBody,
        response: { 200: projectGroupSchema, ...withConflict },
      },
    },
    async (request) => renameGroup(db, request.params.id, request.body.name),
  );

  app.delete(
    '/admin/project-groups/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Exclui um grupo de projetos vazio',
        security,
        params: idParams,
        response: { 200: z.object({ id: z.number().int() }), ...withConflict },
      },
    },
    async (request) => deleteGroup(db, request.params.id),
  );
};
