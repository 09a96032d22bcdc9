import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMembers, users } from '../../../db/schema/index.ts';
import { apiKit } from '../../../projects/test-kit.ts';
import { PERSONA_EMAILS } from '../../../test/fixtures.ts';

/**
 * Finding 11 (issue #12): a project admin inviting an existing account received its global
 * role and its last activity anywhere in the system; and a project admin could remove (or
 * demote) a global admin who works in the project. The invitation now answers the person as a
 * member of this project only, and a global admin's membership changes only by a global admin.
 */
describe('finding 11: invitation answer and global admins in a project', () => {
  let kit: Awaited<ReturnType<typeof apiKit>>;
  let adminSub: string;
  let adminId: number;
  beforeAll(async () => {
    kit = await apiKit();
    [{ sub: adminSub, id: adminId }] = await kit.db
      .select({ sub: users.sub, id: users.id })
      .from(users)
      .where(eq(users.email, PERSONA_EMAILS.globalAdmin));
    // The global admin works in project A (as its admin) and was active elsewhere.
    await kit.db.insert(projectMembers).values({ projectId: kit.f.projectA, userId: adminId, role: 'admin' });
    await kit.db
      .update(users)
      .set({ lastActivityAt: sql`now() - interval '3 hours'` })
      .where(eq(users.id, adminId));
    await kit.db
      .update(users)
      .set({ lastActivityAt: sql`now() - interval '1 hour'` })
      .where(eq(users.email, PERSONA_EMAILS.outsider));
  });
  afterAll(() => kit.close());

  const url = (action: string) => `/api/projects/${kit.f.projectA}/${action}`;
  const membershipOf = async (userId: number) =>
    (
      await kit.db
        .select({ role: projectMembers.role })
        .from(projectMembers)
        .where(and(eq(projectMembers.projectId, kit.f.projectA), eq(projectMembers.userId, userId)))
    )[0];

  it('answers an invitation of an existing account with its membership of this project only', async () => {
    for (const email of [PERSONA_EMAILS.outsider, PERSONA_EMAILS.globalAdmin]) {
      const res = await kit.call('projectAdmin', 'POST', '/api/users/invite', {
        email,
        role: 'member',
        project_id: kit.f.projectA,
        project_role: 'admin',
      });
      expect(res.statusCode, res.body).toBe(200);
      const { user, invited } = res.json();
      expect(invited).toBe(false);
      expect(Object.keys(user).sort()).toEqual(['email', 'last_activity_on_project_at', 'name', 'project_role', 'sub']);
      expect(user).toMatchObject({ email, project_role: 'admin', last_activity_on_project_at: null });
      expect(res.body).not.toMatch(/"role"|last_activity_at|"id"/);
    }
  });

  it('refuses a project admin removing or demoting a global admin, in Portuguese', async () => {
    const message = 'Somente um administrador global pode remover ou rebaixar um administrador global neste projeto.';
    const removed = await kit.call('projectAdmin', 'POST', url('removeMember'), { user_sub: adminSub });
    expect(removed.statusCode).toBe(403);
    expect(removed.json().message).toBe(message);
    const demoted = await kit.call('projectAdmin', 'POST', url('changeMemberRole'), {
      user_sub: adminSub,
      role: 'member',
    });
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json().message).toBe(message);
    // Nor by inviting them again as a plain member.
    const reinvited = await kit.call('projectAdmin', 'POST', '/api/users/invite', {
      email: PERSONA_EMAILS.globalAdmin,
      role: 'member',
      project_id: kit.f.projectA,
      project_role: 'member',
    });
    expect(reinvited.statusCode).toBe(403);
    expect(await membershipOf(adminId)).toEqual({ role: 'admin' });
    // The project admin still manages everyone else.
    const outsiderId = kit.f.userIds.outsider;
    expect(
      (
        await kit.call('projectAdmin', 'POST', url('changeMemberRole'), {
          user_sub: kit.f.subs.outsider,
          role: 'member',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await kit.call('projectAdmin', 'POST', url('removeMember'), { user_sub: kit.f.subs.outsider })).statusCode,
    ).toBe(200);
    expect(await membershipOf(outsiderId)).toBeUndefined();
  });

  it('lets a global admin demote and remove another global admin', async () => {
    await kit.db.update(users).set({ role: 'admin' }).where(eq(users.id, kit.f.userIds.member));
    const demoted = await kit.call('member', 'POST', url('changeMemberRole'), { user_sub: adminSub, role: 'member' });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(await membershipOf(adminId)).toEqual({ role: 'member' });
    const removed = await kit.call('member', 'POST', url('removeMember'), { user_sub: adminSub });
    expect(removed.statusCode).toBe(200);
    expect(await membershipOf(adminId)).toBeUndefined();
  });
});
