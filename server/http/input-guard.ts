import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import { nestedDeeperThan } from '../../domain/validation/limits.ts';

/**
 * Input every route refuses the same way, in one place (issue #12, finding 4):
 *
 * - a NUL character (U+0000) anywhere: in the path, the query string, a JSON string or key at
 *   any depth, a form field. PostgreSQL cannot store it in `text`/`jsonb` and answered with a
 *   database error (500); no legitimate value of this application contains it.
 * - JSON nested deeper than {@link MAX_JSON_DEPTH} objects and lists, counted on the raw text
 *   before it is parsed, so a 10,000-level body never reaches the parser's, zod's or the
 *   database's recursion.
 *
 * Query strings and paths are checked in onRequest (the bundled provider under /idp too, which
 * is not a Fastify route), bodies parsed by Fastify in preValidation (JSON and the sign-in
 * form), the provider's own form bodies (token, sign-out) as they arrive, and multipart text
 * fields where they are read (assertCleanFields, from server/files/multipart.ts).
 */
export const MAX_JSON_DEPTH = 32;
export const NESTED_TOO_DEEP = `Estrutura aninhada demais: no máximo ${MAX_JSON_DEPTH} níveis de objetos e listas`;
export const nulMessage = (field: string) => `Caractere inválido (NUL) no campo ${field}`;
const PATH_FIELD = 'endereço';
/** The provider reads at most this much of a form body (oidc-provider's own limit). */
const IDP_FORM_LIMIT = 56 * 1024;

/**
 * True when the JSON text opens more than `max` objects/arrays inside each other. Strings are
 * crossed with indexOf to their closing quote (the first one after an even run of backslashes),
 * not read one character at a time: a study's section is a ~400,000-character string, and this
 * runs on the API's thread before every JSON body is parsed (~1 ms a section that way).
 */
export function jsonNestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      i = closingQuote(text, i);
      // A string left open: no bracket after it counts (and the parser refuses the text).
      if (i < 0) return false;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** The index of the quote closing the string opened at `open`, or -1 when none does. */
function closingQuote(text: string, open: number): number {
  for (let at = text.indexOf('"', open + 1); at >= 0; at = text.indexOf('"', at + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
  return -1;
}

/**
 * The path (dot-separated, as field errors are keyed) of the first string or key holding a NUL,
 * or undefined. Iterative, so the depth of the value costs no stack.
 */
export function findNul(value: unknown, at = ''): string | undefined {
  const stack: Array<[unknown, string]> = [[value, at]];
  while (stack.length) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\0')) return path || '_';
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], path ? `${path}.${i}` : String(i)]);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item).reverse()) {
        const name = path ? `${path}.${key}` : key;
        if (key.includes('\0')) return name.replaceAll('\0', '\\0');
        stack.push([child, name]);
      }
    }
  }
  return undefined;
}

const nulError = (field: string) => new HttpError(400, nulMessage(field), { [field]: nulMessage(field) });

/**
 * The same refusals for fields parsed inside a handler (multipart forms: text fields and parts
 * sent as application/json), which no hook sees: server/files/multipart.ts calls it.
 */
export function assertCleanFields(fields: Record<string, unknown>): void {
  if (nestedDeeperThan(fields, MAX_JSON_DEPTH + 1)) throw new HttpError(400, NESTED_TOO_DEEP);
  const field = findNul(fields);
  if (field) throw nulError(field);
}

/** The field of a URL holding a NUL (a query parameter's name, or the path), or undefined. */
export function nulInUrl(url: string): string | undefined {
  if (!/%00|\0/i.test(url)) return undefined;
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  if (/%00|\0/i.test(path)) return PATH_FIELD;
  const query = new URLSearchParams(url.slice(mark + 1));
  for (const [key, value] of query) {
    if (key.includes('\0')) return key.replaceAll('\0', '\\0');
    if (value.includes('\0')) return key;
  }
  // '%00' the query parser does not decode as such (inside a malformed escape): still refused.
  return 'parâmetros';
}

const isForm = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('application/x-www-form-urlencoded');

/**
 * The bundled provider parses its own form bodies (token endpoint, sign-out confirmation): read
 * the body here, refuse a NUL, and hand the same bytes back to the provider as an unread stream.
 */
async function checkProviderForm(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  const length = Number(request.headers['content-length'] ?? NaN);
  if (Number.isFinite(length) && length > IDP_FORM_LIMIT) return; // the provider refuses it itself
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of raw) {
    received += (chunk as Buffer).length;
    chunks.push(chunk as Buffer);
    if (received > IDP_FORM_LIMIT) break;
  }
  const body = Buffer.concat(chunks);
  const replay = Readable.from([body]);
  // The provider reads `req` as a stream: give it the same bytes again.
  Object.defineProperties(raw, {
    readable: { configurable: true, get: () => replay.readable },
    iterator: { configurable: true, value: (options?: { destroyOnReturn?: boolean }) => replay.iterator(options) },
    [Symbol.asyncIterator]: { configurable: true, value: () => replay[Symbol.asyncIterator]() },
  });
  const field = findNul(Object.fromEntries(new URLSearchParams(body.toString('utf8'))));
  if (field) throw nulError(field);
}

/**
 * JSON bodies whose text holds no `\u0000` escape (the only way JSON carries a NUL): their
 * parsed value needs no walk (the walk of a 2 MB body costs ~15 ms, the text search ~1 ms).
 */
const cleanJson = new WeakSet<FastifyRequest>();

type JsonDone = (error: Error | null, body?: unknown) => void;

/** What Fastify's JSON parser does with a poisoned key: `__proto__` refused, `constructor` kept. */
export const JSON_POISONING = { protoAction: 'error', constructorAction: 'ignore' } as const;

/** True when the JSON text holds a `\u0000` escape (the only way JSON carries a NUL). */
export const hasNulEscape = (text: string) => /\\u0000/i.test(text);

/**
 * The JSON body parser every route has: the depth check, then Fastify's own parser (`__proto__`
 * refused, `constructor` kept). The rich-text routes hand it the bodies they do not make ready
 * off the API's thread (server/http/rich-body/parser.ts).
 */
export function guardedJsonParser(
  app: FastifyInstance,
): (request: FastifyRequest, text: string, done: JsonDone) => void {
  const parseJson = app.getDefaultJsonParser(JSON_POISONING.protoAction, JSON_POISONING.constructorAction);
  return (request, text, done) => {
    if (jsonNestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, NESTED_TOO_DEEP), undefined);
      return;
    }
    if (!hasNulEscape(text)) cleanJson.add(request);
    parseJson(request, text, done);
  };
}

/** Installs the checks on the root instance: call before any route or the provider is mounted. */
export function registerInputGuard(app: FastifyInstance): void {
  const parseJson = guardedJsonParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    parseJson(request, typeof body === 'string' ? body : body.toString('utf8'), done),
  );

  app.addHook('onRequest', async (request) => {
    const field = nulInUrl(request.url);
    if (field) throw nulError(field);
    if (request.method === 'POST' && request.url.startsWith('/idp/') && isForm(request))
      await checkProviderForm(request);
  });

  app.addHook('preValidation', async (request) => {
    if (cleanJson.has(request)) return;
    const field = findNul(request.body);
    if (field) throw nulError(field);
  });
}
