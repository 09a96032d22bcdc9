import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurrentUser, type CurrentUser } from '../accounts/current-user.ts';
import { auth0IdentityAdmin } from '../auth/identity-admin/auth0.ts';
import { startFakeAuth0, type FakeAuth0 } from '../auth/identity-admin/fake-auth0.ts';
import { projectMembers, users } from '../db/schema/index.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { testApp } from '../test/app.ts';
import { PERSONA_EMAILS, createFixtures, type Fixtures } from '../test/fixtures.ts';
import { MAIL_FAILED, createUser, inviteUser, updateUser, type UsersDeps } from './service.ts';

/** The users service with Auth0 behind the identity interface (a fake tenant on 127.0.0.1). */
let ctx: Awaited<ReturnType<typeof testApp>>;
let f: Fixtures;
let fake: FakeAuth0;
let deps: UsersDeps;
let inviter: CurrentUser;
const sent: MailMessage[] = [];
let failMail = false;

beforeAll(async () => {
  ctx = await testApp();
  f = await createFixtures(ctx.database.db);
  fake = await startFakeAuth0();
  const mailer: Mailer = {
    kind: 'smtp',
    send: async (message) => {
      if (failMail) throw Object.assign(new Error('connection refused'), { code: 'ECONNECTION' });
      sent.push(message);
      return { messageId: '<x@test>' };
    },
  };
  const identity = auth0IdentityAdmin({
    domain: fake.url,
    clientId: 'mgmt',
    clientSecret: 'mgmt-secret',
    appClientId: 'spa',
  });
  deps = { db: ctx.database.db, identity, mailer, config: ctx.config, log: { warn: () => undefined } };
  const [row] = await ctx.database.db.select().from(users).where(eq(users.email, PERSONA_EMAILS.projectAdmin));
  inviter = (await loadCurrentUser(ctx.database.db, row.sub))!;
});
afterAll(async () => {
  await fake?.close();
  await ctx?.close();
});

const usersCount = async () => (await ctx.database.db.select().from(users)).length;

describe('users service with Auth0', () => {
  it('when our insert fails after Auth0 created the account, the account is deleted again (nothing left behind)', async () => {
    // The fake tenant's first account will be auth0|fake1: an app user already holds that sub.
    await ctx.database.db
      .insert(users)
      .values({ sub: 'auth0|fake1', email: 'antigo@prefeitura.example', role: 'member' });
    const before = await usersCount();
    await expect(
      createUser(deps, { email: 'nova@prefeitura.example', password: 'senha-boa-123', role: 'member' }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(fake.users.size).toBe(0);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/v2/users/auth0%7Cfake1' });
    expect(await usersCount()).toBe(before);
  });

  it('creates the Auth0 account and the user with its sub', async () => {
    const user = await createUser(deps, {
      email: 'auth0@prefeitura.example',
      name: 'Pessoa Auth0',
      password: 'senha-boa-123',
      role: 'admin',
    });
    expect(user).toMatchObject({
      sub: expect.stringMatching(/^auth0\|fake/),
      email: 'auth0@prefeitura.example',
      role: 'admin',
    });
    expect(fake.users.get(user.sub)).toMatchObject({ email: 'auth0@prefeitura.example', password: 'senha-boa-123' });
  });

  it('when Auth0 fails, nothing is written: 502', async () => {
    const before = await usersCount();
    fake.failures.set('POST /api/v2/users', { status: 503, body: { message: 'down' } });
    await expect(
      createUser(deps, { email: 'falha@prefeitura.example', password: 'senha-boa-123', role: 'member' }),
    ).rejects.toMatchObject({ statusCode: 502 });
    expect(await usersCount()).toBe(before);
  });

  it('a password refused by Auth0 on update rolls our row back', async () => {
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'auth0@prefeitura.example'));
    const admin = (await loadCurrentUser(
      ctx.database.db,
      (await ctx.database.db.select().from(users).where(eq(users.email, PERSONA_EMAILS.globalAdmin)))[0].sub,
    ))!;
    await expect(updateUser(deps, admin, row.id, { name: 'Nome Novo', password: 'curta' })).rejects.toMatchObject({
      statusCode: 400,
      errors: { password: expect.any(String) },
    });
    expect((await ctx.database.db.select().from(users).where(eq(users.id, row.id)))[0].name).toBe('Pessoa Auth0');
    const updated = await updateUser(deps, admin, row.id, { name: 'Nome Novo', password: null });
    expect(updated.name).toBe('Nome Novo');
    expect(fake.users.get(row.sub)).toMatchObject({ name: 'Nome Novo', password: 'senha-boa-123' });
  });

  it('an invitation creates the Auth0 account and e-mails the password-change ticket', async () => {
    const result = await inviteUser(deps, inviter, {
      email: 'convite@prefeitura.example',
      project_id: f.projectA,
      project_role: 'member',
    });
    expect(result).toMatchObject({
      invited: true,
      user: { project_role: 'member', sub: expect.stringMatching(/^auth0\|/) },
    });
    const mail = sent.at(-1)!;
    expect(mail.to).toBe('convite@prefeitura.example');
    expect(mail.text).toContain('https://tenant.example/lo/reset?ticket=');
    // Only the local outbox of the bundled provider logs links.
    expect(mail.link).toBeUndefined();
  });

  it('when the e-mail cannot be sent, the answer says so (502) and inviting again resends with a fresh link', async () => {
    failMail = true;
    await expect(
      inviteUser(deps, inviter, { email: 'semmail@prefeitura.example', project_id: f.projectA, project_role: 'admin' }),
    ).rejects.toMatchObject({
      statusCode: 502,
      message: MAIL_FAILED,
    });
    failMail = false;
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'semmail@prefeitura.example'));
    expect(await ctx.database.db.select().from(projectMembers).where(eq(projectMembers.userId, row.id))).toHaveLength(
      1,
    );
    const again = await inviteUser(deps, inviter, {
      email: 'semmail@prefeitura.example',
      project_id: f.projectA,
      project_role: 'admin',
    });
    expect(again.invited).toBe(false);
    expect(sent.at(-1)!.text).toContain('/lo/reset?ticket=');
  });
});
