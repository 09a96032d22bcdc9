import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import type { Config } from '../config.ts';

/**
 * Cross-origin calls from browsers: only the origins of CORS_ORIGINS (none by default; the
 * SPA is same-origin and needs none). A request or preflight from any other origin gets no
 * Access-Control-Allow-* header, so the browser keeps the answer from that page. Tokens
 * travel in the Authorization header, never in cookies: no credentials mode.
 */
export async function registerCors(app: FastifyInstance, config: Config): Promise<void> {
  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    // false for any other origin: no header at all, and its preflight falls through to a 404.
    origin: (origin, done) => done(null, origin !== undefined && allowed.has(origin) ? origin : false),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-Match', 'Prefer'],
    exposedHeaders: ['Content-Disposition', 'Preference-Applied'],
    credentials: false,
    maxAge: 600,
  });
}
