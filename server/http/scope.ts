import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../domain/validation/messages.ts';
import type { Db } from '../db/connection.ts';
import { HttpError } from '../errors.ts';
import { touchProjectActivity } from '../members/activity.ts';
import { checkProject, existingProject, isRecordKind, projectOf, type ProjectRecord } from '../projects/access.ts';
import { MAX_INT } from '../projects/body.ts';

/** Where a route's record id is read: a path parameter, a query parameter or a body key, after validation. */
export type ScopeSource = `params.${string}` | `query.${string}` | `body.${string}`;

type ScopeKind = ProjectRecord | 'project';

/**
 * The project a route works in, declared beside its access (issue #13 part 4):
 * `config: { access: 'project-admin', scope: { project: 'params.id' } }` for a project's own
 * routes, `{ lot: 'params.id' }` (or block, street, child, resident, or a declared resource's
 * name: server/resources/) for a record's, whose project is looked up; `{ project: 'body.project_id' }` for a create that names its project.
 * A route reached through one of two optional filters declares both
 * (`{ block: 'query.block_id', project: 'query.project_id' }`): each one sent is checked, and at
 * least one must be. One hook applies the rule (server/projects/access.ts): unknown or outside
 * the user's projects → 404, a member on a project-admin route → 403; then the member's
 * activity in the project is noted. The handler reads the project as `request.projectId`.
 */
export type RouteScope = Partial<Record<ScopeKind, ScopeSource>>;

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

const SOURCE = /^(params|query|body)\.[A-Za-z_]\w*$/;
/** A kind the scope may name: a project, or a record whose project is known (declared resources too). */
const isKind = (kind: string): boolean => kind === 'project' || isRecordKind(kind);

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
    if (!entries.length || entries.some(([kind, source]) => !isKind(kind) || !SOURCE.test(String(source))))
      throw new Error(`${route.method} ${route.url}: config.scope declara registros de params.*, query.* ou body.*`);
  });
  app.addHook('preHandler', async (request) => {
    const scope = request.routeOptions.config?.scope;
    if (!scope) return;
    const need = request.routeOptions.config.access === 'project-admin' ? 'admin' : 'member';
    const entries = Object.entries(scope) as [ScopeKind, ScopeSource][];
    const present = entries.map(([kind, source]) => [kind, idAt(request, source)] as const).filter(([, id]) => id);
    // Only a scope of optional sources can miss them all (the route's schema requires a lone one).
    if (!present.length)
      throw new HttpError(400, MESSAGES.invalidRequest, { [entries[0][1].split('.')[1]]: MESSAGES.required });
    const early = started.get(request);
    const found: number[] = [];
    for (const [kind, id] of present) {
      // A lookup started beside the user's statement answers for the id validation settled on.
      const project = await (early?.get(lookupKey(kind, id!)) ?? lookup(db, kind, id!));
      found.push(checkProject(request.user, project, need));
    }
    request.projectId = found[0];
    await touchProjectActivity(db, request.user, request.projectId);
  });
}

/** The project a scope's id belongs to: a project's own id if it exists, a record's project; null when unknown. */
const lookup = (db: Db, kind: ScopeKind, id: number): Promise<number | null> =>
  kind === 'project' ? existingProject(db, id) : projectOf(db, kind, id);

/** Lookups started by `startScopeLookups`, by `lookupKey`, for the preHandler of the same request. */
const started = new WeakMap<FastifyRequest, Map<string, Promise<number | null>>>();
const lookupKey = (kind: ScopeKind, id: number) => `${kind}:${id}`;

/** An id as the URL writes a positive integer the database's integer column can hold, and nothing else. */
const PLAIN_ID = /^[1-9]\d{0,9}$/;

/**
 * Starts the project lookups a route's scope will need from the ids its path and query already
 * carry, so that they travel to the database beside the caller's own statement
 * (server/auth/authenticate.ts) instead of after it: one round trip fewer in series on every
 * record's route (issue #19 goal 4). Authentication calls it once the token has checked out and
 * never before, so an anonymous or forged caller costs the database nothing. Nothing is decided
 * here: the preHandler applies the rule to these answers after validation, and an id that
 * validation reads otherwise than written here (`0012`, `1e3`) or one in a body is looked up
 * then. A lookup whose request ends before its answer is used (401, 400) is dropped.
 */
export function startScopeLookups(db: Db, request: FastifyRequest): void {
  const scope = request.routeOptions.config?.scope;
  if (!scope) return;
  let lookups: Map<string, Promise<number | null>> | undefined;
  for (const [kind, source] of Object.entries(scope) as [ScopeKind, ScopeSource][]) {
    if (source.startsWith('body.')) continue;
    const raw = valueAt(request, source);
    if (typeof raw !== 'string' || !PLAIN_ID.test(raw) || Number(raw) > MAX_INT) continue;
    const answer = lookup(db, kind, Number(raw));
    // Awaited by the preHandler, which meets its failure (503 when the database is gone); never unhandled.
    answer.catch(() => undefined);
    (lookups ??= new Map()).set(lookupKey(kind, Number(raw)), answer);
  }
  if (lookups) started.set(request, lookups);
}

/** Where a source points in the request: before validation the URL's text, after it the validated value. */
function valueAt(request: FastifyRequest, source: ScopeSource): unknown {
  const [where, key] = source.split('.') as ['params' | 'query' | 'body', string];
  return (request[where] as Record<string, unknown> | undefined)?.[key];
}

/** The id the scope names, if sent; the route's schema has made it a positive integer already. */
function idAt(request: FastifyRequest, source: ScopeSource): number | undefined {
  const value = valueAt(request, source);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number') throw new Error(`config.scope ${source}: not a validated integer`);
  return value;
}
