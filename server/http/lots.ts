import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { getLot, listLots } from '../lots/read.ts';
import { REVIEW_DONE, triggerReview } from '../lots/review.ts';
import {
  lotCreateBody,
  lotListQuery,
  lotListRow,
  lotPhasesBody,
  lotRecord,
  lotStatusBody,
  lotUpdateBody,
} from '../lots/schemas.ts';
import { actionAnswer, phasesAnswer, reviewAnswer } from '../../domain/api/lot-actions.ts';
import { createLot, deleteLot, moveLotsToPhaseTwo, setLotStatus, updateLot } from '../lots/service.ts';
import { versionOf } from '../history/version.ts';
import { requireRecord } from '../projects/access.ts';
import type { FileContext } from '../files/file-objects.ts';
import type { RouteDeps } from '../deps.ts';
import { MAX_INT } from '../projects/body.ts';
import { HttpError, notFound } from '../errors.ts';
import { idParams, listAnswer, messageAnswer } from '../../domain/api/list.ts';
import { fastSerializerCompiler } from './fast-serializer.ts';

const tags = ['lotes'];
const security = [{ bearer: [] }];
const deletedAnswer = z.object({ id: z.number().int() });
const errors = { 400: messageAnswer, 401: messageAnswer, 403: messageAnswer, 404: messageAnswer };

/**
 * The phase box's own message when no id was typed (docs/validation.md#validation, docs/errors.md#errors: the screen shows the answer's
 * message after 'Erro ao Atualizar fase do Projeto: '); other errors keyed by field.
 */
function phasesValidationError(validation: readonly { instancePath?: string; message?: string }[]) {
  const errors: Record<string, string> = {};
  for (const v of validation)
    errors[
      String(v.instancePath ?? '')
        .split('/')
        .filter(Boolean)[0] ?? '_'
    ] ??= v.message ?? MESSAGES.value;
  const message = errors.lot_ids === MESSAGES.lotIdsRequired ? MESSAGES.lotIdsRequired : MESSAGES.invalidRequest;
  return new HttpError(400, message, errors);
}

/** The record after a write, read back the way GET answers it. */
async function recordOf(ctx: FileContext, id: number) {
  const record = await getLot(ctx, id);
  if (!record) throw notFound();
  return record;
}

/** Lots: list, get, create, update, delete, update-status, trigger-review, update-phases: docs/api.md#api. */
export const lotsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, database, config }) => {
  const files = { db, config };
  app.get(
    '/lots/list',
    {
      config: { access: 'project-member', scope: { block: 'query.block_id', project: 'query.project_id' } },
      schema: {
        tags,
        summary: 'Lotes de uma quadra (ou de um projeto)',
        security,
        querystring: lotListQuery,
        response: { 200: listAnswer(lotListRow), ...errors },
      },
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => listLots(db, request.user, request.query),
  );

  app.get(
    '/lots/:id',
    {
      config: { access: 'project-member', scope: { lot: 'params.id' } },
      schema: { tags, summary: 'Lote', security, params: idParams, response: { 200: lotRecord, ...errors } },
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => recordOf(files, request.params.id),
  );

  app.post(
    '/lots/create',
    {
      config: {
        access: 'project-admin',
        scope: { block: 'body.block_id' },
        // A lot takes its block's project: an echoed project_id is checked against it (server/http/echo.ts).
        serverSets: async (request) => {
          const blockId = (request.body as { block_id?: unknown }).block_id;
          if (typeof blockId !== 'number' || !Number.isInteger(blockId) || blockId < 1 || blockId > MAX_INT) return {};
          return { project_id: await requireRecord(db, request.user, 'block', blockId, 'admin') };
        },
      },
      schema: {
        tags,
        summary: 'Cadastrar lote',
        security,
        body: lotCreateBody,
        response: { 200: lotRecord, ...errors, 409: messageAnswer },
      },
    },
    async (request) =>
      recordOf(files, await createLot(db, request.user, request.projectId, request.body as Record<string, unknown>)),
  );

  app.patch(
    '/lots/update-phases',
    {
      config: { access: 'project-admin' },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Mover lotes para a etapa 2',
        security,
        body: lotPhasesBody,
        response: { 200: phasesAnswer, ...errors },
      },
    },
    async (request) => {
      if (request.validationError) throw phasesValidationError(request.validationError.validation);
      return moveLotsToPhaseTwo(db, request.user, request.body.lot_ids, database.engine, database.exec);
    },
  );

  app.patch(
    '/lots/:id',
    {
      config: { access: 'project-member', scope: { lot: 'params.id' } },
      schema: {
        tags,
        summary: 'Alterar dados do lote',
        security,
        params: idParams,
        body: lotUpdateBody,
        response: { 200: lotRecord, ...errors, 409: messageAnswer },
      },
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => {
      const body = request.body as Record<string, unknown>;
      await updateLot(db, request.user, request.params.id, request.projectId, body, versionOf(request));
      return recordOf(files, request.params.id);
    },
  );

  app.delete(
    '/lots/:id',
    {
      config: { access: 'project-admin', scope: { lot: 'params.id' } },
      schema: {
        tags,
        summary: 'Excluir lote',
        security,
        params: idParams,
        response: { 200: deletedAnswer, ...errors },
      },
    },
    async (request) => {
      await deleteLot(db, request.params.id);
      return { id: request.params.id };
    },
  );

  app.patch(
    '/lots/:id/update-status',
    {
      config: { access: 'project-admin', scope: { lot: 'params.id' } },
      schema: {
        tags,
        summary: 'Alterar a situação do lote',
        security,
        params: idParams,
        body: lotStatusBody,
        response: { 200: actionAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true,
      message: await setLotStatus(db, request.user, request.params.id, request.body.status),
    }),
  );

  app.post(
    '/lots/:id/trigger-review',
    {
      config: { access: 'project-admin', scope: { lot: 'params.id' } },
      schema: {
        tags,
        summary: 'Executar análise do lote',
        security,
        params: idParams,
        response: { 200: reviewAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true,
      message: REVIEW_DONE,
      ...(await triggerReview(db, request.user, request.params.id)),
    }),
  );
};
