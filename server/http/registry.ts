import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, messageAnswer } from '../../domain/api/list.ts';
import { dashboardRegistryAnswer, projectRegistryAnswer } from '../../domain/registry/api.ts';
import type { RouteDeps } from '../deps.ts';
import { dashboardRegistryCounts, projectRegistryCounts } from '../registry/stages.ts';
import { renderNotices } from '../render/index.ts';
import { PDF } from '../reports/kinds.ts';
import { streamFile } from './stream-file.ts';

const tags = ['registro'];
const security = [{ bearer: [] }];
const errors = { 400: messageAnswer, 401: messageAnswer, 403: messageAnswer, 404: messageAnswer };

/**
 * The registry after the CRF (issue 16 part 5): lots per registry stage for a project (the
 * progress screen) and across the caller's projects (the dashboard panel). The facts themselves
 * are lot fields, saved with the lot (PATCH /lots/{id}). And, once the unit has its matrícula,
 * the family's requerimento of the averbação of their house (Decreto 9.310/2018 art. 72).
 */
export const registryRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;
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

  app.get(
    '/lots/:id/averbacao-edificacao.pdf',
    {
      config: { access: 'project-member', scope: { lot: 'params.id' } },
      schema: {
        tags,
        summary: 'Requerimento de averbação da edificação do lote, por mera notícia (Reurb-S; PDF)',
        description:
          'Do(s) titular(es) ao cartório de registro de imóveis do lote (ou do núcleo): a unidade, a matrícula e a área ' +
          'construída, dispensados o habite-se e as certidões negativas (Decreto 9.310/2018, art. 72), com a isenção da ' +
          'primeira averbação de construção residencial de até 70 m² (art. 54, V). 409 quando o lote não é de Reurb-S, ' +
          'não tem titular, ou faltam a área construída ou a matrícula (aberta com o registro da CRF, art. 50).',
        security,
        params: idParams,
        response: { 200: z.unknown().meta({ description: 'PDF (application/pdf)' }), ...errors, 409: messageAnswer },
      },
    },
    async (request, reply) =>
      streamFile(
        reply,
        { type: PDF, name: 'Requerimento de averbação da edificação.pdf', disposition: 'inline' },
        'averbacao pdf',
        (out) =>
          renderNotices(deps, { document: 'averbacao', projectId: request.projectId, ids: [request.params.id] }, out),
      ),
  );
};
