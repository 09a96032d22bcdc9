import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { isDatabaseUnavailable } from '../db/connection.ts';
import { DATABASE_UNAVAILABLE, HttpError } from '../errors.ts';

/** Portuguese messages for the framework's own client errors. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado',
  FST_ERR_CTP_BODY_TOO_LARGE: 'O corpo da requisição é grande demais',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Tamanho do corpo da requisição inválido',
  FST_ERR_BAD_URL: 'Endereço inválido',
  FST_ERR_ASYNC_CONSTRAINT: 'Requisição inválida',
};

type Issue = { path: PropertyKey[]; message: string };

function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Every error leaves as `{message, errors?}` in Portuguese with the right status. A server
 * fault is logged by name only: database errors carry query parameters (CPF, names).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, raw) => {
    // An error body is always plain JSON, whatever the route declared for its answers (an HTML
    // page route, say): it must never fail to serialise and turn a 400 into a 500.
    const reply = raw.serializer(JSON.stringify).type('application/json; charset=utf-8');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.flatMap((v) => {
        const path = String(v.instancePath).split('/').filter(Boolean);
        const message = v.message ?? 'Valor inválido';
        // An unknown field is reported by its own name, so a form can show it.
        const keys = v.keyword === 'unrecognized_keys' ? (v.params as { keys?: unknown }).keys : undefined;
        return Array.isArray(keys) && keys.length
          ? keys.map((key) => ({ path: [...path, String(key)], message: MESSAGES.unknownField }))
          : [{ path, message }];
      });
      return reply.code(400).send({ message: MESSAGES.invalidRequest, errors: fieldErrors(issues) });
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: { name: error.name, code: error.code } }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: DATABASE_UNAVAILABLE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: FRAMEWORK_MESSAGES[error.code] ?? 'Requisição inválida' });
    }
    request.log.error({ err: { name: error.name, code: error.code } }, 'request failed');
    return reply.code(500).send({ message: 'Erro interno do servidor. Tente novamente.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `Rota não encontrada: ${request.method} ${request.url.split('?')[0]}` });
  });
}
