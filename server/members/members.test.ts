import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMembers, users } from '../db/schema/index.ts';
import { createLocalAccount } from '../seed/accounts.ts';
import { apiKit } from '../projects/test-kit.ts';
import { PERSONA_EMAILS } from '../test/fixtures.ts';

describe('project members API', () => {
  let kit: Awaited<ReturnType<typeof apiKit>>;
  let newcomer: string;
  beforeAll(async () => {
    kit = await apiKit();
    await createLocalAccount(kit.db, {
      email: 'nova@reurb.local',
      name: 'Nádia Nova',
      givenName: 'Nádia',
      role: 'member',
      password: 'senha-nova',
    });
    [{ sub: newcomer }] = await kit.db
      .select({ sub: users.sub })
      .from(users)
      .where(eq(users.email, 'nova@reurb.local'));
  });
  afterAll(() => kit.close());

  const members = async (query = '', persona: 'member' | 'outsider' | 'projectAdmin' | 'globalAdmin' = 'member') =>
    kit.call(persona, 'GET', `/api/projects/${kit.f.projectA}/members${query}`);

  it('lists a project’s members to its members: sub, name, email, project_role, last activity', async () => {
    const res = await members();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.data).toEqual([
      {
        sub: kit.f.subs.projectAdmin,
        name: 'Gabriela Gestora',
        email: PERSONA_EMAILS.projectAdmin,
        project_role: 'admin',
        last_activity_on_project_at: null,
      },
      expect.objectContaining({ sub: kit.f.subs.member, email: PERSONA_EMAILS.member, project_role: 'member' }),
    ]);
    // Listing is activity in the project: the member's own time is now set.
    expect(body.data[1].last_activity_on_project_at).toEqual(expect.any(String));
  });

  it('pages, sorts and searches over name and e-mail', async () => {
    expect((await members('?count=1&page=2')).json()).toMatchObject({
      total: 2,
      data: [{ email: PERSONA_EMAILS.member }],
    });
    expect((await members('?sort=email&order=desc')).json().data.map((m: { email: string }) => m.email)).toEqual([
      PERSONA_EMAILS.member,
      PERSONA_EMAILS.projectAdmin,
    ]);
    expect((await members('?q=gestora')).json().data.map((m: { email: string }) => m.email)).toEqual([
      PERSONA_EMAILS.projectAdmin,
    ]);
    expect((await members('?q=gabriela+gest')).json().total).toBe(1);
    expect((await members('?q=ninguem')).json()).toEqual({ data: [], total: 0 });
  });

  it('is 404 outside one’s projects', async () => {
    expect((await members('', 'outsider')).statusCode).toBe(404);
    expect((await kit.call('member', 'GET', `/api/projects/${kit.f.projectB}/members`)).statusCode).toBe(404);
    expect((await kit.call('anonymous', 'GET', `/api/projects/${kit.f.projectA}/members`)).statusCode).toBe(401);
  });

  it('lets a project admin add, promote, demote and remove a member', async () => {
    const { f, call } = kit;
    const url = (action: string) => `/api/projects/${f.projectA}/${action}`;
    const added = await call('projectAdmin', 'POST', url('addMember'), { user_sub: newcomer });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      sub: newcomer,
      name: 'Nádia Nova',
      email: 'nova@reurb.local',
      project_role: 'member',
      last_activity_on_project_at: null,
    });
    expect((await call('projectAdmin', 'POST', url('addMember'), { user_sub: newcomer })).statusCode).toBe(409);
    const promoted = await call('projectAdmin', 'POST', url('changeMemberRole'), { user_sub: newcomer, role: 'admin' });
    expect(promoted.json()).toMatchObject({ sub: newcomer, project_role: 'admin' });
    const demoted = await call('projectAdmin', 'POST', url('changeMemberRole'), { user_sub: newcomer, role: 'member' });
    expect(demoted.json()).toMatchObject({ project_role: 'member' });
    const removed = await call('projectAdmin', 'POST', url('removeMember'), { user_sub: newcomer });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ sub: newcomer });
    expect((await members()).json().total).toBe(2);
  });

  it('answers 404 for an unknown user or a user who is not a member', async () => {
    const { f, call } = kit;
    const unknown = await call('projectAdmin', 'POST', `/api/projects/${f.projectA}/addMember`, {
      user_sub: 'local|ninguem',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Usuário não encontrado');
    const remove = await call('projectAdmin', 'POST', `/api/projects/${f.projectA}/removeMember`, {
      user_sub: newcomer,
    });
    expect(remove.statusCode).toBe(404);
    expect(remove.json().message).toBe('Membro não encontrado neste projeto');
    const change = await call('projectAdmin', 'POST', `/api/projects/${f.projectA}/changeMemberRole`, {
      user_sub: newcomer,
      role: 'admin',
    });
    expect(change.statusCode).toBe(404);
  });

  it('keeps a project admin from leaving the project without an admin; a global admin may', async () => {
    const { f, db, call } = kit;
    const url = (action: string) => `/api/projects/${f.projectA}/${action}`;
    const demoteSelf = await call('projectAdmin', 'POST', url('changeMemberRole'), {
      user_sub: f.subs.projectAdmin,
      role: 'member',
    });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json().message).toBe('O projeto precisa de pelo menos um administrador.');
    expect(
      (await call('projectAdmin', 'POST', url('removeMember'), { user_sub: f.subs.projectAdmin })).statusCode,
    ).toBe(409);
    // With a second admin, the first may step down.
    await call('projectAdmin', 'POST', url('changeMemberRole'), { user_sub: f.subs.member, role: 'admin' });
    expect(
      (await call('projectAdmin', 'POST', url('changeMemberRole'), { user_sub: f.subs.projectAdmin, role: 'member' }))
        .statusCode,
    ).toBe(200);
    // The global admin can always act, even on the last admin.
    const last = await call('globalAdmin', 'POST', url('removeMember'), { user_sub: f.subs.member });
    expect(last.statusCode).toBe(200);
    const left = await db.select().from(projectMembers).where(eq(projectMembers.projectId, f.projectA));
    expect(left.map((m) => m.role)).toEqual(['member']);
    // Back as the fixtures had it.
    await call('globalAdmin', 'POST', url('addMember'), { user_sub: f.subs.member });
    await call('globalAdmin', 'POST', url('changeMemberRole'), { user_sub: f.subs.projectAdmin, role: 'admin' });
    const roles = await db
      .select({ role: projectMembers.role })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, f.projectA), eq(projectMembers.role, 'admin')));
    expect(roles).toHaveLength(1);
  });

  it('answers 403 to a member and 404 to an admin of another project', async () => {
    const { f, call } = kit;
    for (const action of ['addMember', 'removeMember']) {
      expect(
        (await call('member', 'POST', `/api/projects/${f.projectA}/${action}`, { user_sub: newcomer })).statusCode,
        action,
      ).toBe(403);
      expect(
        (await call('outsider', 'POST', `/api/projects/${f.projectA}/${action}`, { user_sub: newcomer })).statusCode,
        action,
      ).toBe(404);
    }
    expect(
      (
        await call('member', 'POST', `/api/projects/${f.projectA}/changeMemberRole`, {
          user_sub: f.subs.member,
          role: 'admin',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('projectAdmin', 'POST', `/api/projects/${f.projectB}/addMember`, { user_sub: newcomer })).statusCode,
    ).toBe(404);
  });

  it('validates the bodies', async () => {
    const { f, call } = kit;
    const post = async (action: string, payload: unknown) => {
      const res = await call('projectAdmin', 'POST', `/api/projects/${f.projectA}/${action}`, payload);
      expect(res.statusCode).toBe(400);
      return res.json().errors;
    };
    expect(await post('addMember', {})).toEqual({ user_sub: 'Campo obrigatório' });
    expect(await post('addMember', { user_sub: '  ' })).toEqual({ user_sub: 'Campo obrigatório' });
    expect(await post('addMember', { user_sub: newcomer, role: 'admin' })).toEqual({ role: 'Campo desconhecido' });
    expect(await post('addMember', { user_sub: 'x'.repeat(5000) })).toEqual({ user_sub: 'Máximo de 255 caracteres' });
    expect(await post('changeMemberRole', { user_sub: newcomer, role: 'owner' })).toEqual({ role: 'Opção inválida' });
    expect(await post('changeMemberRole', { user_sub: newcomer })).toEqual({ role: 'Campo obrigatório' });
    expect(await post('removeMember', { user_sub: 42 })).toEqual({ user_sub: 'Informe um texto' });
  });
});
