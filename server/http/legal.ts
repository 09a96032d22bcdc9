import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { legalAnswer } from '../../domain/api/legal.ts';
import { lotLegalState } from '../legal/service.ts';
import type { RouteDeps } from '../deps.ts';
import { idParams, messageAnswer } from '../../domain/api/list.ts';

const errors = { 400: messageAnswer, 401: messageAnswer, 403: messageAnswer, 404: messageAnswer };

/** The lot's legal conformity (issue 14): each rule of domain/legal/ passed, blocked or warning. */
export const legalRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/lots/:id/legal',
    {
      config: { access: 'project-member', scope: { lot: 'params.id' } },
      schema: {
        tags: ['lotes'],
        summary:
          'Conformidade legal do lote: cada regra (aprovada, bloqueia a emissão ou aviso), com o artigo e os campos a corrigir',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: legalAnswer, ...errors },
      },
    },
    async (request) => lotLegalState(db, request.user.id, request.params.id),
  );
};
