import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values may be logged: paging, sorting and ids. Every other value
 * (a search `q` with a CPF or a name, a signed link's `signature`, an invitation `token`, an
 * authorization `code`, a `login_hint` e-mail…) is logged as `***`.
 */
const SAFE_PARAMS = new Set([
  'page',
  'count',
  'sort',
  'order',
  'include',
  'published_only',
  'complete',
  'expires',
  'id',
  'project_id',
  'block_id',
  'street_id',
  'lot_id',
  'user_id',
  'uf',
  'status',
  'attributes',
  'client_id',
  'response_type',
  'response_mode',
  'scope',
]);

/** Paths that carry a credential: the personal calendar feed's token (server/calendar/feed.ts). */
const SECRET_PATHS = /(\/calendar\/)[^/?#]+(\.ics)/;

/** A URL for the log: the path as is (bar a secret in it), the query's values masked unless harmless. */
export function maskUrl(raw: string): string {
  const url = raw.replace(SECRET_PATHS, '$1***$2');
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  const masked = [...params].map(
    ([name, value]) => `${encodeURIComponent(name)}=${SAFE_PARAMS.has(name) ? encodeURIComponent(value) : '***'}`,
  );
  return `${url.slice(0, mark)}?${masked.join('&')}`;
}

/** Fastify's request line for the log, with maskUrl; never headers or bodies. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
