import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from './deps.ts';

/** Projects (list, get, create, update, delete) and their members (list, add, change role, remove): spec §7. */
export const projectsRoutes: FastifyPluginAsyncZod<RouteDeps> = async () => {};
