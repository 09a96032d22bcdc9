import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from './deps.ts';

/** Uploads (POST /files/create), signed downloads, and PATCH /lots/{id}/remove-file: spec §7. */
export const filesRoutes: FastifyPluginAsyncZod<RouteDeps> = async () => {};
