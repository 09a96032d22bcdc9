import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isProjectAdmin } from '../../domain/roles.ts';
import { lotHistoryPage } from '../history/read.ts';
import { historyQuery } from '../history/schemas.ts';
import { historyAnswer } from '../../domain/api/history.ts';
import type { RouteDeps } from '../deps.ts';
import { idParams, messageAnswer } from '../../domain/api/list.ts';

const errors = { 400: messageAnswer, 401: messageAnswer, 403: messageAnswer, 404: messageAnswer };

/** The lot history (issue 8 part 2): a timeline for the project's admins. */
export const historyRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/lots/:id/history',
    {
      config: { access: 'project-admin', scope: { lot: 'params.id' } },
      schema: {
        tags: ['lotes'],
        summary: 'Histórico do lote: quem alterou o quê e quando (mais recente primeiro)',
        description:
          'Cada alteração do lote, filhos, moradores, documentos e situação, com os campos alterados (de → para). ' +
          'Valores pessoais (CPF, RG, NIS, telefone, e-mail, datas de nascimento) aparecem mascarados para quem não é administrador do projeto.',
        security: [{ bearer: [] }],
        params: idParams,
        querystring: historyQuery,
        response: { 200: historyAnswer, ...errors },
      },
    },
    async (request) => {
      return lotHistoryPage(db, request.params.id, request.query, isProjectAdmin(request.user, request.projectId));
    },
  );
};
