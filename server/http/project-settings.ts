import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsBody } from '../projects/settings/schemas.ts';
import { settingsSchema } from '../../domain/api/project-settings.ts';
import { projectSettingsDetail, saveProjectSettings } from '../projects/settings/service.ts';
import { versionOf } from '../history/version.ts';
import type { RouteDeps } from '../deps.ts';
import { idParams, messageAnswer } from '../../domain/api/list.ts';

const security = [{ bearer: [] }];
const tags = ['configuração de relatórios'];
const errors = { 400: messageAnswer, 401: messageAnswer, 403: messageAnswer, 404: messageAnswer };

/** Report settings of a project (docs/entities.md#entities Project settings, docs/validation.md#validation): city data, mayor, title texts, logo. */
export const projectSettingsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  const files = { db, config };

  app.get(
    '/projects/:id/settings',
    {
      config: { access: 'project-admin', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Configuração de relatórios do projeto',
        security,
        params: idParams,
        response: { 200: settingsSchema, ...errors },
      },
    },
    async (request) => projectSettingsDetail(files, request.projectId),
  );

  app.patch(
    '/projects/:id/settings',
    {
      config: { access: 'project-admin', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary:
          'Altera a configuração de relatórios (os campos obrigatórios precisam estar preenchidos depois da alteração)',
        security,
        params: idParams,
        body: settingsBody,
        response: { 200: settingsSchema, ...errors, 409: messageAnswer },
      },
    },
    async (request) => {
      await saveProjectSettings(db, request.user, request.projectId, request.body, versionOf(request));
      return projectSettingsDetail(files, request.projectId);
    },
  );
};
