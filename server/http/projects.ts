import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addMember, changeMemberRole, removeMember } from '../members/service.ts';
import { listMembers, memberCandidates } from '../members/queries.ts';
import { candidateQuery, memberListQuery, memberRoleBody, memberSubBody } from '../members/schemas.ts';
import { candidateSchema, memberSchema } from '../../domain/api/members.ts';
import { listProjects } from '../projects/queries.ts';
import { projectCreateBody, projectListQuery, projectUpdateBody } from '../projects/schemas.ts';
import { projectListItemSchema, projectSchema } from '../../domain/api/projects.ts';
import { createProject, deleteProject, projectDetail, updateProject } from '../projects/service.ts';
import { versionOf } from '../history/version.ts';
import type { RouteDeps } from '../deps.ts';
import { idParams, listAnswer, messageAnswer } from '../../domain/api/list.ts';
import { fastSerializerCompiler } from './fast-serializer.ts';

const security = [{ bearer: [] }];
const tags = ['projetos'];
const errors = { 400: messageAnswer, 401: messageAnswer, 403: messageAnswer, 404: messageAnswer };
const withConflict = { ...errors, 409: messageAnswer };

/** Projects (list, get, create, update, delete) and their members (list, add, change role, remove): docs/api.md#api. */
export const projectsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  const files = { db, config };

  // Any signed-in user: the list holds only their projects (all of them for a global admin).
  app.get(
    '/projects/list',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Projetos do usuário, com contagens e progresso',
        security,
        querystring: projectListQuery,
        response: { 200: listAnswer(projectListItemSchema), 400: messageAnswer, 401: messageAnswer },
      },
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => listProjects(db, request.user, request.query),
  );

  app.get(
    '/projects/:id',
    {
      config: { access: 'project-member', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Um projeto, com arquivos e membros',
        security,
        params: idParams,
        response: { 200: projectSchema, ...errors },
      },
    },
    async (request) => projectDetail(files, request.projectId),
  );

  app.post(
    '/projects/create',
    {
      config: { access: 'global-admin' },
      schema: {
        tags,
        summary: 'Cria um projeto',
        security,
        body: projectCreateBody,
        response: { 200: projectSchema, ...errors },
      },
    },
    async (request) => projectDetail(files, await createProject(db, request.user, request.body)),
  );

  app.patch(
    '/projects/:id',
    {
      config: { access: 'project-admin', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Altera um projeto',
        security,
        params: idParams,
        body: projectUpdateBody,
        response: { 200: projectSchema, ...withConflict },
      },
    },
    async (request) => {
      const id = request.projectId;
      await updateProject(db, request.user, id, request.body, versionOf(request));
      return projectDetail(files, id);
    },
  );

  // Project admins too (issue #18 part 7), after the delete modal; never with emitted documents.
  app.delete(
    '/projects/:id',
    {
      config: { access: 'project-admin', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Exclui um projeto e tudo o que ele contém',
        description: 'Recusado (409) se o projeto tem documentos no registro de emissões.',
        security,
        params: idParams,
        response: { 200: z.object({ id: z.number().int() }), ...withConflict },
      },
    },
    async (request) => deleteProject(db, request.projectId),
  );

  app.get(
    '/projects/:id/members',
    {
      config: { access: 'project-member', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Membros do projeto',
        security,
        params: idParams,
        querystring: memberListQuery,
        response: { 200: listAnswer(memberSchema), ...errors },
      },
    },
    async (request) => listMembers(db, request.projectId, request.query),
  );

  app.get(
    '/projects/:id/member-candidates',
    {
      config: { access: 'project-admin', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Usuários existentes que podem ser adicionados ao projeto (busca por nome ou e-mail)',
        description: 'Só nome e e-mail, no máximo 10, para uma busca de pelo menos 3 letras.',
        security,
        params: idParams,
        querystring: candidateQuery,
        response: { 200: z.object({ data: z.array(candidateSchema) }), ...errors },
      },
    },
    async (request) => ({ data: await memberCandidates(db, request.projectId, request.query.q) }),
  );

  app.post(
    '/projects/:id/addMember',
    {
      config: { access: 'project-admin', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Adiciona um usuário ao projeto como membro',
        security,
        params: idParams,
        body: memberSubBody,
        response: { 200: memberSchema, ...withConflict },
      },
    },
    async (request) => addMember(db, request.projectId, request.body.user_sub),
  );

  app.post(
    '/projects/:id/changeMemberRole',
    {
      config: { access: 'project-admin', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Altera o perfil de um membro no projeto',
        security,
        params: idParams,
        body: memberRoleBody,
        response: { 200: memberSchema, ...withConflict },
      },
    },
    async (request) => {
      const projectId = request.projectId;
      return changeMemberRole(db, request.user, projectId, request.body.user_sub, request.body.role);
    },
  );

  app.post(
    '/projects/:id/removeMember',
    {
      config: { access: 'project-admin', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Remove um membro do projeto',
        security,
        params: idParams,
        body: memberSubBody,
        response: { 200: z.object({ sub: z.string() }), ...withConflict },
      },
    },
    async (request) => {
      const projectId = request.projectId;
      return removeMember(db, request.user, projectId, request.body.user_sub);
    },
  );
};
