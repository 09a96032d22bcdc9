import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, messageAnswer } from '../../domain/api/list.ts';
import { lettersQuery, MAX_BULK_LETTERS, partyLetterParams } from '../../domain/procedure/notices-api.ts';
import type { RouteDeps } from '../deps.ts';
import { partyName } from '../procedure/letters/notices.ts';
import { renderNotices } from '../render/index.ts';
import { PDF } from '../reports/kinds.ts';
import { streamFile } from './stream-file.ts';

const tags = ['procedimento'];
const security = [{ bearer: [] }];
const errors = { 400: messageAnswer, 401: messageAnswer, 403: messageAnswer, 404: messageAnswer };
const pdfAnswer = z.unknown().meta({ description: 'PDF (application/pdf)' });
const member = { access: 'project-member', scope: { project: 'params.id' } } as const;

/** A name a file system takes: no reserved characters, and no dot at its end ("Ltda..pdf"). */
const fileName = (text: string) =>
  text
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .slice(0, 120)
    .replace(/[.\s]+$/, '');

/**
 * The notification letters and the edital of the procedure (issue 16 part 2; Lei 13.465/2017
 * art. 31; Decreto 9.310/2018 art. 24 §§ 1º, 4º a 6º e 8º). Every member of the project may
 * print them: they show what the Notificados page already shows them. Each is drawn in a render
 * worker and streamed as it is drawn (server/render): 2,000 letters held the API's thread 3.4 s.
 */
export const noticesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  app.get(
    '/projects/:id/notified-parties/:partyId/letter.pdf',
    {
      config: member,
      schema: {
        tags,
        summary: 'Carta de notificação de um notificado (PDF)',
        description:
          'Com o cabeçalho do município, o prazo de 30 dias contado do recebimento, como impugnar e a advertência de ' +
          'que o silêncio significa concordância (Lei 13.465/2017, art. 31; Decreto 9.310/2018, art. 24).',
        security,
        params: partyLetterParams,
        response: { 200: pdfAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { projectId } = request;
      const { partyId } = request.params;
      const name = `Notificação - ${fileName(await partyName(deps.db, projectId, partyId))}.pdf`;
      return streamFile(reply, { type: PDF, name, disposition: 'inline' }, 'letter pdf', (out) =>
        renderNotices(deps, { document: 'letters', projectId, ids: [partyId] }, out),
      );
    },
  );

  app.get(
    '/projects/:id/notified-parties/:partyId/decision.pdf',
    {
      config: member,
      schema: {
        tags,
        summary: 'Notificação da decisão sobre a impugnação de um notificado (PDF)',
        description:
          'A decisão registrada (acolhida integralmente ou em parte, não acolhida ou rejeitada) com as suas razões; na ' +
          'rejeição, o prazo de 15 dias para recorrer, contado do recebimento, e o seguimento da Reurb sem recurso ' +
          '(Decreto 9.310/2018, art. 24, §§ 3º, 9º a 12); no que não foi acolhido, a composição de conflitos (§ 7º; ' +
          'art. 27, §§ 2º e 4º). 409 enquanto não há impugnação e decisão registradas, ou quando a rejeição ou a ' +
          'decisão que leva à composição não tem as razões.',
        security,
        params: partyLetterParams,
        response: { 200: pdfAnswer, ...errors, 409: messageAnswer },
      },
    },
    async (request, reply) => {
      const { projectId } = request;
      const { partyId } = request.params;
      const name = `Decisão sobre impugnação - ${fileName(await partyName(deps.db, projectId, partyId))}.pdf`;
      return streamFile(reply, { type: PDF, name, disposition: 'inline' }, 'decision pdf', (out) =>
        renderNotices(deps, { document: 'decision', projectId, ids: [partyId] }, out),
      );
    },
  );

  app.get(
    '/projects/:id/notified-parties/letters.pdf',
    {
      config: member,
      schema: {
        tags,
        summary: 'Cartas de notificação em lote (PDF, uma por notificado, cada uma em nova página)',
        description: `Todos os notificados do projeto, ou só os de \`ids\` (separados por vírgula, até ${MAX_BULK_LETTERS}).`,
        security,
        params: idParams,
        querystring: lettersQuery,
        response: { 200: pdfAnswer, ...errors, 409: messageAnswer },
      },
    },
    async (request, reply) => {
      const { projectId } = request;
      const { ids } = request.query;
      return streamFile(reply, { type: PDF, name: 'Notificações.pdf', disposition: 'inline' }, 'letters pdf', (out) =>
        renderNotices(deps, { document: 'letters', projectId, ...(ids ? { ids } : {}) }, out),
      );
    },
  );

  app.get(
    '/projects/:id/termo-compromisso.pdf',
    {
      config: member,
      schema: {
        tags,
        summary: 'Termo de compromisso de execução das obras e serviços do projeto (PDF)',
        description:
          'O cronograma físico e os responsáveis da Configuração de Relatórios, com as responsabilidades da modalidade ' +
          '(Decreto 9.310/2018, arts. 30, § 4º, 34 e 35) e as assinaturas do Município, do(s) compromissário(s) e de ' +
          'duas testemunhas, que o tornam título executivo extrajudicial (art. 21, § 1º). Integra a CRF (art. 3º, V e ' +
          '§ 2º; art. 30, IX e X). 409 quando a infraestrutura essencial é declarada completa (art. 30, § 1º: ' +
          'dispensado), ou faltam o cronograma ou, na Reurb-E, os responsáveis.',
        security,
        params: idParams,
        response: { 200: pdfAnswer, ...errors, 409: messageAnswer },
      },
    },
    async (request, reply) =>
      streamFile(
        reply,
        { type: PDF, name: 'Termo de compromisso.pdf', disposition: 'inline' },
        'commitment pdf',
        (out) => renderNotices(deps, { document: 'commitment', projectId: request.projectId }, out),
      ),
  );

  app.get(
    '/projects/:id/declaracao-reurb-s.pdf',
    {
      config: member,
      schema: {
        tags,
        summary: 'Declaração de classificação do núcleo como Reurb-S (PDF)',
        description:
          'Atesta a última classificação registrada no procedimento (o ato e a sua data, ou a fixação automática ' +
          'do art. 23, § 3º), para as isenções de custas e emolumentos anteriores à CRF (Decreto 9.310/2018, art. 53, ' +
          '§ 3º; art. 54, XI; art. 55). 409 sem classificação registrada, classificada como Reurb-E ou mista, ou sem o ' +
          'número do ato.',
        security,
        params: idParams,
        response: { 200: pdfAnswer, ...errors, 409: messageAnswer },
      },
    },
    async (request, reply) =>
      streamFile(
        reply,
        { type: PDF, name: 'Declaração de Reurb-S.pdf', disposition: 'inline' },
        'classification pdf',
        (out) => renderNotices(deps, { document: 'classification', projectId: request.projectId }, out),
      ),
  );

  app.get(
    '/projects/:id/notified-parties/edital.pdf',
    {
      config: member,
      schema: {
        tags,
        summary: 'Edital de notificação dos não encontrados ou que recusaram a notificação (PDF)',
        description:
          'Os notificados com forma de notificação "edital" (Decreto 9.310/2018, art. 24, § 5º), com o prazo de 30 dias ' +
          'e a descrição resumida da área. 409 quando nenhum notificado está marcado para edital.',
        security,
        params: idParams,
        response: { 200: pdfAnswer, ...errors, 409: messageAnswer },
      },
    },
    async (request, reply) =>
      streamFile(reply, { type: PDF, name: 'Edital de notificação.pdf', disposition: 'inline' }, 'edital pdf', (out) =>
        renderNotices(deps, { document: 'edital', projectId: request.projectId }, out),
      ),
  );
};
