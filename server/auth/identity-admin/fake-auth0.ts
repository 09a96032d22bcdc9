import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An in-process stand-in for the few Auth0 endpoints the identity admin calls (Auth0's cloud
 * cannot be reached from the tests): client-credentials token, users, users-by-email and
 * password-change tickets. A real HTTP server on 127.0.0.1, answering as Auth0 documents.
 */
export interface FakeUser {
  user_id: string;
  email: string;
  name?: string;
  password: string;
  email_verified: boolean;
  logins_count: number;
}

export interface FakeAuth0 {
  url: string;
  users: Map<string, FakeUser>;
  requests: Array<{ method: string; path: string; body: Record<string, unknown>; authorization?: string }>;
  tokensIssued: number;
  /** Next answers to force, by "METHOD /path-prefix". */
  failures: Map<string, { status: number; body: object }>;
  /** Tokens the API no longer accepts (revoked, expired). */
  revoked: Set<string>;
  close(): Promise<void>;
}

export async function startFakeAuth0(): Promise<FakeAuth0> {
  const state = {
    users: new Map<string, FakeUser>(),
    requests: [] as FakeAuth0['requests'],
    tokensIssued: 0,
    failures: new Map<string, { status: number; body: object }>(),
    revoked: new Set<string>(),
  };
  let nextId = 1;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://fake');
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      state.requests.push({
        method: req.method!,
        path: url.pathname + url.search,
        body,
        authorization: req.headers.authorization,
      });
      const send = (status: number, payload?: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(payload === undefined ? '' : JSON.stringify(payload));
      };
      const forced = [...state.failures.entries()].find(([key]) => `${req.method} ${url.pathname}`.startsWith(key));
      if (forced) {
        state.failures.delete(forced[0]);
        return send(forced[1].status, forced[1].body);
      }
      if (req.method === 'POST' && url.pathname === '/oauth/token') {
        if (body.grant_type !== 'client_credentials' || body.client_secret !== 'mgmt-secret')
          return send(401, { error: 'access_denied' });
        state.tokensIssued++;
        return send(200, { access_token: `mgmt-token-${state.tokensIssued}`, token_type: 'Bearer', expires_in: 86400 });
      }
      const token = req.headers.authorization?.replace(/^Bearer /, '');
      if (!token?.startsWith('mgmt-token-') || state.revoked.has(token))
        return send(401, { statusCode: 401, message: 'Invalid token' });
      const userMatch = /^\/api\/v2\/users\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'POST' && url.pathname === '/api/v2/users') {
        const email = String(body.email).toLowerCase();
        if ([...state.users.values()].some((u) => u.email === email)) {
          return send(409, {
            statusCode: 409,
            error: 'Conflict',
            message: 'The user already exists.',
            errorCode: 'auth0_idp_error',
          });
        }
        if (String(body.password).length < 8) {
          return send(400, {
            statusCode: 400,
            error: 'Bad Request',
            message: 'PasswordStrengthError: Password is too weak',
          });
        }
        const user: FakeUser = {
          user_id: `auth0|fake${nextId++}`,
          email,
          name: body.name as string | undefined,
          password: String(body.password),
          email_verified: Boolean(body.email_verified),
          logins_count: 0,
        };
        state.users.set(user.user_id, user);
        return send(201, {
          ...user,
          password: undefined,
          identities: [{ connection: body.connection, provider: 'auth0' }],
        });
      }
      if (req.method === 'GET' && url.pathname === '/api/v2/users-by-email') {
        const email = url.searchParams.get('email');
        const found = [...state.users.values()].filter((u) => u.email === email);
        return send(
          200,
          found.map((u) => ({
            user_id: u.user_id,
            email: u.email,
            identities: [{ connection: 'Username-Password-Authentication' }],
          })),
        );
      }
      if (userMatch) {
        const user = state.users.get(decodeURIComponent(userMatch[1]));
        if (!user) return send(404, { statusCode: 404, message: 'The user does not exist.' });
        if (req.method === 'GET') return send(200, { user_id: user.user_id, logins_count: user.logins_count });
        if (req.method === 'DELETE') {
          state.users.delete(user.user_id);
          return send(204);
        }
        if (req.method === 'PATCH') {
          if (typeof body.password === 'string' && body.password.length < 8) {
            return send(400, {
              statusCode: 400,
              error: 'Bad Request',
              message: 'PasswordStrengthError: Password is too weak',
            });
          }
          Object.assign(
            user,
            body.email ? { email: String(body.email).toLowerCase() } : {},
            'name' in body ? { name: body.name } : {},
          );
          if (typeof body.password === 'string') user.password = body.password;
          return send(200, { user_id: user.user_id, email: user.email, name: user.name });
        }
      }
      if (req.method === 'POST' && url.pathname === '/api/v2/tickets/password-change') {
        if (!state.users.has(String(body.user_id))) return send(404, { statusCode: 404, message: 'User not found' });
        return send(201, {
          ticket: `https://tenant.example/lo/reset?ticket=t-${encodeURIComponent(String(body.user_id))}#`,
        });
      }
      return send(404, { statusCode: 404, message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ...state,
    get tokensIssued() {
      return state.tokensIssued;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
