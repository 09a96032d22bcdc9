import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageAnswer } from '../../domain/api/list.ts';
import {
  calendarDeadlinesAnswer,
  calendarFeedAnswer,
  calendarFileParams,
  deadlinesRangeQuery,
} from '../../domain/procedure/notices-api.ts';
import { feedOfToken, feedStatus, revokeFeed, rotateFeed } from '../calendar/feed.ts';
import type { RouteDeps } from '../deps.ts';
import { userDeadlines } from '../procedure/deadlines.ts';

const security = [{ bearer: [] }];
const signedIn = { access: 'authenticated' } as const;

/**
 * The month calendar's data, the personal iCalendar feed and its management (issue 16 part 4).
 * The feed's URL carries its own credential (server/calendar/feed.ts): it is the one route
 * here that needs no sign-in.
 */
export const calendarRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db, config } = deps;

  app.get(
    '/deadlines',
    {
      config: signedIn,
      schema: {
        tags: ['procedimento'],
        summary: 'Prazos legais que vencem no intervalo, em todos os projetos do usuário (calendário do mês)',
        description: 'from e to: AAAA-MM-DD, inclusive, até um ano. Ordem: data de vencimento, depois projeto.',
        security,
        querystring: deadlinesRangeQuery,
        response: { 200: calendarDeadlinesAnswer, 400: messageAnswer, 401: messageAnswer },
      },
    },
    async (request) => ({ data: await userDeadlines(db, request.user, { range: request.query }) }),
  );

  app.get(
    '/account/calendar-feed',
    {
      config: signedIn,
      schema: {
        tags: ['conta'],
        summary: 'Situação do calendário pessoal (iCalendar) do usuário',
        security,
        response: { 200: calendarFeedAnswer, 401: messageAnswer },
      },
    },
    async (request) => feedStatus(db, request.user),
  );

  app.post(
    '/account/calendar-feed',
    {
      config: signedIn,
      schema: {
        tags: ['conta'],
        summary: 'Cria ou troca o endereço secreto do calendário pessoal (o anterior deixa de funcionar)',
        description:
          'O endereço (`url`) só aparece nesta resposta: guarde-o ou assine-o no Outlook ou no Google Agenda.',
        security,
        response: { 201: calendarFeedAnswer, 401: messageAnswer },
      },
    },
    async (request, reply) => reply.code(201).send(await rotateFeed(db, request.user, config.publicUrl)),
  );

  app.delete(
    '/account/calendar-feed',
    {
      config: signedIn,
      schema: {
        tags: ['conta'],
        summary: 'Revoga o calendário pessoal (o endereço passa a responder 404)',
        security,
        response: { 200: calendarFeedAnswer, 401: messageAnswer },
      },
    },
    async (request) => {
      await revokeFeed(db, request.user);
      return feedStatus(db, request.user);
    },
  );

  app.get(
    '/calendar/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['conta'],
        summary: 'Calendário pessoal de prazos (iCalendar), pelo endereço secreto: um evento por vencimento',
        description:
          'Sem login: o token do endereço é a credencial. Token desconhecido ou revogado: 404. ' +
          'Assinável no Outlook e no Google Agenda.',
        params: calendarFileParams,
        response: { 200: z.string().meta({ description: 'text/calendar' }), 400: messageAnswer, 404: messageAnswer },
      },
    },
    async (request, reply) => {
      const text = await feedOfToken(db, request.params.file, { appUrl: config.publicUrl });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="prazos-reurb.ics"')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .send(text);
    },
  );
};
