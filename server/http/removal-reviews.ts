import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isProjectAdmin } from '../../domain/roles.ts';
import { reviewDecisionSchema } from '../../domain/validation/removal-review.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import { projects } from '../db/schema/index.ts';
import { removeObjects } from '../files/service.ts';
import { fileStorage } from '../files/storage.ts';
import { decideReview } from '../removal/decide.ts';
import { getReview, listReviews, reviewProject, reviewSummary } from '../removal/reviews.ts';
import type { RouteDeps } from '../deps.ts';
import { notFound } from '../errors.ts';
import { idParams, listAnswer, messageAnswer } from '../../domain/api/list.ts';
import { reviewDetail, reviewItem, summaryAnswer } from '../../domain/api/removal-reviews.ts';

const tags = ['LGPD'];
const errors = { 400: messageAnswer, 401: messageAnswer, 404: messageAnswer };

const listQuery = z.object({
  page: z.coerce.number({ error: 'Página inválida' }).int('Página inválida').min(1, 'Página inválida').default(1),
  count: z.coerce
    .number({ error: 'Quantidade inválida' })
    .int('Quantidade inválida')
    .min(1, 'Quantidade inválida')
    .max(200, 'Quantidade máxima: 200')
    .default(25),
  status: z.enum(['pending', 'decided'], { error: 'Situação inválida' }).optional(),
});

/**
 * Only an admin of the review's project (or a global admin) sees or decides it: the queue names
 * people, and a member or another project's admin gets 404, as if it did not exist.
 */
function requireReviewer(user: CurrentUser, projectId: number | null): number {
  if (projectId == null || !isProjectAdmin(user, projectId)) throw notFound();
  return projectId;
}

/** The LGPD removal review queue (issue 12, finding 1): per project, for its admins. */
export const removalReviewRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  const storage = fileStorage(config);

  app.get(
    '/projects/:id/removal-reviews',
    {
      config: { access: 'project-admin' },
      schema: {
        tags,
        summary: 'Pedidos de remoção (LGPD) em análise no projeto: pendentes primeiro, pelo prazo',
        description:
          'Cadastros do projeto que um pedido de remoção confirmado encontrou pelo e-mail ou pelo CPF. Nada deles foi apagado: ' +
          'um administrador do projeto decide apagar, anonimizar ou manter (LGPD art. 16, I), em até 15 dias (art. 19, II).',
        security: [{ bearer: [] }],
        params: idParams,
        querystring: listQuery,
        response: { 200: listAnswer(reviewItem), ...errors },
      },
    },
    async (request) => {
      const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, request.params.id));
      const projectId = requireReviewer(request.user, project?.id ?? null);
      return listReviews(db, projectId, request.query);
    },
  );

  app.get(
    '/removal-reviews/summary',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Pedidos de remoção (LGPD) sem decisão nos projetos que o usuário administra, e os atrasados (mais de 15 dias)',
        security: [{ bearer: [] }],
        response: { 200: summaryAnswer, 401: messageAnswer },
      },
    },
    async (request) => reviewSummary(db, request.user),
  );

  app.get(
    '/removal-reviews/:id',
    {
      config: { access: 'project-admin' },
      schema: {
        tags,
        summary: 'Um pedido de remoção em análise, com o que a decisão afetará',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: reviewDetail, ...errors },
      },
    },
    async (request) => {
      requireReviewer(request.user, await reviewProject(db, request.params.id));
      const review = await getReview(db, request.params.id);
      if (!review) throw notFound();
      return review;
    },
  );

  app.post(
    '/removal-reviews/:id/decide',
    {
      config: { access: 'project-admin' },
      schema: {
        tags,
        summary: 'Decide um pedido de remoção: apagar, anonimizar ou manter por obrigação legal, com o motivo',
        description:
          'Apagar e anonimizar valem na hora, numa transação, e ficam no histórico do lote; manter registra o motivo e não altera os dados. ' +
          'Um pedido já decidido responde 409.',
        security: [{ bearer: [] }],
        params: idParams,
        body: reviewDecisionSchema,
        response: { 200: reviewDetail, 409: messageAnswer, ...errors },
      },
    },
    async (request) => {
      requireReviewer(request.user, await reviewProject(db, request.params.id));
      const { keys } = await decideReview(db, request.user, request.params.id, request.body);
      await removeObjects(storage, keys, request.log);
      return (await getReview(db, request.params.id))!;
    },
  );
};
