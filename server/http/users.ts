import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from './deps.ts';

/** Users (global admin): list, get with projects_roles and worked_lots_by_day, create, update, invite: spec §7. */
export const usersRoutes: FastifyPluginAsyncZod<RouteDeps> = async () => {};
