import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, testApp } from './app.ts';
import { createFixtures, PERSONA_EMAILS } from './fixtures.ts';

describe('test fixtures', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp();
  });
  afterAll(() => ctx.close());

  it('give every persona the project roles the permission tests assume', async () => {
    const f = await createFixtures(ctx.database.db);
    const roles = async (email: string) =>
      (await ctx.app.inject({ url: '/api/account/me', headers: bearer(await ctx.tokenFor(email)) })).json()
        .projects_roles;
    expect(await roles(PERSONA_EMAILS.member)).toEqual([{ project_id: f.projectA, role: 'member' }]);
    expect(await roles(PERSONA_EMAILS.projectAdmin)).toEqual([{ project_id: f.projectA, role: 'admin' }]);
    expect(await roles(PERSONA_EMAILS.outsider)).toEqual([{ project_id: f.projectB, role: 'admin' }]);
    expect(await roles(PERSONA_EMAILS.globalAdmin)).toEqual([]);
  });
});
