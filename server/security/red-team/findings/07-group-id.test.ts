import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projectGroups, projects } from '../../../db/schema/index.ts';
import { apiKit } from '../../../projects/test-kit.ts';

/**
 * Finding 7 (issue #12): a project admin could set the project's `group_id` to any number,
 * taking it out of its group's reports (or into another group's). Only a global admin changes
 * a project's group now, and only to a named group that exists (issue #18 part 7: new groups are
 * created in Administração, not by typing the next number).
 */
describe('finding 7: group_id of a project', () => {
  let kit: Awaited<ReturnType<typeof apiKit>>;
  beforeAll(async () => {
    kit = await apiKit();
    await kit.db.insert(projectGroups).values([
      { id: 1, name: 'Grupo 1' },
      { id: 2, name: 'Grupo 2' },
      { id: 3, name: 'Grupo 3' },
    ]);
    // Project A and a third project form group 1: the group report covers both.
    await kit.db.update(projects).set({ group_id: 1 }).where(eq(projects.id, kit.f.projectA));
    await kit.db.insert(projects).values({ name: 'Jardim Irmão', state: 'São Paulo', city: 'Campinas', group_id: 1 });
    await kit.db.update(projects).set({ group_id: 2 }).where(eq(projects.id, kit.f.projectB));
  });
  afterAll(() => kit.close());

  const groupOf = async (id: number) =>
    (await kit.db.select({ g: projects.group_id }).from(projects).where(eq(projects.id, id)))[0].g;

  it('refuses a project admin any change of group, naming the field in Portuguese', async () => {
    const { f, call } = kit;
    for (const group_id of [999_999, 2, null]) {
      const res = await call('projectAdmin', 'PATCH', `/api/projects/${f.projectA}`, { group_id, city: 'Sumaré' });
      expect(res.statusCode, JSON.stringify(group_id)).toBe(403);
      expect(res.json().errors.group_id).toBe('Somente um administrador global pode mudar o grupo de projetos');
    }
    expect(await groupOf(f.projectA)).toBe(1);
    const [row] = await kit.db.select().from(projects).where(eq(projects.id, f.projectA));
    expect(row.city).toBe('Campinas');
  });

  it('accepts the project admin’s form sent back with the same group', async () => {
    const { f, call } = kit;
    const current = (await call('projectAdmin', 'GET', `/api/projects/${f.projectA}`)).json();
    expect(current.group_id).toBe(1);
    const res = await call('projectAdmin', 'PATCH', `/api/projects/${f.projectA}`, { ...current, city: 'Sumaré' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ group_id: 1, city: 'Sumaré' });
    expect((await call('projectAdmin', 'PATCH', `/api/projects/${f.projectA}`, { group_id: '1' })).statusCode).toBe(
      200,
    );
  });

  it('lets a global admin move a project only to an existing group or out of groups', async () => {
    const { f, call } = kit;
    const far = await call('globalAdmin', 'PATCH', `/api/projects/${f.projectB}`, { group_id: 2_147_483_647 });
    expect(far.statusCode).toBe(400);
    expect(far.json().errors.group_id).toMatch(/Grupo de projetos inexistente: escolha um grupo da lista/);
    // The next free number is no longer a new group: a group exists only once created and named.
    const next = await call('globalAdmin', 'PATCH', `/api/projects/${f.projectB}`, { group_id: 4 });
    expect(next.statusCode).toBe(400);
    expect(await groupOf(f.projectB)).toBe(2);

    expect((await call('globalAdmin', 'PATCH', `/api/projects/${f.projectB}`, { group_id: 1 })).statusCode).toBe(200);
    expect(await groupOf(f.projectB)).toBe(1);
    expect((await call('globalAdmin', 'PATCH', `/api/projects/${f.projectB}`, { group_id: null })).statusCode).toBe(
      200,
    );
    expect(await groupOf(f.projectB)).toBeNull();
    expect((await call('globalAdmin', 'PATCH', `/api/projects/${f.projectB}`, { group_id: 3 })).statusCode).toBe(200);
    expect(await groupOf(f.projectB)).toBe(3);
  });

  it('applies the same rule when a global admin creates a project', async () => {
    const { call } = kit;
    const far = await call('globalAdmin', 'POST', '/api/projects/create', { name: 'Projeto Solto', group_id: 50 });
    expect(far.statusCode).toBe(400);
    expect(Object.keys(far.json().errors)).toEqual(['group_id']);
    const joined = await call('globalAdmin', 'POST', '/api/projects/create', { name: 'Projeto Novo', group_id: 1 });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().group_id).toBe(1);
  });
});
