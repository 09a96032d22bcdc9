import { randomBytes } from 'node:crypto';
import {
  PASSWORD_LINK_TTL_SECONDS,
  identityUnavailable,
  weakPassword,
  type CreatedAccount,
  type IdentityAdmin,
} from './types.ts';

export interface Auth0AdminOptions {
  /** The tenant, `https://tenant.auth0.com` (the Management API lives at `/api/v2`). */
  domain: string;
  /** A machine-to-machine application allowed on the Management API (AUTH0_MGMT_*). */
  clientId: string;
  clientSecret: string;
  /** The SPA's client: the password-change ticket sends the person to its sign-in afterwards. */
  appClientId: string;
  /** The database connection accounts live in. */
  connection?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface Reply {
  status: number;
  body: Record<string, unknown> & { message?: string };
}

/** A throw-away password for an invited account, which gets its own through the ticket. */
const placeholderPassword = () => `${randomBytes(24).toString('base64url')}aA1!`;

const isPasswordPolicyError = (reply: Reply) =>
  reply.status === 400 && /^Password\w*Error/.test(String(reply.body.message ?? ''));

/**
 * Auth0 through its Management API (client credentials): POST /api/v2/users in the
 * database connection, PATCH /api/v2/users/{id}, and a password-change ticket
 * (POST /api/v2/tickets/password-change) as the invitation's set-password link. Auth0
 * cannot join our transaction, so a created account is deleted again by `undo`.
 */
export function auth0IdentityAdmin(options: Auth0AdminOptions): IdentityAdmin {
  const base = options.domain.replace(/\/+$/, '');
  const connection = options.connection ?? 'Username-Password-Authentication';
  const timeoutMs = options.timeoutMs ?? 10_000;
  const doFetch = options.fetch ?? fetch;
  let cached: { token: string; until: number } | null = null;

  async function call(method: string, path: string, body?: object, token?: string): Promise<Reply> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw identityUnavailable();
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = {};
    }
    // A list (users-by-email) or a bare value is kept under `value`.
    const isRecord = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
    return { status: response.status, body: (isRecord ? parsed : { value: parsed }) as Reply['body'] };
  }

  async function managementToken(fresh = false): Promise<string> {
    if (!fresh && cached && cached.until > Date.now()) return cached.token;
    const reply = await call('POST', '/oauth/token', {
      grant_type: 'client_credentials',
      client_id: options.clientId,
      client_secret: options.clientSecret,
      audience: `${base}/api/v2/`,
    });
    const token = reply.body.access_token;
    if (reply.status !== 200 || typeof token !== 'string') throw identityUnavailable();
    const lifetime = typeof reply.body.expires_in === 'number' ? reply.body.expires_in : 3600;
    cached = { token, until: Date.now() + Math.max(lifetime - 60, 10) * 1000 };
    return token;
  }

  /** A Management API call; a rejected (expired, revoked) token is renewed once. */
  async function api(method: string, path: string, body?: object): Promise<Reply> {
    const reply = await call(method, `/api/v2${path}`, body, await managementToken());
    if (reply.status !== 401) return reply;
    return call(method, `/api/v2${path}`, body, await managementToken(true));
  }

  const userPath = (sub: string) => `/users/${encodeURIComponent(sub)}`;
  const ok = (reply: Reply) => reply.status >= 200 && reply.status < 300;

  async function setPassword(sub: string, password: string): Promise<void> {
    const reply = await api('PATCH', userPath(sub), { password, connection });
    if (isPasswordPolicyError(reply)) throw weakPassword();
    if (!ok(reply)) throw identityUnavailable();
  }

  /** An account Auth0 has for this e-mail in our connection (Auth0 stores e-mails in lower case). */
  async function findByEmail(email: string): Promise<string | null> {
    const reply = await api('GET', `/users-by-email?email=${encodeURIComponent(email.toLowerCase())}`);
    if (!ok(reply) || !Array.isArray(reply.body.value)) throw identityUnavailable();
    const found = (reply.body.value as Array<{ user_id?: string; identities?: Array<{ connection?: string }> }>).find(
      (u) => u.identities?.some((i) => i.connection === connection),
    );
    return found?.user_id ?? null;
  }

  return {
    kind: 'auth0',

    async createAccount(_tx, { email, name, password }): Promise<CreatedAccount> {
      const reply = await api('POST', '/users', {
        connection,
        email,
        ...(name ? { name } : {}),
        password: password ?? placeholderPassword(),
        // An admin vouches for an address given with a password; an invitation is verified by its ticket.
        email_verified: password !== null,
        verify_email: false,
      });
      if (reply.status === 201 || reply.status === 200) {
        const sub = String(reply.body.user_id);
        return {
          sub,
          undo: async () => {
            await api('DELETE', userPath(sub)).catch(() => undefined);
          },
        };
      }
      if (isPasswordPolicyError(reply)) throw weakPassword();
      if (reply.status === 409) {
        const sub = await findByEmail(email);
        if (!sub) throw identityUnavailable();
        if (password) await setPassword(sub, password);
        return { sub, undo: async () => {} };
      }
      throw identityUnavailable();
    },

    async updateAccount(_tx, sub, { email, name, password }) {
      const profile = {
        ...(email !== undefined ? { email, connection } : {}),
        ...(name !== undefined ? { name } : {}),
      };
      if (Object.keys(profile).length) {
        const reply = await api('PATCH', userPath(sub), profile);
        if (!ok(reply)) throw identityUnavailable();
      }
      // A call of its own, so a password refused by the policy is told apart from a profile change.
      if (password !== undefined) await setPassword(sub, password);
    },

    async passwordLink(_tx, sub) {
      const reply = await api('POST', '/tickets/password-change', {
        user_id: sub,
        client_id: options.appClientId,
        ttl_sec: PASSWORD_LINK_TTL_SECONDS,
        mark_email_as_verified: true,
      });
      if (!ok(reply) || typeof reply.body.ticket !== 'string') throw identityUnavailable();
      return { url: reply.body.ticket, expiresAt: new Date(Date.now() + PASSWORD_LINK_TTL_SECONDS * 1000) };
    },

    async awaitingPassword(_tx, sub) {
      const reply = await api('GET', `${userPath(sub)}?fields=logins_count&include_fields=true`);
      if (!ok(reply)) throw identityUnavailable();
      return !reply.body.logins_count;
    },
  };
}
