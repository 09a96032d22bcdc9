import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection.ts';
import { requireProject, requireRecord, type ProjectRecord } from '../projects/access.ts';

/** Where a route's record id is read: a path parameter or a query parameter, after validation. */
export type ScopeSource = `params.${string}` | `query.${string}`;

/**
 * The project a route works in, declared beside its access (issue #13 part 4):
 * `config: { access: 'project-admin', scope: { project: 'params.id' } }` for a project's own
 * routes, `{ lot: 'params.id' }` (or block, street, child, resident) for a record's, whose
 * project is looked up. One hook applies the rule (server/projects/access.ts): unknown or
 * outside the user's projects → 404, a member on a project-admin route → 403; the handler
 * reads the project as `request.projectId`.
 */
export type RouteScope = { project: ScopeSource } | { [K in ProjectRecord]: { [P in K]: ScopeSource } }[ProjectRecord];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The project the route works in (server/http/scope.ts); only with a project-* access. */
    scope?: RouteScope;
  }
  interface FastifyRequest {
    /** The project of a route that declares `config.scope`, checked before the handler. */
    projectId: number;
  }
}

const SOURCE = /^(params|query)\.[A-Za-z_]\w*$/;

/** Registers the scope hook on `app` (the API) and refuses to start with a malformed declaration. */
export function registerScope(app: FastifyInstance, db: Db): void {
  app.decorateRequest('projectId', 0);
  app.addHook('onRoute', (route) => {
    const scope = route.config?.scope;
    if (!scope) return;
    const access = route.config?.access;
    const entries = Object.entries(scope);
    if (access !== 'project-member' && access !== 'project-admin')
      throw new Error(`${route.method} ${route.url}: config.scope exige access project-member ou project-admin`);
    if (entries.length !== 1 || !SOURCE.test(String(entries[0][1])))
      throw new Error(`${route.method} ${route.url}: config.scope declara um registro, de params.* ou query.*`);
  });
  app.addHook('preHandler', async (request) => {
    const scope = request.routeOptions.config?.scope;
    if (!scope) return;
    const need = request.routeOptions.config.access === 'project-admin' ? 'admin' : 'member';
    const [kind, source] = Object.entries(scope)[0] as [ProjectRecord | 'project', ScopeSource];
    const id = idAt(request, source);
    request.projectId =
      kind === 'project'
        ? await requireProject(db, request.user, id, need)
        : await requireRecord(db, request.user, kind, id, need);
  });
}

/** The id the scope names; the route's schema has made it a positive integer already. */
function idAt(request: FastifyRequest, source: ScopeSource): number {
  const [where, key] = source.split('.') as ['params' | 'query', string];
  const value = (request[where] as Record<string, unknown> | undefined)?.[key];
  if (typeof value !== 'number') throw new Error(`config.scope ${source}: not a validated integer`);
  return value;
}
