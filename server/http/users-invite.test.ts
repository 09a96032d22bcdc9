import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/local-idp/passwords.ts';
import { findLocalIdentityByEmail } from '../auth/local-idp/provider.ts';
import { projectMembers, users } from '../db/schema/index.ts';
import { readEml } from '../mail/read-eml.ts';
import { bearer, testApp } from '../test/app.ts';
import { PERSONA_EMAILS, createFixtures, type Fixtures } from '../test/fixtures.ts';

let ctx: Awaited<ReturnType<typeof testApp>>;
let f: Fixtures;
const auth: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  ctx = await testApp();
  f = await createFixtures(ctx.database.db);
  for (const [persona, email] of Object.entries(PERSONA_EMAILS)) auth[persona] = bearer(await ctx.tokenFor(email));
});
afterAll(() => ctx?.close());

const call = (method: string, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url: `/api${url}`, headers, payload: payload as object });

/** The newest message in the local outbox, decoded. */
function lastMail() {
  const dir = ctx.config.mail.outboxDir;
  const files = readdirSync(dir)
    .filter((n) => n.endsWith('.eml'))
    .sort();
  return { count: files.length, ...readEml(readFileSync(path.join(dir, files.at(-1)!), 'utf8')) };
}
const outboxCount = () => {
  try {
    return readdirSync(ctx.config.mail.outboxDir).length;
  } catch {
    return 0;
  }
};

describe('POST /users/invite', () => {
  const invite = (headers: Record<string, string>, body: object) => call('POST', '/users/invite', headers, body);

  it("a project admin invites a new e-mail into their project: account with role 'member', project role, e-mail with a working set-password link", async () => {
    const res = await invite(auth.projectAdmin, {
      email: 'Convidada@Prefeitura.example',
      role: 'admin',
      project_id: f.projectA,
      project_role: 'admin',
    });
    expect(res.statusCode).toBe(200);
    const { user, invited } = res.json();
    expect(invited).toBe(true);
    expect(user).toEqual({
      sub: expect.any(String),
      email: 'Convidada@Prefeitura.example',
      name: null,
      project_role: 'admin',
      last_activity_on_project_at: null,
    });
    const [account] = await ctx.database.db.select().from(users).where(eq(users.sub, user.sub));
    expect(account.role).toBe('member');
    const [membership] = await ctx.database.db
      .select()
      .from(projectMembers)
      .where(eq(projectMembers.userId, account.id));
    expect(membership).toMatchObject({ projectId: f.projectA, role: 'admin' });
    expect((await findLocalIdentityByEmail(ctx.database.db, 'convidada@prefeitura.example'))!.passwordHash).toBeNull();

    const mail = lastMail();
    expect(mail.headers.to.toLowerCase()).toBe('convidada@prefeitura.example');
    expect(mail.headers.subject).toContain('Núcleo Esperança');
    expect(mail.text).toContain('Gabriela Gestora convidou você');
    const link = /https?:\/\/\S+\/api\/auth\/set-password\?token=\S+/.exec(mail.text)![0];
    expect(link.startsWith(ctx.config.publicUrl)).toBe(true);
    const url = link.slice(ctx.config.publicUrl.length);
    const token = new URL(link).searchParams.get('token')!;

    const form = await ctx.app.inject({ method: 'GET', url });
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toContain('text/html');
    expect(form.headers['cache-control']).toBe('no-store');
    expect(form.headers['referrer-policy']).toBe('no-referrer');
    expect(form.body).toContain('Convidada@Prefeitura.example');
    expect(form.body).toContain('action="/api/auth/set-password"');

    const post = (fields: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/set-password',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const short = await post({ token, password: '123', password_confirmation: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Mínimo de 6 caracteres');
    const mismatch = await post({ token, password: 'minha-senha', password_confirmation: 'outra-senha' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('As senhas não conferem.');
    const done = await post({ token, password: 'minha-senha', password_confirmation: 'minha-senha' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Sua senha foi definida');

    const identity = (await findLocalIdentityByEmail(ctx.database.db, 'convidada@prefeitura.example'))!;
    expect(await verifyPassword('minha-senha', identity.passwordHash)).toBe(true);
    expect(identity.emailVerified).toBe(true);
    // Single use: the link is bound to the password it replaced.
    expect((await post({ token, password: 'de-novo-123', password_confirmation: 'de-novo-123' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url })).body).toContain('inválido, já foi usado ou expirou');

    const me = (await call('GET', '/account/me', bearer(await ctx.tokenFor('convidada@prefeitura.example')))).json();
    expect(me).toMatchObject({ role: 'member', projects_roles: [{ project_id: f.projectA, role: 'admin' }] });
  });

  it('an existing account is added to the project (invited: false) and told by e-mail without a password link', async () => {
    const count = outboxCount();
    const res = await invite(auth.projectAdmin, {
      email: PERSONA_EMAILS.outsider,
      role: 'member',
      project_id: f.projectA,
      project_role: 'member',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      invited: false,
      user: { email: PERSONA_EMAILS.outsider, project_role: 'member' },
    });
    expect(outboxCount()).toBe(count + 1);
    const mail = lastMail();
    expect(mail.text).not.toContain('set-password');
    expect(mail.text).toContain(ctx.config.publicUrl);
    // Inviting again changes the project role.
    await invite(auth.projectAdmin, {
      email: PERSONA_EMAILS.outsider,
      role: 'member',
      project_id: f.projectA,
      project_role: 'admin',
    });
    const roles = (await call('GET', '/account/me', auth.outsider)).json().projects_roles;
    expect(roles).toContainEqual({ project_id: f.projectA, role: 'admin' });
  });

  it('re-inviting an account that never set its password sends a fresh link', async () => {
    await invite(auth.globalAdmin, {
      email: 'pendente@prefeitura.example',
      role: 'member',
      project_id: f.projectB,
      project_role: 'member',
    });
    const res = await invite(auth.globalAdmin, {
      email: 'pendente@prefeitura.example',
      role: 'member',
      project_id: f.projectA,
      project_role: 'member',
    });
    expect(res.json().invited).toBe(false);
    expect(lastMail().text).toContain('/api/auth/set-password?token=');
  });

  it("A's admin inviting into B gets 404, a member 403, anonymous 401; nothing is written or sent", async () => {
    const count = outboxCount();
    const before = (await ctx.database.db.select().from(users)).length;
    const body = { email: 'ninguem@prefeitura.example', role: 'member', project_role: 'member' };
    expect((await invite(auth.projectAdmin, { ...body, project_id: f.projectB })).statusCode).toBe(404);
    expect((await invite(auth.projectAdmin, { ...body, project_id: 999999 })).statusCode).toBe(404);
    expect((await invite(auth.member, { ...body, project_id: f.projectA })).statusCode).toBe(403);
    expect((await invite({}, { ...body, project_id: f.projectA })).statusCode).toBe(401);
    expect(outboxCount()).toBe(count);
    expect((await ctx.database.db.select().from(users)).length).toBe(before);
  });

  it('validates the body in Portuguese', async () => {
    const res = await invite(auth.projectAdmin, {
      email: 'convite@prefeitura.example',
      project_id: f.projectA,
      project_role: 'member',
      name: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: 'Campo desconhecido' });
    const missing = await invite(auth.projectAdmin, {});
    expect(missing.json().errors).toMatchObject({
      email: 'Campo obrigatório',
      project_id: 'Campo obrigatório',
      project_role: 'Campo obrigatório',
    });
    const bad = await invite(auth.projectAdmin, { email: 'x', project_id: 'abc', project_role: 'chefe' });
    expect(bad.json().errors).toMatchObject({
      email: 'Favor inserir um email válido.',
      project_id: 'Registro inválido',
      project_role: 'Opção inválida',
    });
  });
});

describe('/api/auth/set-password', () => {
  it('a missing, malformed or forged token shows the invalid-link page', async () => {
    for (const url of [
      '/api/auth/set-password',
      '/api/auth/set-password?token=abc',
      `/api/auth/set-password?token=${Buffer.from('{"s":"local|x","e":9999999999}').toString('base64url')}.${'A'.repeat(43)}`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Este link para definir a senha é inválido');
    }
  });
});
