import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { createUpload } from '../files/create.ts';
import { openDownload } from '../files/download.ts';
import { fileObjectSchema } from '../../domain/api/file-object.ts';
import { removeLotFile } from '../files/lot-files.ts';
import { registerMultipart } from '../files/multipart.ts';
import { removeObjects } from '../files/service.ts';
import { scheduleOrphanCleanup } from '../files/orphans.ts';
import { signingKey } from '../files/signing.ts';
import { fileStorage } from '../files/storage.ts';
import { ALLOWED_MIME_TYPES } from '../files/detect.ts';
import type { RouteDeps } from '../deps.ts';
import { idParams, messageAnswer } from '../../domain/api/list.ts';

const tags = ['arquivos'];
const security = [{ bearer: [] }];

/** Uploads (POST /files/create), signed downloads, and PATCH /lots/{id}/remove-file: docs/api.md#api. */
export const filesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  // Fail at start on a bad store configuration, and make the signing key before any request.
  const storage = fileStorage(deps.config);
  await signingKey(deps.db);
  await registerMultipart(app, deps.config.files.maxBytes, 1);
  // Uploads never saved to a record go after the grace period (issue #12, finding 5).
  const orphans = scheduleOrphanCleanup(deps, app.log);
  app.addHook('onClose', async () => orphans.stop());

  app.post(
    '/files/create',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Envia um arquivo',
        description:
          `multipart/form-data com o arquivo no campo \`file\` (ou \`image\`, do widget de imagem). ` +
          `Tipos aceitos, pelo conteúdo: ${ALLOWED_MIME_TYPES.join(', ')}. Até ${deps.config.files.maxBytes} bytes. ` +
          'Responde o arquivo com um link assinado de curta duração. Cota por usuário (429 além dela): ' +
          `${deps.config.files.quota.hourlyBytes} bytes ou ${deps.config.files.quota.hourlyFiles} arquivos por hora, e ` +
          `${deps.config.files.quota.pendingBytes} bytes enviados e ainda não ligados a um registro, que são apagados após ` +
          `${deps.config.files.orphanGraceHours} h.`,
        consumes: ['multipart/form-data'],
        security,
        response: {
          200: fileObjectSchema,
          400: messageAnswer,
          401: messageAnswer,
          413: messageAnswer,
          415: messageAnswer,
          429: messageAnswer,
        },
      },
    },
    async (request) => createUpload(deps, request.user, request),
  );

  app.get(
    '/files/:id/download',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Baixa um arquivo por link assinado',
        description: 'O link vem de `url` nos objetos de arquivo; a assinatura é a autorização e expira.',
        params: idParams,
        querystring: z.object({ expires: z.string().max(20).optional(), signature: z.string().max(200).optional() }),
        response: {
          200: z.unknown().meta({ description: 'O conteúdo do arquivo' }),
          400: messageAnswer,
          403: messageAnswer,
          404: messageAnswer,
        },
      },
    },
    async (request, reply) => {
      const { stream, headers } = await openDownload(
        deps,
        request.params.id,
        request.query.expires,
        request.query.signature,
      );
      return reply.headers(headers).send(stream);
    },
  );

  app.patch(
    '/lots/:id/remove-file',
    {
      config: { access: 'project-member', scope: { lot: 'params.id' } },
      schema: {
        tags,
        summary: 'Remove um arquivo do lote',
        description: 'Desvincula o arquivo do documento ou da lista de outros documentos do lote e o apaga.',
        security,
        params: idParams,
        body: z
          .object({
            file_id: z.coerce
              .number({ error: MESSAGES.file })
              .int(MESSAGES.file)
              .positive(MESSAGES.file)
              .max(2_147_483_647, MESSAGES.file),
          })
          // Unknown keys are refused one by one, so the answer names each of them.
          .catchall(z.unknown().refine(() => false, MESSAGES.unknownField)),
        response: {
          200: z.object({ success: z.literal(true) }),
          400: messageAnswer,
          401: messageAnswer,
          404: messageAnswer,
        },
      },
    },
    async (request) => {
      const keys = await removeLotFile(deps, request.user, request.params.id, request.body.file_id);
      await removeObjects(storage, keys, request.log);
      return { success: true as const };
    },
  );
};
