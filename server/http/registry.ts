import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, messageAnswer } from '../../domain/api/list.ts';
import { dashboardRegistryAnswer, projectRegistryAnswer } from '../../domain/registry/api.ts';
import type { RouteDeps } from '../deps.ts';
import { dashboardRegistryCounts, projectRegistryCounts } from '../registry/stages.ts';

const tags = ['registro'];
const security = [{ bearer: [] }];
const errors = { 400: messageAnswer, 401: messageAnswer, 403: messageAnswer, 404: messageAnswer };

/**
 * The registry after the CRF (issue 16 part 5): lots per registry stage for a project (the
 * progress screen) and across the caller's projects (the dashboard panel). The facts themselves
 * are lot fields, saved with the lot (PATCH /lots/{id}).
 */
export const registryRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/projects/:id/registry-stages',
    {
      config: { access: 'project-member', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Lotes do projeto por etapa do registro no cartório',
        security,
        params: idParams,
        response: { 200: projectRegistryAnswer, ...errors },
      },
    },
    async (request) => projectRegistryCounts(db, request.projectId),
  );

  app.get(
    '/registry/stages',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Lotes por etapa do registro, nos projetos do usuário que já chegaram ao cartório',
        security,
        response: { 200: dashboardRegistryAnswer, ...errors },
      },
    },
    async (request) => dashboardRegistryCounts(db, request.user),
  );
};
