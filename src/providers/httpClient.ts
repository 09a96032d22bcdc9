import { HttpError, fetchUtils } from 'react-admin';
import type { AuthClient } from './auth0Client';

/** A binary answer (PDF, XLSX) and its headers (Content-Disposition names the file). */
export interface BlobAnswer {
  blob: Blob;
  headers: Headers;
}

/**
 * JSON calls, plus `blob` for binary answers with the same Bearer and time-out; a failing
 * binary call throws the same HttpError (status, the server's `{message, errors}` body).
 */
export type HttpClient = ((url: string, options?: fetchUtils.Options) => ReturnType<typeof fetchUtils.fetchJson>) & {
  blob: (url: string, options?: RequestInit) => Promise<BlobAnswer>;
};

/** docs/api.md#api: every call times out after 99 999 ms (report downloads have their own). */
export const REQUEST_TIMEOUT_MS = 99_999;

/**
 * JSON over fetch with the Bearer access token (renewed silently when expired). Errors become
 * react-admin HttpErrors carrying the server's `{message, errors}` body.
 */
export function createHttpClient(client: Pick<AuthClient, 'getTokenSilently'>): HttpClient {
  const withToken = async (init: HeadersInit | undefined, accept: string) => {
    const headers = new Headers(init);
    headers.set('Accept', accept);
    try {
      headers.set('Authorization', `Bearer ${await client.getTokenSilently()}`);
    } catch {
      // No session: the API answers 401 and the authProvider signs out.
    }
    return headers;
  };
  const json = async (url: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(url, {
      ...options,
      headers: await withToken(options.headers as HeadersInit | undefined, 'application/json'),
      signal: options.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  const blob = async (url: string, options: RequestInit = {}): Promise<BlobAnswer> => {
    const headers = await withToken(options.headers, '*/*');
    const response = await fetch(url, {
      ...options,
      headers,
      signal: options.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) {
      const text = await response.text();
      let body: { message?: string } | undefined;
      try {
        body = JSON.parse(text) as { message?: string };
      } catch {
        body = undefined;
      }
      throw new HttpError(body?.message || response.statusText || `HTTP ${response.status}`, response.status, body);
    }
    return { blob: await response.blob(), headers: response.headers };
  };
  return Object.assign(json, { blob });
}
