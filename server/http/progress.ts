import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from './deps.ts';

/** Progress of a project from the lot events: completed-by-day and completed-by-user-and-date: spec §7. */
export const progressRoutes: FastifyPluginAsyncZod<RouteDeps> = async () => {};
