import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from './deps.ts';

/** Blocks (quadras): list with include=progress,lots_total,lots_completed, get, create, update, delete: spec §7. */
export const blocksRoutes: FastifyPluginAsyncZod<RouteDeps> = async () => {};
