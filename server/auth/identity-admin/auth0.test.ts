import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../errors.ts';
import { auth0IdentityAdmin } from './auth0.ts';
import { startFakeAuth0, type FakeAuth0 } from './fake-auth0.ts';
import { createIdentityAdmin } from './index.ts';
import { testConfig } from '../../test/app.ts';

const noTx = {} as Db;
let fake: FakeAuth0;
const admin = () =>
  auth0IdentityAdmin({
    domain: fake.url,
    clientId: 'mgmt-client',
    clientSecret: 'mgmt-secret',
    appClientId: 'spa-client',
  });

beforeAll(async () => {
  fake = await startFakeAuth0();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.users.clear();
});

const calls = () => fake.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`);

describe('Auth0 identity admin (Management API)', () => {
  it('gets a management token by client credentials once, then creates the user in the database connection', async () => {
    const idp = admin();
    const account = await idp.createAccount(noTx, {
      email: 'Nova@Prefeitura.example',
      name: 'Nova Pessoa',
      password: 'uma-senha-boa',
    });
    expect(account.sub).toMatch(/^auth0\|fake/);
    const [token, create] = fake.requests;
    expect(token).toMatchObject({
      method: 'POST',
      path: '/oauth/token',
      body: {
        grant_type: 'client_credentials',
        client_id: 'mgmt-client',
        client_secret: 'mgmt-secret',
        audience: `${fake.url}/api/v2/`,
      },
    });
    expect(create).toMatchObject({
      method: 'POST',
      path: '/api/v2/users',
      authorization: 'Bearer mgmt-token-1',
      body: {
        connection: 'Username-Password-Authentication',
        email: 'Nova@Prefeitura.example',
        name: 'Nova Pessoa',
        password: 'uma-senha-boa',
        email_verified: true,
        verify_email: false,
      },
    });
    await idp.createAccount(noTx, { email: 'outra@prefeitura.example', name: null, password: 'outra-senha-boa' });
    expect(calls().filter((c) => c === 'POST /oauth/token')).toHaveLength(1);
  });

  it('an invited account gets a throw-away strong password and a password-change ticket as its link', async () => {
    const idp = admin();
    const account = await idp.createAccount(noTx, { email: 'convite@prefeitura.example', name: null, password: null });
    const created = fake.requests.find((r) => r.path === '/api/v2/users')!;
    expect(created.body.email_verified).toBe(false);
    expect(String(created.body.password).length).toBeGreaterThanOrEqual(30);
    expect(await idp.awaitingPassword(noTx, account.sub)).toBe(true);
    const link = await idp.passwordLink(noTx, account.sub);
    expect(link.url).toContain('/lo/reset?ticket=');
    expect(link.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/api/v2/tickets/password-change',
      body: { user_id: account.sub, client_id: 'spa-client', ttl_sec: 7 * 24 * 3600, mark_email_as_verified: true },
    });
  });

  it('undo deletes the account it created', async () => {
    const idp = admin();
    const account = await idp.createAccount(noTx, {
      email: 'desfazer@prefeitura.example',
      name: null,
      password: 'senha-longa-1',
    });
    await account.undo();
    expect(fake.users.size).toBe(0);
    expect(calls().at(-1)).toBe(`DELETE /api/v2/users/${encodeURIComponent(account.sub)}`);
  });

  it('adopts an account Auth0 already has for the e-mail (409), sets the password, and never deletes it on undo', async () => {
    const idp = admin();
    const first = await idp.createAccount(noTx, {
      email: 'ja@prefeitura.example',
      name: null,
      password: 'senha-antiga-1',
    });
    const again = await idp.createAccount(noTx, {
      email: 'JA@prefeitura.example',
      name: null,
      password: 'senha-nova-12',
    });
    expect(again.sub).toBe(first.sub);
    expect(fake.users.get(first.sub)!.password).toBe('senha-nova-12');
    expect(calls()).toContain('GET /api/v2/users-by-email');
    await again.undo();
    expect(fake.users.has(first.sub)).toBe(true);
  });

  it('updates the profile and, in a call of its own, the password', async () => {
    const idp = admin();
    const { sub } = await idp.createAccount(noTx, {
      email: 'muda@prefeitura.example',
      name: 'Antes',
      password: 'senha-antiga-1',
    });
    fake.requests.length = 0;
    await idp.updateAccount(noTx, sub, {
      email: 'mudou@prefeitura.example',
      name: 'Depois',
      password: 'senha-nova-123',
    });
    expect(fake.requests.map((r) => [r.method, r.body])).toEqual([
      ['PATCH', { email: 'mudou@prefeitura.example', connection: 'Username-Password-Authentication', name: 'Depois' }],
      ['PATCH', { password: 'senha-nova-123', connection: 'Username-Password-Authentication' }],
    ]);
    expect(fake.users.get(sub)).toMatchObject({
      email: 'mudou@prefeitura.example',
      name: 'Depois',
      password: 'senha-nova-123',
    });
  });

  it("a password refused by Auth0's policy is a 400 on the password field", async () => {
    const idp = admin();
    const error = await idp
      .createAccount(noTx, { email: 'fraca@prefeitura.example', name: null, password: 'curta' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      statusCode: 400,
      errors: { password: expect.stringContaining('política de senhas') },
    });
  });

  it('renews a management token the API stopped accepting, once', async () => {
    const idp = admin();
    const { sub } = await idp.createAccount(noTx, {
      email: 'renova@prefeitura.example',
      name: null,
      password: 'senha-boa-123',
    });
    const before = fake.tokensIssued;
    fake.revoked.add(`mgmt-token-${before}`);
    expect(await idp.awaitingPassword(noTx, sub)).toBe(true);
    expect(fake.tokensIssued).toBe(before + 1);
  });

  it('an Auth0 failure or an unreachable tenant is a 502 in Portuguese', async () => {
    fake.failures.set('POST /api/v2/users', { status: 500, body: { statusCode: 500, message: 'boom' } });
    const failed = await admin()
      .createAccount(noTx, { email: 'x@prefeitura.example', name: null, password: 'senha-boa-123' })
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ statusCode: 502, message: expect.stringContaining('provedor de identidade') });
    const offline = auth0IdentityAdmin({
      domain: 'http://127.0.0.1:9',
      clientId: 'a',
      clientSecret: 'b',
      appClientId: 'c',
      timeoutMs: 2000,
    });
    await expect(offline.passwordLink(noTx, 'auth0|x')).rejects.toMatchObject({ statusCode: 502 });
  });
});

describe('createIdentityAdmin', () => {
  it('is the bundled provider by default', () => {
    expect(createIdentityAdmin(testConfig()).kind).toBe('local');
  });

  it('with Auth0 but no management credentials, answers 503 when used', async () => {
    const config = testConfig({
      AUTH0_DOMAIN: 'tenant.example',
      AUTH0_CLIENT_ID: 'spa',
      AUTH0_AUDIENCE: 'https://api',
    });
    const idp = createIdentityAdmin(config);
    expect(idp.kind).toBe('auth0');
    await expect(idp.passwordLink(noTx, 'auth0|x')).rejects.toMatchObject({ statusCode: 503 });
  });
});
