import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Config } from '../config.ts';
import { TEST_ORIGIN } from '../test/app.ts';

/**
 * For tests: the Auth0 SDK's sign-in against the bundled provider, from a chosen address (the
 * socket's); `headers` adds headers to every request, e.g. the X-Forwarded-For a proxy sends.
 */
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const HOST = { host: new URL(TEST_ORIGIN).host };

export function signInFlow(
  app: FastifyInstance,
  config: Config,
  remoteAddress = '203.0.113.10',
  headers: () => Record<string, string> = () => ({}),
) {
  const cookies = new Map<string, string>();
  const take = (res: LightMyRequestResponse) => {
    for (const c of res.cookies) cookies.set(c.name, c.value);
    return res;
  };
  const cookie = () => [...cookies].map(([n, v]) => `${n}=${v}`).join('; ');
  const verifier = randomBytes(32).toString('base64url');

  /** Opens the sign-in page; returns its path. */
  async function open(): Promise<string> {
    const query = form({
      client_id: config.identity.clientId,
      redirect_uri: `${TEST_ORIGIN}/callback`,
      response_type: 'code',
      scope: 'openid profile email offline_access',
      audience: config.identity.audience,
      state: 'estado',
      nonce: 'n',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
    const authorize = take(
      await app.inject({
        url: `/idp/authorize?${query}`,
        headers: { ...HOST, ...headers(), cookie: cookie() },
        remoteAddress,
      }),
    );
    if (authorize.statusCode !== 303) throw new Error(`authorize answered ${authorize.statusCode}`);
    return new URL(authorize.headers.location!, TEST_ORIGIN).pathname;
  }

  /** Submits the form (on a fresh page unless one is given). */
  async function submit(email: string, password: string, page?: string) {
    const path = page ?? (await open());
    const res = await app.inject({
      method: 'POST',
      url: path,
      headers: { ...HOST, ...headers(), 'content-type': 'application/x-www-form-urlencoded', cookie: cookie() },
      payload: form({ email, password }),
      remoteAddress,
    });
    return take(res);
  }

  /** Signs in and exchanges the code: the token answer (access, id and refresh tokens). */
  async function tokens(email: string, password: string) {
    const submitted = await submit(email, password);
    if (submitted.statusCode !== 303) throw new Error(`sign-in answered ${submitted.statusCode}`);
    const resume = take(
      await app.inject({
        url: new URL(submitted.headers.location!, TEST_ORIGIN).pathname,
        headers: { ...HOST, ...headers(), cookie: cookie() },
        remoteAddress,
      }),
    );
    const code = new URL(resume.headers.location!).searchParams.get('code')!;
    const exchange = await app.inject({
      method: 'POST',
      url: '/idp/oauth/token',
      headers: { ...HOST, ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({
        grant_type: 'authorization_code',
        client_id: config.identity.clientId,
        code,
        redirect_uri: `${TEST_ORIGIN}/callback`,
        code_verifier: verifier,
      }),
      remoteAddress,
    });
    if (exchange.statusCode !== 200) throw new Error(`token answered ${exchange.statusCode}`);
    return exchange.json() as { access_token: string; id_token: string; refresh_token: string };
  }

  /** A request of this browser (its cookies, address and headers); keeps the cookies it sets. */
  async function request(method: 'GET' | 'POST', url: string, payload?: Record<string, string>) {
    const res = await app.inject({
      method,
      url,
      headers: {
        ...HOST,
        ...headers(),
        cookie: cookie(),
        ...(payload ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(payload ? { payload: form(payload) } : {}),
      remoteAddress,
    });
    return take(res);
  }

  /** Whether the provider still knows this browser: a new authorize skips the sign-in page. */
  async function signedIn(): Promise<boolean> {
    const path = await open();
    if (path === '/callback') return true;
    // An interaction page: the sign-in form (200) when the session is gone.
    return (await request('GET', path)).statusCode !== 200;
  }

  return { open, submit, tokens, request, signedIn };
}
