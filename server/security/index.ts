import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { registerCors } from './cors.ts';
import { registerSecurityHeaders } from './headers.ts';

/** Headers and CORS for every answer; registered before any route or the provider's app. */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await registerSecurityHeaders(app, config);
  await registerCors(app, config);
}
