import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/local-idp/passwords.ts';
import { findLocalIdentityByEmail } from '../auth/local-idp/provider.ts';
import { users } from '../db/schema/index.ts';
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
const userId = async (email: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0].id;

describe('users routes are for the global admin only', () => {
  const routes: Array<[string, () => string, unknown?]> = [
    ['GET', () => '/users/list'],
    ['GET', () => '/users/1'],
    ['POST', () => '/users/create', { email: 'x@y.example', password: '123456', role: 'member' }],
    ['PATCH', () => '/users/1', { name: 'Outro Nome' }],
  ];
  it.each(routes)(
    '%s %s: 401 anonymous, 403 project admin and member, not 403 for the global admin',
    async (method, url, body) => {
      expect((await call(method, url(), {}, body)).statusCode).toBe(401);
      expect((await call(method, url(), auth.projectAdmin, body)).statusCode).toBe(403);
      expect((await call(method, url(), auth.member, body)).statusCode).toBe(403);
      expect((await call(method, url(), auth.outsider, body)).statusCode).toBe(403);
    },
  );
});

describe('GET /users/list', () => {
  it('answers {data, total} of id, sub, name, email, role, last_activity_at, by name', async () => {
    const res = await call('GET', '/users/list', auth.globalAdmin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(Object.keys(body.data[0]).sort()).toEqual(['email', 'id', 'last_activity_at', 'name', 'role', 'sub']);
    expect(body.data.map((u: { name: string }) => u.name)).toEqual([
      'Ana Souza',
      'Gabriela Gestora',
      'Marcos Lima',
      'Otávio Outro',
    ]);
    const adminOf = (list: { data: { email: string; role: string; last_activity_at: string | null }[] }) =>
      list.data.find((u) => u.email === PERSONA_EMAILS.globalAdmin)!;
    expect(adminOf(body).role).toBe('admin');
    // A request records its caller's activity without waiting for it (server/auth/authenticate.ts):
    // on PostgreSQL's pool the update may commit after this very list was read, so ask again.
    await expect
      .poll(async () => adminOf((await call('GET', '/users/list', auth.globalAdmin)).json()).last_activity_at)
      .toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('honours q (name or e-mail), sort, order, page and count', async () => {
    const q = (await call('GET', '/users/list?q=GESTORA', auth.globalAdmin)).json();
    expect(q).toMatchObject({ total: 1, data: [{ email: PERSONA_EMAILS.projectAdmin }] });
    expect((await call('GET', '/users/list?q=Otávio', auth.globalAdmin)).json().total).toBe(1);
    expect((await call('GET', '/users/list?q=%25', auth.globalAdmin)).json().total).toBe(0);
    const byEmail = (await call('GET', '/users/list?sort=email&order=DESC', auth.globalAdmin)).json();
    expect(byEmail.data.map((u: { email: string }) => u.email)).toEqual([
      'outro@reurb.local',
      'membro@reurb.local',
      'gestora@reurb.local',
      'admin@reurb.local',
    ]);
    const page = (await call('GET', '/users/list?page=2&count=3', auth.globalAdmin)).json();
    expect(page).toMatchObject({ total: 4, data: [{ name: 'Otávio Outro' }] });
    expect((await call('GET', '/users/list?sort=role', auth.globalAdmin)).json().data.at(-1).role).toBe('member');
    expect((await call('GET', '/users/list?sort=last_activity_at&order=desc', auth.globalAdmin)).statusCode).toBe(200);
  });

  it('refuses a bad sort or page with a Portuguese 400', async () => {
    const res = await call('GET', '/users/list?sort=password', auth.globalAdmin);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.sort).toBe('Ordenação inválida');
    expect((await call('GET', '/users/list?page=0', auth.globalAdmin)).json().errors.page).toBe('Página inválida');
  });
});

describe('GET /users/{id}', () => {
  it('answers the user with projects_roles and worked_lots_by_day', async () => {
    const res = await call('GET', `/users/${await userId(PERSONA_EMAILS.projectAdmin)}`, auth.globalAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: PERSONA_EMAILS.projectAdmin,
      name: 'Gabriela Gestora',
      role: 'member',
      projects_roles: [{ project_id: f.projectA, project_name: 'Núcleo Esperança', role: 'admin' }],
      worked_lots_by_day: [],
    });
  });

  it('404 for an unknown id, 400 for an id that is not a number', async () => {
    expect((await call('GET', '/users/999999', auth.globalAdmin)).statusCode).toBe(404);
    const bad = await call('GET', '/users/abc', auth.globalAdmin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.id).toBe('Id inválido');
  });
});

describe('POST /users/create', () => {
  it('creates the account with a scrypt hash and the user; the new user can get a token and call /api/account/me', async () => {
    const res = await call('POST', '/users/create', auth.globalAdmin, {
      email: 'nova@reurb.local',
      name: 'Nova Pessoa',
      password: 'senha-nova',
      role: 'member',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'nova@reurb.local',
      name: 'Nova Pessoa',
      role: 'member',
      sub: expect.stringMatching(/^local\|/),
      projects_roles: [],
      worked_lots_by_day: [],
      last_activity_at: null,
    });
    const identity = await findLocalIdentityByEmail(ctx.database.db, 'nova@reurb.local');
    expect(identity!.sub).toBe(res.json().sub);
    expect(await verifyPassword('senha-nova', identity!.passwordHash)).toBe(true);
    const me = await call('GET', '/account/me', bearer(await ctx.tokenFor('nova@reurb.local')));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'nova@reurb.local', role: 'member', projects_roles: [] });
  });

  it('validates with the user entity: email min 3, password min 6, role member|admin, unknown fields', async () => {
    const empty = await call('POST', '/users/create', auth.globalAdmin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      email: 'Campo obrigatório',
      password: 'Campo obrigatório',
      role: 'Campo obrigatório',
    });
    const bad = await call('POST', '/users/create', auth.globalAdmin, { email: 'x', password: '123', role: 'boss' });
    expect(bad.json().errors).toMatchObject({
      email: 'Favor inserir um email válido.',
      password: 'Mínimo de 6 caracteres',
      role: 'Opção inválida',
    });
    const unknown = await call('POST', '/users/create', auth.globalAdmin, {
      email: 'a@b.example',
      password: '123456',
      role: 'member',
      is_root: true,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ is_root: 'Campo desconhecido' });
    const huge = await call('POST', '/users/create', auth.globalAdmin, {
      email: `${'a'.repeat(5000)}@b.example`,
      password: '123456',
      role: 'member',
    });
    expect(huge.statusCode).toBe(400);
  });

  it('a duplicate e-mail (any case) is a 409 and leaves nothing behind', async () => {
    const before = (await ctx.database.db.select().from(users)).length;
    const res = await call('POST', '/users/create', auth.globalAdmin, {
      email: 'MEMBRO@reurb.local',
      password: '123456',
      role: 'admin',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Já existe um usuário com este e-mail.');
    expect((await ctx.database.db.select().from(users)).length).toBe(before);
  });
});

describe('PATCH /users/{id}', () => {
  it('ignores a blank password ("" or null) and changes the rest', async () => {
    const id = await userId('nova@reurb.local');
    const before = (await findLocalIdentityByEmail(ctx.database.db, 'nova@reurb.local'))!.passwordHash;
    for (const password of ['', null]) {
      const res = await call('PATCH', `/users/${id}`, auth.globalAdmin, { name: 'Nova Pessoa Silva', password });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, name: 'Nova Pessoa Silva' });
    }
    const identity = (await findLocalIdentityByEmail(ctx.database.db, 'nova@reurb.local'))!;
    expect(identity.passwordHash).toBe(before);
    expect(identity.name).toBe('Nova Pessoa Silva');
  });

  it('a non-blank password is set in the identity provider; e-mail and role change', async () => {
    const id = await userId('nova@reurb.local');
    const res = await call('PATCH', `/users/${id}`, auth.globalAdmin, {
      password: 'outra-senha',
      email: 'nova.pessoa@reurb.local',
      role: 'admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'nova.pessoa@reurb.local', role: 'admin' });
    const identity = (await findLocalIdentityByEmail(ctx.database.db, 'nova.pessoa@reurb.local'))!;
    expect(await verifyPassword('outra-senha', identity.passwordHash)).toBe(true);
    expect((await call('GET', '/account/me', bearer(await ctx.tokenFor('nova.pessoa@reurb.local')))).json().role).toBe(
      'admin',
    );
  });

  it('a password given to a user with no account at the provider yet (seeded field staff) opens one to sign in with', async () => {
    const [staff] = await ctx.database.db
      .insert(users)
      .values({
        sub: 'local|campo-sem-conta',
        email: 'campo.sem.conta@reurb.local',
        name: 'Giovanna Barros',
        role: 'member',
      })
      .returning();
    expect(await findLocalIdentityByEmail(ctx.database.db, staff.email)).toBeFalsy();
    const res = await call('PATCH', `/users/${staff.id}`, auth.globalAdmin, { password: 'senha-123' });
    expect(res.statusCode).toBe(200);
    const identity = (await findLocalIdentityByEmail(ctx.database.db, staff.email))!;
    expect(identity).toMatchObject({ sub: 'local|campo-sem-conta', name: 'Giovanna Barros', givenName: 'Giovanna' });
    expect(await verifyPassword('senha-123', identity.passwordHash)).toBe(true);
    // A change without a password opens nothing.
    const [other] = await ctx.database.db
      .insert(users)
      .values({ sub: 'local|campo-outro', email: 'campo.outro@reurb.local', name: 'Sem Senha', role: 'member' })
      .returning();
    expect((await call('PATCH', `/users/${other.id}`, auth.globalAdmin, { name: 'Sem Senha Ainda' })).statusCode).toBe(
      200,
    );
    expect(await findLocalIdentityByEmail(ctx.database.db, other.email)).toBeFalsy();
  });

  it('409 for an e-mail another user has, and for a global admin removing their own admin role', async () => {
    const id = await userId('nova.pessoa@reurb.local');
    const dup = await call('PATCH', `/users/${id}`, auth.globalAdmin, { email: 'Outro@reurb.local' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Já existe um usuário com este e-mail.');
    const self = await call('PATCH', `/users/${await userId(PERSONA_EMAILS.globalAdmin)}`, auth.globalAdmin, {
      role: 'member',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('Você não pode remover o seu próprio perfil de administrador.');
    expect((await call('PATCH', `/users/${id}`, auth.globalAdmin, { role: 'member' })).statusCode).toBe(200);
  });

  it('400 for bad values, read-only and unknown fields; 404 for an unknown user', async () => {
    const id = await userId('nova.pessoa@reurb.local');
    const bad = await call('PATCH', `/users/${id}`, auth.globalAdmin, { email: '', password: '12', sub: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      email: 'Campo obrigatório',
      password: 'Mínimo de 6 caracteres',
      sub: 'Este campo não pode ser alterado',
    });
    const unknown = await call('PATCH', `/users/${id}`, auth.globalAdmin, { nickname: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ nickname: 'Campo desconhecido' });
    expect((await call('PATCH', '/users/999999', auth.globalAdmin, { name: 'Ninguém Aqui' })).statusCode).toBe(404);
  });
});
