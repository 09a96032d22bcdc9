import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RouteDeps } from '../deps.ts';
import { idParams, messageAnswer } from '../../domain/api/list.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { HttpError } from '../errors.ts';
import { contentDisposition } from '../files/names.ts';
import { multipartError, registerMultipart } from '../files/multipart.ts';
import { tooLarge } from '../files/upload.ts';
import { lotsGeoJson, lotsKml } from '../geometry/formats.ts';
import { renderLotsDxf } from '../render/index.ts';
import { importGeometry } from '../geometry/import.ts';
import { writeSlice } from '../db/slices.ts';
import { geometryFileThread } from '../geometry/file-thread.ts';
import { fastSerializerCompiler } from './fast-serializer.ts';
import { lotGeometry, projectFeatureChunks, projectGeometryChecks } from '../geometry/service.ts';
import { exportQuery, geoJsonQuery, importFields, importQuery } from '../geometry/schemas.ts';
import {
  geometryChecksAnswer,
  importReportAnswer,
  lotGeometryAnswer,
  lotsGeoJsonAnswer,
} from '../../domain/api/geometry.ts';
import { assertCleanFields } from './input-guard.ts';
import { sendPieces, streamFile } from './stream-file.ts';

const tags = ['mapa'];
const security = [{ bearer: [] }];
const errors = { 400: messageAnswer, 401: messageAnswer, 403: messageAnswer, 404: messageAnswer };
const text = (description: string) => z.string().meta({ description });

/** The file part (bytes, up to the upload limit) and the text fields of the import form. */
async function readImportForm(request: FastifyRequest, maxBytes: number) {
  const fields: Record<string, unknown> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw new HttpError(400, MESSAGES.invalidRequest, {
            [part.fieldname]: part.fieldname === 'file' ? 'Envie um único arquivo' : MESSAGES.unknownField,
          });
        }
        file = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(maxBytes);
      } else fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw multipartError(error, maxBytes);
  }
  assertCleanFields(fields);
  if (!file?.length)
    throw new HttpError(400, MESSAGES.invalidRequest, { file: 'Envie o arquivo GeoJSON, KML ou Shapefile (.zip)' });
  const parsed = importFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(400, MESSAGES.invalidRequest, { [String(issue.path[0] ?? 'match_by')]: issue.message });
  }
  return { file, ...parsed.data };
}

/**
 * The map of the núcleo (issue 17): lot polygons as GeoJSON, KML and DXF, the geometry checks
 * of a project and of a lot, and the import of lot geometries from GIS files.
 */
export const geometryRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, database }) => {
  await registerMultipart(app, config.files.maxBytes, 1);
  const download = (name: string, type: string) => ({
    'content-type': type,
    'content-disposition': contentDisposition(name, 'attachment'),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  const exportName = (projectId: number, blockId: number | undefined, ext: string) =>
    `lotes-projeto-${projectId}${blockId ? `-quadra-${blockId}` : ''}.${ext}`;

  app.get(
    '/projects/:id/lots.geojson',
    {
      config: { access: 'project-member', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Lotes do projeto (ou de uma quadra) como GeoJSON, com quadra, lote, inscrição, áreas e situação',
        description:
          'Longitude/latitude SIRGAS 2000 (convertidas do fuso UTM do projeto, se houver). Lotes sem os quatro pontos ficam de fora (veja geometry-checks). `with_holder=true` inclui o nome do titular (o mapa mostra ao passar o mouse).',
        security,
        params: idParams,
        querystring: geoJsonQuery,
        response: { 200: lotsGeoJsonAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const projectId = request.projectId;
      const { block_id: blockId, with_holder: holder } = request.query;
      // A chunk of lots at a time (server/geometry/formats.ts), the same JSON as the schema's.
      const { chunks } = await projectFeatureChunks(db, projectId, blockId, holder === 'true');
      reply.header('cache-control', 'private, no-store');
      reply.type('application/geo+json');
      return sendPieces(reply, lotsGeoJson(chunks));
    },
  );

  app.get(
    '/projects/:id/lots.kml',
    {
      config: { access: 'project-member', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Lotes do projeto (ou de uma quadra) como KML, com os atributos do lote',
        security,
        params: idParams,
        querystring: exportQuery,
        response: { 200: text('KML 2.2'), ...errors },
      },
    },
    async (request, reply) => {
      const projectId = request.projectId;
      const blockId = request.query.block_id;
      const { chunks } = await projectFeatureChunks(db, projectId, blockId);
      reply.headers(download(exportName(projectId, blockId, 'kml'), 'application/vnd.google-earth.kml+xml'));
      return sendPieces(reply, lotsKml(chunks, `Lotes do projeto ${projectId}`));
    },
  );

  app.get(
    '/projects/:id/lots.dxf',
    {
      config: { access: 'project-member', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Lotes do projeto (ou de uma quadra) como DXF para CAD, em SIRGAS 2000 / UTM (metros)',
        description:
          'Uma polilinha fechada por lote (camada LOTES) e o rótulo quadra – lote com a área (camada ROTULOS).',
        security,
        params: idParams,
        querystring: exportQuery,
        response: { 200: text('DXF'), ...errors },
      },
    },
    async (request, reply) => {
      const projectId = request.projectId;
      const blockId = request.query.block_id;
      // Drawn in a render thread: dxf-writer writes the file in one call (server/geometry/dxf.ts).
      return streamFile(
        reply,
        { type: 'application/dxf', name: exportName(projectId, blockId, 'dxf') },
        'lots dxf',
        (out) => renderLotsDxf({ db, config }, { projectId, blockId }, out, (headers) => reply.headers(headers)),
      );
    },
  );

  app.get(
    '/projects/:id/geometry-checks',
    {
      config: { access: 'project-member', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary:
          'Qualidade geométrica do projeto: sobreposições, gravatas, pontos fora do Brasil, áreas divergentes, lotes sem coordenadas',
        security,
        params: idParams,
        response: { 200: geometryChecksAnswer, ...errors },
      },
    },
    async (request) => {
      const projectId = request.projectId;
      return projectGeometryChecks(db, projectId);
    },
  );

  app.get(
    '/lots/:id/geometry',
    {
      config: { access: 'project-member', scope: { lot: 'params.id' } },
      schema: {
        tags: ['lotes', ...tags],
        summary: 'Geometria do lote: área e perímetro calculados, lados com rumos e as verificações geométricas',
        security,
        params: idParams,
        response: { 200: lotGeometryAnswer, ...errors },
      },
    },
    async (request) => {
      const projectId = request.projectId;
      return lotGeometry(db, projectId, request.params.id);
    },
  );

  app.post(
    '/projects/:id/geometry-import',
    {
      config: { access: 'project-admin', scope: { project: 'params.id' } },
      schema: {
        tags,
        summary: 'Importa geometrias de lotes de um GeoJSON, KML ou Shapefile compactado (simulação com dry_run=true)',
        description:
          'multipart/form-data: o arquivo em `file`, o atributo das feições que identifica o lote em `match_by` e o campo do lote com que ele é comparado em `match_field` (`name`, padrão, ou `inscricao_imobiliaria`). Com `dry_run=true` (padrão) nada é gravado: o relatório diz o que casou, o que não casou, os conflitos e as verificações que falhariam. Com `dry_run=false` os lotes casados são gravados, cada um com sua linha no histórico na mesma transação: todos numa transação no PostgreSQL; no banco embutido, 125 por transação, para que as outras requisições não esperem a importação inteira. Um lote removido durante a importação não é gravado e aparece entre os conflitos; `written` diz quantos foram gravados. Uma importação gravada (`dry_run=false`) enviada enquanto outra do mesmo projeto está em andamento é recusada (409) sem nada gravar; a simulação é sempre respondida.',
        consumes: ['multipart/form-data'],
        security,
        params: idParams,
        querystring: importQuery,
        response: {
          200: importReportAnswer,
          ...errors,
          409: messageAnswer,
          413: messageAnswer,
          415: messageAnswer,
          503: messageAnswer,
        },
      },
      // A report of 5,000 matched lots validated by zod before it was written held the API's thread ~20 ms.
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => {
      const projectId = request.projectId;
      const form = await readImportForm(request, config.files.maxBytes);
      const file = await geometryFileThread().readFile(form.file, form.match_by);
      return importGeometry(db, request.user, projectId, file, {
        matchBy: form.match_by,
        matchField: form.match_field,
        dryRun: request.query.dry_run !== 'false',
        sliceLots: writeSlice(database.engine),
      });
    },
  );
};
