import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataRemovalConfirmSchema, dataRemovalRequestSchema } from '../../domain/validation/action-schemas.ts';
import { fileStorage } from '../files/storage.ts';
import { createMailer } from '../mail/mailer.ts';
import { erasedSomething, removalSummaryParagraphs } from '../removal/mail.ts';
import { createRemovalService } from '../removal/service.ts';
import { databaseRateLimitStore } from '../security/rate-limit-store.ts';
import type { RouteDeps } from '../deps.ts';
import { HttpError } from '../errors.ts';
import { messageAnswer } from '../../domain/api/list.ts';
import { removalConfirmation } from '../../domain/api/removal-reviews.ts';

const tags = ['LGPD'];

/** Answers of the flow, in Portuguese. */
export const REMOVAL_MESSAGES = {
  requested:
    'Solicitação recebida. Se houver dados associados a este e-mail, enviaremos um link para confirmar a remoção.',
  removed: 'Conta removida com sucesso',
  /** Confirmed, with nothing erased at once (no app account): the rest is under review. */
  confirmed: 'Pedido de remoção confirmado',
  invalid: 'Link de remoção inválido. Solicite a remoção novamente.',
  used: 'Este link de remoção já foi utilizado. Se precisar, solicite a remoção novamente.',
  expired: 'Este link de remoção expirou (ele vale por 24 horas). Solicite a remoção novamente.',
  tooMany: 'Muitas solicitações deste endereço de rede. Tente novamente mais tarde.',
} as const;

/**
 * Per network address (the proxy's X-Forwarded-For, as the app trusts it), per route. Many
 * people may share one address (mobile carriers' NAT), hence not lower; the per-e-mail limit
 * on links is in the database (server/removal/request.ts).
 */
export const REMOVAL_RATE_LIMIT = { max: 20, timeWindow: '15 minutes' } as const;

/**
 * The public LGPD flow (docs/screens.md#screens, docs/states.md#states, docs/api.md#api): `POST /data-removal {email}`,
 * `POST /data-removal-status {token}` (is the link still good? asked by the page before the
 * word is typed) and `POST /data-removal-confirm {token}`. The request answers the same for every well-formed
 * address, known or not, in about the same time (server/removal/request.ts).
 */
export const dataRemovalRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config, db }) => {
  // Registered here, so it limits only these routes. Counted in the database: shared by
  // every API process and kept across a restart (server/security/rate-limit-store.ts).
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: () => new HttpError(429, REMOVAL_MESSAGES.tooMany),
  });
  const removal = createRemovalService({
    db,
    config,
    mailer: createMailer(config.mail, app.log),
    storage: fileStorage(config),
    log: app.log,
  });
  app.addHook('onClose', async () => removal.idle());
  const answer = z.object({ message: z.string() });
  app.post(
    '/data-removal',
    {
      config: { access: 'public', rateLimit: REMOVAL_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Pede a remoção dos dados pessoais (envia um link de confirmação por e-mail)',
        body: dataRemovalRequestSchema,
        response: { 200: answer, 400: messageAnswer, 429: messageAnswer },
      },
    },
    async (request) => {
      await removal.request(request.body.email);
      return { message: REMOVAL_MESSAGES.requested };
    },
  );

  app.post(
    '/data-removal-status',
    {
      config: { access: 'public', rateLimit: REMOVAL_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Diz se o link de remoção ainda vale, sem usá-lo (a página pergunta antes de pedir a confirmação)',
        body: dataRemovalConfirmSchema,
        response: {
          200: z.object({ status: z.literal('valid'), expires_at: z.string() }),
          400: messageAnswer,
          410: messageAnswer,
          429: messageAnswer,
        },
      },
    },
    async (request) => {
      const link = await removal.linkStatus(request.body.token);
      if (link.status === 'valid') return { status: link.status, expires_at: link.expiresAt.toISOString() };
      if (link.status === 'invalid') throw new HttpError(400, REMOVAL_MESSAGES.invalid);
      throw new HttpError(410, REMOVAL_MESSAGES[link.status]);
    },
  );

  app.post(
    '/data-removal-confirm',
    {
      config: { access: 'public', rateLimit: REMOVAL_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Confirma a remoção com o token do link enviado por e-mail',
        body: dataRemovalConfirmSchema,
        response: { 200: removalConfirmation, 400: messageAnswer, 410: messageAnswer, 429: messageAnswer },
      },
    },
    async (request) => {
      const outcome = await removal.confirm(request.body.token);
      switch (outcome.status) {
        case 'removed':
          return {
            message: erasedSomething(outcome) ? REMOVAL_MESSAGES.removed : REMOVAL_MESSAGES.confirmed,
            details: [...removalSummaryParagraphs(outcome), ...keptParagraph(outcome.kept.length)],
            under_review: outcome.review.count > 0,
            review_due_at: outcome.review.dueAt?.toISOString() ?? null,
          };
        case 'invalid':
          throw new HttpError(400, REMOVAL_MESSAGES.invalid);
        default:
          throw new HttpError(410, REMOVAL_MESSAGES[outcome.status]);
      }
    },
  );
};

/** Kept lots are named in the e-mail; the page only says that some were. */
const keptParagraph = (kept: number): string[] =>
  kept
    ? [
        `Foram mantidos os dados de ${kept === 1 ? 'um lote' : `${kept} lotes`} cuja Certidão de Regularização Fundiária ou título já foi emitido, ` +
          'como a lei obriga (LGPD, art. 16, I); o e-mail de confirmação diz quais.',
      ]
    : [];
