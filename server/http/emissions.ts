import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normaliseCode } from '../emissions/code.ts';
import { packageFileName } from '../emissions/package-name.ts';
import { cancelEmission, findEmission, listEmissions, publicVerification } from '../emissions/read.ts';
import { SIGNING_UNREADABLE, signingOf } from '../emissions/sign.ts';
import { contentDisposition } from '../files/names.ts';
import { fileStorage } from '../files/storage.ts';
import { checkProject } from '../projects/access.ts';
import { renderRegistryPackage } from '../render/index.ts';
import { PDF, XLSX } from '../reports/kinds.ts';
import { streamFile } from './stream-file.ts';
import type { RouteDeps } from '../deps.ts';
import { notFound } from '../errors.ts';
import { countUpTo, idParams, listAnswer, messageAnswer } from '../../domain/api/list.ts';
import { emissionItem, signingCertificateAnswer, verifyAnswer } from '../../domain/api/emissions.ts';

const tags = ['documentos emitidos'];
const security = [{ bearer: [] }];
const errors = { 400: messageAnswer, 401: messageAnswer, 403: messageAnswer, 404: messageAnswer };

const listQuery = z.object({
  page: z.coerce.number({ error: 'Página inválida' }).int().min(1).max(100_000).default(1),
  count: countUpTo(200).default(25),
  lot_id: idParams.shape.id.optional(),
  q: z.string().trim().max(200, 'Busca muito longa').optional(),
});

const cancelBody = z.object({
  reason: z
    .string({ error: 'Informe o motivo do cancelamento' })
    .trim()
    .min(5, 'Informe o motivo do cancelamento (ao menos 5 caracteres)')
    .max(1000, 'Motivo longo demais (até 1000 caracteres)'),
});

const CODE_NOT_FOUND = 'Código de verificação não encontrado. Confira o código impresso no documento.';
/**
 * The emission register (issue 14 parts 3–4): the project's emitted títulos and CRFs,
 * download of the stored bytes, cancelling (project admins, with a reason), and the public
 * verification by code (no sign-in; unknown and malformed codes answer the same 404).
 */
export const emissionRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  app.get(
    '/projects/:id/emissions',
    {
      config: { access: 'project-member', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Documentos emitidos do projeto (títulos e CRFs), mais recentes primeiro',
        description:
          'lot_id: só os que cobrem esse lote. q: busca pelo número ("153", "0153/2026", "CRF 003"), pelo nome do lote ' +
          'ou pelo nome do titular na emissão; cada palavra precisa aparecer, sem diferenciar maiúsculas nem acentos.',
        security,
        params: idParams,
        querystring: listQuery,
        response: { 200: listAnswer(emissionItem), ...errors },
      },
    },
    async (request) => {
      return listEmissions(db, request.projectId, request.query);
    },
  );

  app.get(
    '/emissions/signing-certificate',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'O certificado digital que assina os títulos e as CRFs: titular e validade',
        description:
          'certificate nulo: nenhum certificado configurado (SIGNING_P12), e os documentos saem sem assinatura digital. ' +
          'Fora da validade, a emissão em PDF é recusada (409); as telas de emissão avisam antes que ela acabe.',
        security,
        response: { 200: signingCertificateAnswer, 401: messageAnswer, 503: messageAnswer },
      },
    },
    async (_request, reply) => {
      const signing = await signingOf(config).catch(() => undefined);
      if (signing === undefined) return reply.code(503).send({ message: SIGNING_UNREADABLE });
      return {
        certificate: signing && {
          holder: signing.name,
          valid_from: signing.validity.from.toISOString(),
          valid_until: signing.validity.until.toISOString(),
        },
      };
    },
  );

  app.post(
    '/emissions/:id/cancel',
    {
      config: { access: 'project-admin' },
      schema: {
        tags,
        summary: 'Cancela um documento emitido (motivo obrigatório)',
        description: 'Libera os CPFs para o art. 23, §1º, II e registra o cancelamento no histórico de cada lote.',
        security,
        params: idParams,
        body: cancelBody,
        response: {
          200: z.object({ id: z.number().int(), status: z.literal('cancelled') }),
          ...errors,
          409: messageAnswer,
        },
      },
    },
    async (request) => {
      const row = await findEmission(db, request.params.id);
      checkProject(request.user, row?.project_id, 'admin');
      await cancelEmission(db, request.user, request.params.id, request.body.reason);
      return { id: request.params.id, status: 'cancelled' as const };
    },
  );

  app.get(
    '/emissions/:id/download',
    {
      config: { access: 'project-admin' },
      schema: {
        tags,
        summary: 'Baixa os bytes guardados do documento emitido (não uma nova geração)',
        security,
        params: idParams,
        response: { 200: z.unknown().meta({ description: 'PDF ou XLSX' }), ...errors },
      },
    },
    async (request, reply) => {
      const row = await findEmission(db, request.params.id);
      checkProject(request.user, row?.project_id, 'admin');
      const file = row?.file_key ? await fileStorage(config).get(row.file_key) : null;
      if (!row || !file)
        throw notFound('Este documento não tem arquivo guardado (emitido antes do registro de emissões).');
      const kind = row.kind === 'titulo-legitimacao' ? 'Título' : 'CRF';
      const name = `${kind} ${row.number}-${row.year}.${row.format}`;
      return reply
        .header('content-type', row.format === 'xlsx' ? XLSX : PDF)
        .header('content-disposition', contentDisposition(name, 'attachment'))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file);
    },
  );

  app.get(
    '/emissions/:id/package',
    {
      config: { access: 'project-admin' },
      schema: {
        tags,
        summary: 'Pacote para o cartório de uma CRF emitida (ZIP): a CRF em PDF, a listagem de ocupantes, os polígonos',
        description:
          'ZIP gerado em fluxo: o PDF guardado da CRF (os mesmos bytes emitidos), `ocupantes-….xlsx` (um ocupante por linha com os campos do ' +
          'Decreto 9.310/2018, art. 38, VI, o direito real conferido e a unidade), `lotes.geojson` (polígonos p1–p4 em SIRGAS 2000, EPSG:4674) e, ' +
          'por último, `manifest.json` com o número da CRF e o SHA-256 de cada arquivo. Mesmas regras de acesso do download. 409 para um título, ' +
          'uma CRF cancelada, em planilha ou anterior ao registro, um lote cujo titular mudou desde a emissão ou sem direito real informado.',
        security,
        params: idParams,
        response: { 200: z.unknown().meta({ description: 'ZIP (application/zip)' }), ...errors, 409: messageAnswer },
      },
    },
    async (request, reply) => {
      const row = await findEmission(db, request.params.id);
      checkProject(request.user, row?.project_id, 'admin');
      // Written in a render worker (server/render): its spreadsheet and polygons held the API's thread.
      return streamFile(reply, { type: 'application/zip', name: packageFileName(row!) }, 'registry package', (out) =>
        renderRegistryPackage({ db, config }, row!.id, out),
      );
    },
  );

  app.get(
    '/public/verify/:code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Verificação pública de um título ou CRF pelo código impresso (sem login)',
        description:
          'Código de 16 caracteres (com ou sem hífens). Responde tipo, número, situação (válido, substituído, cancelado), data, município e o titular ' +
          'mascarado; código desconhecido ou malformado: 404 com a mesma mensagem.',
        params: z.object({ code: z.string() }),
        response: { 200: verifyAnswer, 404: messageAnswer },
      },
    },
    async (request) => {
      const code = request.params.code.length <= 64 ? normaliseCode(request.params.code) : null;
      const found = code ? await publicVerification(db, code) : null;
      if (!found) throw notFound(CODE_NOT_FOUND);
      return found as z.output<typeof verifyAnswer>;
    },
  );
};
