import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WORKBENCH_EXPORT_MAX,
  WORKBENCH_MESSAGES,
  workbenchAnswer,
  workbenchBulkAnswer,
  workbenchBulkBody,
  workbenchQuery,
  type WorkbenchQuery,
} from '../../domain/api/lot-workbench.ts';
import { messageAnswer } from '../../domain/api/list.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { RouteDeps } from '../deps.ts';
import { HttpError } from '../errors.ts';
import { XLSX } from '../reports/kinds.ts';
import { streamFile } from './stream-file.ts';
import { requireProject, requireRecord } from '../projects/access.ts';
import { renderWorkbenchXlsx } from '../render/index.ts';
import { runBulk } from '../workbench/bulk.ts';
import { countWorkbench, listWorkbench } from '../workbench/list.ts';

const tags = ['lotes'];
const security = [{ bearer: [] }];
const errors = { 400: messageAnswer, 401: messageAnswer, 403: messageAnswer, 404: messageAnswer };

/** A project or block filter outside the caller's projects is "not found", as everywhere else. */
async function checkScope(deps: RouteDeps, user: CurrentUser, query: WorkbenchQuery) {
  if (query.project_id) await requireProject(deps.db, user, query.project_id, 'member');
  if (query.block_id) await requireRecord(deps.db, user, 'block', query.block_id, 'member');
}

const filtersOf = ({ page: _page, count: _count, columns: _columns, published_only: _p, ...rest }: WorkbenchQuery) =>
  rest;

/**
 * The lots workbench across projects (docs/screens.md#screens): the list, its XLSX export and the
 * bulk actions. Any signed-in user may call them; what they see and change is limited lot by
 * lot to their projects (server/workbench/).
 */
export const lotsWorkbenchRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db, database } = deps;

  app.get(
    '/lots/workbench',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Lotes de todos os projetos do usuário, com filtros',
        security,
        querystring: workbenchQuery,
        response: { 200: workbenchAnswer, ...errors },
      },
    },
    async (request) => {
      await checkScope(deps, request.user, request.query);
      const { page, count } = request.query;
      return listWorkbench(db, request.user, { ...filtersOf(request.query), page, count });
    },
  );

  app.get(
    '/lots/workbench.xlsx',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Exportar a visão atual dos lotes (XLSX)',
        security,
        querystring: workbenchQuery,
        response: { 200: z.unknown().meta({ description: 'XLSX' }), ...errors },
      },
    },
    async (request, reply) => {
      await checkScope(deps, request.user, request.query);
      const filters = filtersOf(request.query);
      if ((await countWorkbench(db, request.user, filters)) > WORKBENCH_EXPORT_MAX)
        throw new HttpError(400, WORKBENCH_MESSAGES.exportTooLarge);
      // Written in a render worker (server/render), as every document: the API's thread only reads the rows.
      const { columns } = request.query;
      const task = { user: request.user, params: filters, ...(columns ? { columns: [...columns] } : {}) };
      return streamFile(reply, { type: XLSX, name: 'lotes.xlsx' }, 'workbench export', (out) =>
        renderWorkbenchXlsx(deps, task, out),
      );
    },
  );

  app.post(
    '/lots/workbench/bulk',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Ação em lote: situação ou etapa, lote a lote conforme a permissão',
        security,
        body: workbenchBulkBody,
        response: { 200: workbenchBulkAnswer, ...errors },
      },
    },
    async (request) => runBulk(db, request.user, request.body, database.engine, database.exec),
  );
};
