import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from './deps.ts';

/** Streets (ruas) of a project: list, get, create, update, delete: spec §7. */
export const streetsRoutes: FastifyPluginAsyncZod<RouteDeps> = async () => {};
