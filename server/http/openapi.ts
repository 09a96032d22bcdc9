import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { Access } from './access.ts';

/**
 * The API contract (issue #13 part 3): the OpenAPI 3.1 document served at /api/docs, built from
 * the routes' zod schemas. 3.1 because its schemas are JSON Schema 2020-12, so a nullable value
 * is `type: [..., 'null']` (3.0's `nullable` needs a `type` sibling zod does not always give).
 * `npx redocly lint` passes it with the recommended rules (server/http/openapi-contract.test.ts).
 */
export const OPENAPI_INFO: FastifyDynamicSwaggerOptions['openapi'] = {
  openapi: '3.1.0',
  info: {
    title: 'REURB Gestão API',
    version: '1.0.0',
    description: 'API do back-office de regularização fundiária',
  },
  servers: [{ url: '/', description: 'Esta instância' }],
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
};

const camel = (part: string): string =>
  part
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');

/**
 * An operation's stable id, from its method and path, so a generated client names it the same
 * on every build and a new route needs nothing: `GET /api/projects/:id` → `getProjectsById`,
 * `POST /api/lots/:id/children/:childId` → `postLotsByIdChildrenByChildId`. Unique because
 * method and path are (server/http/openapi-contract.test.ts checks it).
 */
export function operationId(method: string, url: string): string {
  const parts = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By${camel(segment.slice(1))}` : camel(segment)));
  return method.toLowerCase() + parts.join('');
}

/**
 * Each route's entry: only /api routes (the identity provider's pages and the SPA are not the
 * API), its operationId, its sign-in from `config.access` (`security: []` on public ones) and
 * the form of multipart uploads, so a client, or the red-team suite against a deployed
 * instance (server/security/red-team/), can read both from it.
 */
export const documentTransform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  if (!input.url.startsWith('/api/')) return { ...out, schema: { ...out.schema, hide: true } };
  const access = (input.route.config as { access?: Access } | undefined)?.access;
  const method = [input.route.method].flat()[0];
  const schema: Record<string, unknown> = { ...out.schema, operationId: operationId(method, input.url) };
  if (access) schema.security = access === 'public' ? [] : [{ bearer: [] }];
  const consumes = (input.schema?.consumes as string[] | undefined) ?? [];
  if (consumes.includes('multipart/form-data') && !schema.body) {
    schema.body = {
      type: 'object',
      description: 'Campos do formulário; os arquivos em partes de arquivo',
      additionalProperties: true,
    };
  }
  return { ...out, schema };
};
