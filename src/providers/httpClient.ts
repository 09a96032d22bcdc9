import { fetchUtils } from 'react-admin';
import type { Auth0Client } from '@auth0/auth0-spa-js';

export type HttpClient = (url: string, options?: fetchUtils.Options) => ReturnType<typeof fetchUtils.fetchJson>;

/** Spec §7: every call times out after 99 999 ms (report downloads have their own). */
export const REQUEST_TIMEOUT_MS = 99_999;

/**
 * JSON over fetch with the Bearer access token (renewed silently when expired). Errors become
 * react-admin HttpErrors carrying the server's `{message, errors}` body.
 */
export function createHttpClient(client: Pick<Auth0Client, 'getTokenSilently'>): HttpClient {
  return async (url, options = {}) => {
    const headers = new Headers(options.headers as HeadersInit | undefined);
    headers.set('Accept', 'application/json');
    try {
      headers.set('Authorization', `Bearer ${await client.getTokenSilently()}`);
    } catch {
      // No session: the API answers 401 and the authProvider signs out.
    }
    return fetchUtils.fetchJson(url, { ...options, headers, signal: options.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  };
}
