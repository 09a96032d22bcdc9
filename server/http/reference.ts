import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { CachedDocument } from '../reference/service.ts';
import { etagMatches, municipalitiesDocument, statesDocument } from '../reference/service.ts';
import { municipalitiesQuery } from '../reference/schemas.ts';
import { municipalitiesResponse, statesResponse, validationErrorResponse } from '../../domain/api/reference.ts';

const INVALID = 'Valor inválido';

/** Reference data changes a few times a year: a day in any cache, then a cheap 304. */
export const REFERENCE_CACHE_CONTROL = 'public, max-age=86400';

/** Sends a document serialized once at first use; Fastify sends a JSON string or Buffer as is. */
function sendDocument(request: FastifyRequest, reply: FastifyReply, document: CachedDocument): void {
  reply.header('cache-control', REFERENCE_CACHE_CONTROL).header('etag', document.etag);
  if (etagMatches(request.headers['if-none-match'], document.etag)) reply.code(304).send();
  else reply.type('application/json; charset=utf-8').send(document.body);
}

/**
 * GET /reference/states and GET /reference/municipalities?uf=: the IBGE reference lists
 * (docs/reference-data.md). Mounted under /api behind authentication by the app.
 */
const reference: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error, _request, reply) => {
    if (!hasZodFastifySchemaValidationErrors(error)) throw error;
    const errors: Record<string, string> = {};
    for (const issue of error.validation) {
      errors[issue.instancePath.replace(/^\//, '').replaceAll('/', '.')] ??= issue.message ?? INVALID;
    }
    return reply.code(400).send({ message: error.validation[0].message ?? INVALID, errors });
  });

  app.get(
    '/reference/states',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'As 27 unidades federativas, por nome',
        tags: ['reference'],
        response: { 200: statesResponse },
      },
    },
    (request, reply) => {
      sendDocument(request, reply, statesDocument());
    },
  );

  app.get(
    '/reference/municipalities',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Os municípios do IBGE, por nome, de todas as UFs ou de uma',
        tags: ['reference'],
        querystring: municipalitiesQuery,
        response: { 200: municipalitiesResponse, 400: validationErrorResponse },
      },
    },
    (request, reply) => {
      sendDocument(request, reply, municipalitiesDocument(request.query.uf));
    },
  );
};

export default reference;
