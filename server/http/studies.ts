import type { Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PDF } from '../reports/kinds.ts';
import { streamFile } from './stream-file.ts';
import { renderStudy } from '../render/index.ts';
import { PRELIMINARY_TITLE, TECHNICAL_TITLE } from '../studies/titles.ts';
import { readPreliminary, savePreliminary } from '../studies/preliminary.ts';
import { ownImageSigner, signSections, signedInOrder } from '../studies/rich-text/own-images.ts';
import { answersPatch, preliminaryPatch, RICH_BODY_LIMIT, technicalPatch } from '../studies/schemas.ts';
import { registerRichBodyParser, setAsideOf } from './rich-body/parser.ts';
import { preliminaryAnswer, questionAnswer, technicalAnswer } from '../../domain/api/studies.ts';
import type { Answers } from '../studies/technical/context.ts';
import {
  type TechnicalSections,
  projectFacts,
  saveAnswers,
  saveParagraphs,
  technicalForm,
  technicalSections,
  uncustomize,
} from '../studies/technical/service.ts';
import { sendTechnical } from './technical-answer.ts';
import { appliedMinimal, prefersMinimal } from './prefer.ts';
import type { RouteDeps } from '../deps.ts';
import { idParams, messageAnswer } from '../../domain/api/list.ts';

const tags = ['estudo preliminar e relatório técnico'];
const security = [{ bearer: [] }];
const errors = { 400: messageAnswer, 401: messageAnswer, 403: messageAnswer, 404: messageAnswer };
const pdfAnswer = z.unknown().meta({ description: 'PDF' });
const admin = { access: 'project-admin', scope: { project: 'params.id' } } as const;

/**
 * Estudo Preliminar and Relatório Técnico (docs/screens.md#screens, docs/entities.md#entities, docs/api.md#api): rich-text sections saved
 * sanitised (the accepted HTML subset is documented in server/studies/rich-text/subset.ts),
 * the technical report's questions, answers and paragraphs, and both documents as PDFs
 * streamed as they are written. Project admins only.
 */
export const studiesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;
  const base = '/projects/:id';
  // The two saves of sections: large bodies are made ready off the API's thread (server/http/rich-body/).
  registerRichBodyParser(app);

  /** The Estudo Preliminar as the editor gets it: its pictures as signed links (own-images.ts). */
  const preliminaryRead = async (projectId: number) =>
    signSections(ownImageSigner(deps, projectId), await readPreliminary(db, projectId));

  /** The Relatório Técnico's answer, its pictures signed as each section is read. */
  const technicalRead = (reply: FastifyReply, projectId: number, state: TechnicalSections) =>
    sendTechnical(reply, { ...state, paragraphs: signedInOrder(ownImageSigner(deps, projectId), state.paragraphs) });

  async function sendPdf(
    reply: FastifyReply,
    projectId: number,
    title: string,
    write: (out: Writable) => Promise<number>,
  ) {
    const name = async () => `${title} - ${(await projectFacts(db, projectId)).name}.pdf`;
    return streamFile(reply, { type: PDF, name, disposition: 'inline' }, 'study pdf', write);
  }

  app.get(
    `${base}/relatorio-preliminar`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Estudo Preliminar: as três seções (HTML)',
        security,
        params: idParams,
        response: { 200: preliminaryAnswer, ...errors },
      },
    },
    async (request) => preliminaryRead(request.projectId),
  );

  app.patch(
    `${base}/relatorio-preliminar`,
    {
      config: { ...admin, richBody: 'preliminary' },
      bodyLimit: RICH_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Salva seções do Estudo Preliminar (HTML saneado; até 5 MB por seção)',
        description:
          'Responde as três seções, como o GET; com `Prefer: return=minimal`, responde `{}`, com `Preference-Applied: return=minimal`.',
        security,
        params: idParams,
        body: preliminaryPatch,
        // The three sections, or with the minimal answer none.
        response: { 200: preliminaryAnswer.partial(), ...errors },
      },
    },
    async (request, reply) => {
      const projectId = request.projectId;
      await savePreliminary(deps, projectId, request.user.id, request.body, setAsideOf(request));
      // With a photo at the editor's limit in each section the whole study is ~8 MB, which the
      // page does not need: it has the sections (issue #19).
      if (prefersMinimal(request)) return appliedMinimal(reply).send({});
      return preliminaryRead(projectId);
    },
  );

  app.get(
    `${base}/relatorio-preliminar/pdf`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Estudo Preliminar em PDF',
        security,
        params: idParams,
        response: { 200: pdfAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const projectId = request.projectId;
      return sendPdf(reply, projectId, PRELIMINARY_TITLE, (out) => renderStudy(deps, projectId, 'preliminary', out));
    },
  );

  app.get(
    `${base}/relatorio-tecnico/form`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Perguntas do Relatório Técnico (com os valores calculados dos dados do projeto)',
        security,
        params: idParams,
        response: { 200: questionAnswer, ...errors },
      },
    },
    async (request) => technicalForm(db, request.projectId),
  );

  app.get(
    `${base}/relatorio-tecnico`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Relatório Técnico: respostas e parágrafos (gerados das respostas, ou os personalizados)',
        security,
        params: idParams,
        response: { 200: technicalAnswer, ...errors },
      },
    },
    async (request, reply) => technicalRead(reply, request.projectId, await technicalSections(db, request.projectId)),
  );

  app.patch(
    `${base}/relatorio-tecnico/answers`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Salva as respostas do Relatório Técnico (substitui todas)',
        security,
        params: idParams,
        body: answersPatch,
        response: { 200: technicalAnswer, ...errors },
      },
    },
    async (request, reply) =>
      technicalRead(
        reply,
        request.projectId,
        await saveAnswers(db, request.projectId, request.user.id, request.body.answers as Answers),
      ),
  );

  app.patch(
    `${base}/relatorio-tecnico`,
    {
      config: { ...admin, richBody: 'technical' },
      bodyLimit: RICH_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Personaliza parágrafos do Relatório Técnico',
        description:
          '{paragraphs}: salva as seções enviadas (HTML saneado) e marca customized=true. {customized: false}: volta ao texto gerado das respostas. ' +
          'Responde o relatório inteiro, como o GET; com `Prefer: return=minimal` e {paragraphs}, responde sem as seções (`paragraphs` vazio), com `Preference-Applied: return=minimal`.',
        security,
        params: idParams,
        body: technicalPatch,
        response: { 200: technicalAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const projectId = request.projectId;
      const { paragraphs } = request.body;
      if (!paragraphs) return technicalRead(reply, projectId, await uncustomize(db, projectId, request.user.id));
      const saved = await saveParagraphs(
        deps,
        projectId,
        request.user.id,
        paragraphs as Record<string, string>,
        setAsideOf(request),
      );
      // The editor's Salvar asks for no section back: it has them, and at the size cap the whole
      // report is 8 MB to read, send and download (issue #19 goal 5).
      if (prefersMinimal(request)) return sendTechnical(appliedMinimal(reply), { ...saved, paragraphs: [] });
      return technicalRead(reply, projectId, saved);
    },
  );

  app.get(
    `${base}/relatorio-tecnico/pdf`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Relatório Técnico em PDF',
        security,
        params: idParams,
        response: { 200: pdfAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const projectId = request.projectId;
      return sendPdf(reply, projectId, TECHNICAL_TITLE, (out) => renderStudy(deps, projectId, 'technical', out));
    },
  );
};
