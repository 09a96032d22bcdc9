import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { registerCors } from './cors.ts';
import { registerSecurityHeaders } from './headers.ts';
import { registerPublicLimits } from './limits.ts';

/**
 * Headers, CORS and the limits on public calls for every answer; registered before any
 * route or the provider's app, whose answers they must cover too. The limits count in the
 * database, shared by every API process.
 */
export async function registerSecurity(app: FastifyInstance, config: Config, db: Db): Promise<void> {
  await registerSecurityHeaders(app, config);
  await registerCors(app, config);
  registerPublicLimits(app, db);
}
