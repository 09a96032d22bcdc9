import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deadlinesAnswer,
  deadlinesQuery,
  holidaysAnswer,
  holidaysBody,
  partiesAnswer,
  partiesQuery,
  stageEventBody,
  timelineAnswer,
  urgentDeadlinesAnswer,
} from '../../domain/procedure/api.ts';
import { partyBody, partyProgressBody } from '../../domain/procedure/parties.ts';
import type { Legitimado } from '../../domain/procedure/stages.ts';
import type { ReurbModality } from '../../domain/enums/project.ts';
import { idParams, messageAnswer } from '../../domain/api/list.ts';
import { deadlineTexts } from '../../domain/procedure/clocks.ts';
import { findsEveryWord } from '../../domain/text/words.ts';
import type { RouteDeps } from '../deps.ts';
import { checkProject } from '../projects/access.ts';
import { listHolidays, replaceHolidays } from '../procedure/holidays.ts';
import { createParty, listParties, partyProject, updateParty } from '../procedure/parties.ts';
import { procedureTimeline, recordStage } from '../procedure/events.ts';
import { projectDeadlines, urgentDeadlines } from '../procedure/deadlines.ts';

const tags = ['procedimento'];
const security = [{ bearer: [] }];
const errors = { 400: messageAnswer, 401: messageAnswer, 403: messageAnswer, 404: messageAnswer };

/**
 * The Reurb procedure of a project (issue 16 parts 1 and 3): its stage events (the timeline,
 * which is also the history) and the legal clocks computed from them; and the dashboard's
 * panel of what is overdue or ends this week across the caller's projects.
 */
export const procedureRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/projects/:id/procedure',
    {
      config: { access: 'project-member', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Linha do tempo do procedimento da Reurb (etapas registradas, mais antigas primeiro)',
        security,
        params: idParams,
        response: { 200: timelineAnswer, ...errors },
      },
    },
    async (request) => {
      const projectId = request.projectId;
      return procedureTimeline(deps, projectId);
    },
  );

  app.post(
    '/projects/:id/procedure',
    {
      config: { access: 'project-admin', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Registra uma etapa do procedimento (data, nº do ato, arquivo do ato, observação)',
        description:
          'Etapas: requerimento, instauracao, classificacao, notificacao, projeto, aprovacao, crf, prenotacao, registro. ' +
          'Voltar, repetir ou pular etapas exige `reason`.',
        security,
        params: idParams,
        body: stageEventBody,
        response: { 201: timelineAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const projectId = request.projectId;
      const body = request.body;
      await recordStage(db, request.user, projectId, {
        ...body,
        legitimado: (body.legitimado ?? null) as Legitimado | null,
        modality: (body.modality ?? null) as ReurbModality | null,
      });
      return reply.code(201).send(await procedureTimeline(deps, projectId));
    },
  );

  app.get(
    '/projects/:id/deadlines',
    {
      config: { access: 'project-member', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Prazos legais do projeto, com o artigo de cada um (vencidos primeiro)',
        description:
          'state: running, due_soon (vence em até 7 dias), overdue, met. Datas AAAA-MM-DD. Todos os prazos, ou, ' +
          'com count (até 1000), uma página (page); q: cada palavra no assunto ou no nome do prazo, sem ' +
          'diferenciar maiúsculas nem acentos. total: quantos há (da busca, com q).',
        security,
        params: idParams,
        querystring: deadlinesQuery,
        response: { 200: deadlinesAnswer, ...errors },
      },
    },
    async (request) => {
      const { page, count, q } = request.query;
      const found = (await projectDeadlines(db, request.projectId)).filter((d) => findsEveryWord(q, deadlineTexts(d)));
      return { data: count ? found.slice((page - 1) * count, page * count) : found, total: found.length };
    },
  );

  app.get(
    '/deadlines/urgent',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Prazos vencidos e que vencem em até 7 dias, em todos os projetos do usuário',
        security,
        response: { 200: urgentDeadlinesAnswer, 401: messageAnswer },
      },
    },
    async (request) => ({ data: await urgentDeadlines(db, request.user) }),
  );

  app.get(
    '/projects/:id/notified-parties',
    {
      config: { access: 'project-member', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Notificados do procedimento (titulares, confrontantes, terceiros) com os prazos de cada um',
        description:
          'Na ordem em que foram cadastrados; page e count (até 1000, 1000 se omitido) e total. q: cada palavra no ' +
          'nome, na matrícula ou transcrição, no endereço ou no papel, sem diferenciar maiúsculas nem acentos, ou, ' +
          'em algarismos (com ou sem pontos), no CPF/CNPJ.',
        security,
        params: idParams,
        querystring: partiesQuery,
        response: { 200: partiesAnswer, ...errors },
      },
    },
    async (request) => listParties(deps, request.projectId, request.query),
  );

  app.post(
    '/projects/:id/notified-parties',
    {
      config: { access: 'project-admin', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Cadastra um notificado (nome, CPF/CNPJ, endereço, matrícula ou transcrição, papel)',
        description: 'Responde como o GET sem page nem count: os primeiros 1000 notificados e o total.',
        security,
        params: idParams,
        body: partyBody,
        response: { 201: partiesAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const projectId = request.projectId;
      await createParty(db, request.user, projectId, request.body);
      return reply.code(201).send(await listParties(deps, projectId));
    },
  );

  app.patch(
    '/notified-parties/:id',
    {
      config: { access: 'project-admin' },
      schema: {
        tags,
        summary: 'Registra a notificação (AR ou edital), a impugnação, a decisão e o recurso de um notificado',
        description:
          'Cada passo exige o anterior; impugnação até 30 dias e recurso até 15 dias (Decreto 9.310/2018, art. 24). ' +
          'Responde como o GET sem page nem count: os primeiros 1000 notificados e o total.',
        security,
        params: idParams,
        body: partyProgressBody,
        response: { 200: partiesAnswer, ...errors, 409: messageAnswer },
      },
    },
    async (request) => {
      const projectId = checkProject(request.user, await partyProject(db, request.params.id), 'admin');
      await updateParty(db, request.user, request.params.id, projectId, request.body);
      return listParties(deps, projectId);
    },
  );

  app.get(
    '/projects/:id/holidays',
    {
      config: { access: 'project-member', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Feriados municipais do projeto (prorrogam os prazos que vencem neles)',
        security,
        params: idParams,
        response: { 200: holidaysAnswer, ...errors },
      },
    },
    async (request) => {
      const projectId = request.projectId;
      return { data: await listHolidays(db, projectId) };
    },
  );

  app.put(
    '/projects/:id/holidays',
    {
      config: { access: 'project-admin', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Substitui a lista de feriados municipais do projeto',
        description:
          'Lei 9.784/1999, art. 66, § 1º: o prazo que vence em dia sem expediente passa ao dia útil seguinte.',
        security,
        params: idParams,
        body: holidaysBody,
        response: { 200: holidaysAnswer, ...errors },
      },
    },
    async (request) => {
      const projectId = request.projectId;
      return { data: await replaceHolidays(db, projectId, request.body) };
    },
  );
};
