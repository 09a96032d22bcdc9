import type { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isGlobalAdmin } from '../../domain/roles.ts';
import { contentDisposition } from '../files/names.ts';
import { streamFile } from './stream-file.ts';
import { fileStorage } from '../files/storage.ts';
import { ReportQueue } from '../jobs/queue.ts';
import { cleanupExpired, createJob, findJob, jobStatus, updateJob, verifyDownload } from '../jobs/report-jobs.ts';
import { officialDocument, officialQuery, refusalAnswer, sentFilter } from '../emissions/http-official.ts';
import { countLots, projectInfo } from '../reports/data.ts';
import { filterQuery, singleResidentQuery, toReportFilter } from '../reports/filters.ts';
import type { Generated, ReportRequest } from '../reports/generate.ts';
import { requireGroup } from '../reports/group-access.ts';
import {
  customFileName,
  DOCUMENT_KINDS,
  fileName,
  GROUP_KINDS,
  PDF,
  REPORT_KINDS,
  SUMMARIES,
  XLSX,
} from '../reports/kinds.ts';
import { attributesParam, previewRows } from '../reports/xlsx/custom.ts';
import { renderCustomXlsx, renderPdf } from '../render/index.ts';
import type { RouteDeps } from '../deps.ts';
import { HttpError, notFound } from '../errors.ts';
import { idParams, messageAnswer } from '../../domain/api/list.ts';
import { reportJobAnswer, reportPreviewAnswer } from '../../domain/api/reports.ts';

const tags = ['relatórios'];
const security = [{ bearer: [] }];
const errors = { 400: messageAnswer, 401: messageAnswer, 403: messageAnswer, 404: messageAnswer };
const binary = (description: string) => z.unknown().meta({ description });

const groupParams = z.object({ groupId: idParams.shape.id });
const jobParams = z.object({ id: z.uuid({ error: 'Id inválido' }) });

/**
 * Reports (docs/api.md#api): one project's reports streamed as they are generated; group reports as
 * pg-boss jobs with their progress; the custom spreadsheet and its preview. Project reports
 * are project-admin; a group report needs admin of every project of the group.
 */
export const reportsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db, config } = deps;
  const queue = new ReportQueue({ database: deps.database, config, log: (message) => app.log.warn(message) });
  app.addHook('onReady', async () => {
    // Jobs may be waiting from before a restart: start the workers when the queue exists. Outside
    // tests a worker process starts it anyway: the procedure's daily job (issue 16) runs there.
    if ((config.env !== 'test' && config.reports.workers) || (await queue.installed()))
      void queue
        .start()
        .catch((error: Error) => app.log.error({ err: { name: error.name } }, 'report queue failed to start'));
  });
  app.addHook('onClose', async () => queue.stop());

  /** Sends the bytes a generator writes, once it has got past its queries (./stream-file.ts). */
  const stream = (
    reply: FastifyReply,
    type: string,
    name: string,
    generate: (out: PassThrough) => Promise<Generated>,
  ) => streamFile(reply, { type, name }, 'report generation', generate);

  const projectName = async (projectId: number) => (await projectInfo(db, [projectId]))[0]?.name ?? 'Projeto';

  for (const kind of REPORT_KINDS) {
    const crf = kind === 'cert-reg-fund';
    const official = DOCUMENT_KINDS.includes(kind);
    const querystring = official ? officialQuery(crf) : singleResidentQuery;
    app.get(
      `/projects/:id/${kind}`,
      {
        config: { access: 'project-admin', scope: { project: 'params.id' } },
        schema: {
          tags,
          summary: SUMMARIES[kind],
          description:
            'Filtros do relatório (docs/entities.md#entities): complete=false inclui lotes incompletos; income_from/income_to só dígitos (só o teto → piso 0; ' +
            'só o piso → teto 999999999); project_phase 1 ou 2; invert inverte a seleção dentro do projeto e da etapa; single_resident_only=1 ' +
            'mantém famílias de uma pessoa.' +
            (official
              ? ' Documento oficial: só lotes completos (complete=false e invert não incluem outros); responde 422 com os lotes impedidos e as regras legais ' +
                '(artigo citado), ou "Nenhum lote atende aos critérios"; cada emissão é numerada, assinada e registrada (GET /projects/{id}/emissions). ' +
                'Com o certificado de assinatura (SIGNING_P12) vencido ou ainda não válido, o PDF é recusado (409), e com um que não se abre (503), ' +
                'antes de reservar qualquer número. ' +
                'minuta=1: minuta com marca d’água, sem número nem registro, com os impedimentos na última página.'
              : '') +
            (crf ? ' format=xlsx (ou excel) responde a planilha dos ocupantes.' : ''),
          security,
          params: idParams,
          querystring,
          response: {
            200: binary('PDF (ou XLSX)'),
            ...errors,
            ...(official ? { 409: messageAnswer, 422: refusalAnswer, 503: messageAnswer } : {}),
          },
        },
      },
      async (request, reply) => {
        const projectId = request.projectId;
        if (official) {
          const args = {
            kind: kind as 'cert-reg-fund' | 'titulo-legitimacao',
            projectId,
            projectName: await projectName(projectId),
            userId: request.user.id,
          };
          return officialDocument({ db, config }, reply, {
            ...args,
            query: request.query,
            rawQuery: sentFilter(request.raw.url),
          });
        }
        const filter = toReportFilter(request.query as z.output<typeof singleResidentQuery>);
        const base = { db, config, projectIds: [projectId], filter, userId: request.user.id };
        const name = fileName(kind, await projectName(projectId), { singleResident: filter.single_resident_only });
        return stream(reply, PDF, name, (out) => {
          const request: ReportRequest = { ...base, out };
          return renderPdf(request, kind);
        });
      },
    );
  }

  app.get(
    '/projects/:id/custom-report',
    {
      config: { access: 'project-admin', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Relatório personalizado (XLSX) com os atributos escolhidos',
        description:
          'attributes: lista separada por vírgulas (ou repetida) dos atributos do docs/entities.md#entities, na ordem do spec; mais os filtros.',
        security,
        params: idParams,
        querystring: singleResidentQuery.extend({ attributes: attributesParam }),
        response: { 200: binary('XLSX'), ...errors },
      },
    },
    async (request, reply) => {
      const projectId = request.projectId;
      const filter = toReportFilter(request.query);
      const name = customFileName(await projectName(projectId));
      return stream(reply, XLSX, name, (out) =>
        renderCustomXlsx({ db, config, projectIds: [projectId], filter, out }, request.query.attributes),
      );
    },
  );

  app.get(
    '/projects/:id/preview',
    {
      config: { access: 'project-admin', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Prévia do relatório: as primeiras linhas (lote, quadra, titular) e o total de lotes do filtro',
        security,
        params: idParams,
        querystring: singleResidentQuery,
        response: {
          200: reportPreviewAnswer,
          ...errors,
        },
      },
    },
    async (request) => {
      const projectId = request.projectId;
      const filter = toReportFilter(request.query);
      // Side by side: on PostgreSQL each on its own connection, one round trip instead of two.
      const [data, total] = await Promise.all([
        previewRows(db, { filter, projectIds: [projectId] }),
        countLots(db, filter, [projectId]),
      ]);
      return { data, total };
    },
  );

  for (const kind of GROUP_KINDS) {
    app.get(
      `/project-groups/:groupId/${kind}`,
      {
        config: { access: 'project-admin' },
        schema: {
          tags,
          summary: `Inicia a geração do relatório de todos os projetos do grupo (${kind})`,
          description: 'Responde {job_id}; acompanhe em /project-groups/report-status/{job_id}.',
          security,
          params: groupParams,
          querystring: filterQuery,
          response: { 200: z.object({ job_id: z.string() }), ...errors, 503: messageAnswer },
        },
      },
      async (request) => {
        await requireGroup(db, request.user, request.params.groupId);
        const job = await createJob(db, {
          groupId: request.params.groupId,
          reportType: kind,
          filter: toReportFilter(request.query),
          userId: request.user.id,
        });
        try {
          await queue.send(job.id);
        } catch {
          await updateJob(db, job.id, {
            status: 'error',
            error: 'Não foi possível iniciar a geração do relatório.',
            message: null,
          });
          throw new HttpError(503, 'Não foi possível iniciar a geração do relatório. Tente novamente.');
        }
        return { job_id: job.id };
      },
    );
  }

  app.get(
    '/project-groups/report-status/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Situação de um relatório de grupo',
        security,
        params: jobParams,
        response: { 200: reportJobAnswer, ...errors },
      },
    },
    async (request) => {
      let job = await findJob(db, request.params.id);
      if (!job || (job.user_id !== request.user.id && !isGlobalAdmin(request.user)))
        throw notFound('Relatório não encontrado');
      if (job.file_key && job.expires_at && job.expires_at < new Date()) {
        await cleanupExpired(db, config);
        job = (await findJob(db, job.id))!;
      }
      return jobStatus(db, config, job);
    },
  );

  app.get(
    '/project-groups/report-download/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Baixa o arquivo de um relatório de grupo (link assinado)',
        params: jobParams,
        querystring: z.object({ expires: z.string().max(20).optional(), signature: z.string().max(200).optional() }),
        response: { 200: binary('PDF'), 400: messageAnswer, 403: messageAnswer, 404: messageAnswer },
      },
    },
    async (request, reply) => {
      if (!(await verifyDownload(db, request.params.id, request.query.expires, request.query.signature)))
        throw new HttpError(403, 'Link expirado ou inválido');
      const job = await findJob(db, request.params.id);
      const file = job?.status === 'completed' && job.file_key ? await fileStorage(config).get(job.file_key) : null;
      if (!job || !file) throw notFound('Arquivo não encontrado');
      return reply
        .header('content-type', PDF)
        .header('content-disposition', contentDisposition(job.file_name ?? 'relatorio.pdf', 'attachment'))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file);
    },
  );
};
