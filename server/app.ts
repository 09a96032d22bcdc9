import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/connection.ts';
import { mountLocalIdentityProvider } from './auth/local-idp/index.ts';
import { createTokenVerifier, type TokenVerifier } from './auth/verify-token.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { registerSecurity } from './security/index.ts';
import { fastifyTrustProxy } from './security/trust-proxy.ts';
import { requestSerializer } from './security/log-safety.ts';
import { prettyStream, quietRequestLogController, registerRequestLog } from './logging.ts';
import { registerLoopbackRedirect } from './http/loopback-redirect.ts';
import { registerCompression } from './http/compression.ts';
import { apiRoutes, type ApiOptions } from './http/api.ts';
import { spaRoutes } from './http/spa.ts';
import { documentTransform, OPENAPI_INFO } from './http/openapi.ts';
import type { Access } from './http/access.ts';
import { named } from './named-plugin.ts';

export const distFolder = fileURLToPath(new URL('../dist', import.meta.url));

/** A registered route and who may call it: the permission matrix is generated from these. */
export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
  /** The route's declared answers by status (zod schemas): the mock API is checked against them. */
  responses: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Tests may replace token verification; the default is the real one. */
  verify?: TokenVerifier;
  /** Declared resources served besides the app's own (server/resources/served.ts), for tests. */
  resources?: ApiOptions['resources'];
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], remove: true },
    // Search values (CPF, names), signed links and invitation tokens travel in query strings.
    serializers: { req: requestSerializer },
    // Readable lines in a terminal, JSON lines otherwise (server/logging.ts).
    ...(config.env === 'test' ? {} : { stream: prettyStream() }),
  } as FastifyServerOptions['logger'];
}

/** Builds the whole server: identity provider, API, OpenAPI docs and (in production) the SPA. */
export async function buildApp({ config, database, logger, verify, resources }: AppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // One line per request instead, at a level by outcome and time (server/logging.ts).
    logController: quietRequestLogController(),
  });
  registerRequestLog(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurity(app, config, database.db);
  // NUL characters and deeply nested JSON: refused for every route and the provider (issue #12).
  registerInputGuard(app);
  // http://127.0.0.1:3000 when PUBLIC_URL is http://localhost:3000: pages go to PUBLIC_URL.
  registerLoopbackRedirect(app, config.publicUrl);
  await registerCompression(app);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routeTable.push({
          method,
          url: route.url,
          access: route.config?.access,
          responses: (route.schema?.response ?? {}) as Record<string, unknown>,
        });
    }
  });

  await app.register(swagger, {
    openapi: OPENAPI_INFO,
    transform: documentTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const localKeys =
    config.identity.kind === 'local' ? await mountLocalIdentityProvider(app, config, database.db) : undefined;
  await app.register(named(apiRoutes), {
    prefix: '/api',
    config,
    database,
    verify: verify ?? createTokenVerifier(config.identity, localKeys),
    resources,
  });
  if (config.serveSpa) await app.register(named(spaRoutes), { root: path.resolve(config.spaDir ?? distFolder) });
  return app;
}
