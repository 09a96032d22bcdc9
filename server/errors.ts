/*
 * The errors every layer may throw: a service says "not found" or "conflict" without knowing
 * about HTTP; the transport (server/http/errors.ts) turns them into answers.
 */
/** An answer we mean to give: status, Portuguese message, and field errors for forms. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors?: Record<string, string>;
  constructor(statusCode: number, message: string, errors?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export const unauthorized = (message = 'Não autenticado') => new HttpError(401, message);
export const forbidden = (message = 'Você não tem permissão para esta ação') => new HttpError(403, message);
export const notFound = (message = 'Registro não encontrado') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const DATABASE_UNAVAILABLE = 'Banco de dados indisponível. Tente novamente em instantes.';
