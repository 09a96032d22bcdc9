import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from './deps.ts';

/** Lots: list, get, create, update, delete, update-status, trigger-review, update-phases: spec §7. */
export const lotsRoutes: FastifyPluginAsyncZod<RouteDeps> = async () => {};
