import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from './deps.ts';

/** A lot's children and other residents (multipart with their files): spec §7. */
export const familiesRoutes: FastifyPluginAsyncZod<RouteDeps> = async () => {};
