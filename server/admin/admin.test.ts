import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupRuns, projectGroups, projectMembers, projects, users } from '../db/schema/index.ts';
import { apiKit } from '../projects/test-kit.ts';
import { PERSONA_EMAILS } from '../test/fixtures.ts';
import { appCommit } from './status.ts';

describe('Administração API', () => {
  let kit: Awaited<ReturnType<typeof apiKit>>;
  beforeAll(async () => {
    kit = await apiKit();
  });
  afterAll(() => kit.close());

  describe('GET /admin/status', () => {
    it('is for global admins only, with a Portuguese refusal', async () => {
      for (const persona of ['member', 'projectAdmin', 'outsider'] as const) {
        const res = await kit.call(persona, 'GET', '/api/admin/status');
        expect(res.statusCode, persona).toBe(403);
        expect(res.json().message).toMatch(/permissão/);
      }
      expect((await kit.call('anonymous', 'GET', '/api/admin/status')).statusCode).toBe(401);
    });

    it('answers the engine with its version, the queue, the last backup and the app version', async () => {
      const first = (await kit.call('globalAdmin', 'GET', '/api/admin/status')).json();
      expect(first.database.engine).toBe(kit.ctx.database.engine);
      expect(first.database.label).toBe(kit.ctx.database.engine === 'pglite' ? 'PGlite (embutido)' : 'PostgreSQL');
      expect(first.database.version).toMatch(/^PostgreSQL \d+/);
      expect(first.queue).toMatchObject({ queued: expect.any(Number), active: expect.any(Number), failed: 0 });
      expect(first.last_backup).toBeNull();
      expect(first.app.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(first.app.uptime_seconds).toBeGreaterThanOrEqual(0);

      await kit.db.insert(backupRuns).values([
        {
          created_at: new Date('2026-11-20T03:00:00Z'),
          engine: 'pglite',
          folder: '/b/1',
          tables: 30,
          rows: 900,
          files: 4,
        },
        {
          created_at: new Date('2026-11-24T03:00:00Z'),
          engine: 'pglite',
          folder: '/b/2',
          tables: 31,
          rows: 950,
          files: 5,
        },
      ]);
      const second = (await kit.call('globalAdmin', 'GET', '/api/admin/status')).json();
      expect(second.last_backup).toEqual({
        created_at: '2026-11-24T03:00:00.000Z',
        engine: 'pglite',
        folder: '/b/2',
        tables: 31,
        rows: 950,
        files: 5,
      });
    });

    it('reads the commit from APP_COMMIT, else none, never failing', () => {
      expect(appCommit({ APP_COMMIT: 'ABCDEF1234567' }, '/nonexistent')).toBe('abcdef1234567');
      expect(appCommit({ APP_COMMIT: 'not a commit' }, '/nonexistent')).toBeNull();
      expect(appCommit({}, '/nonexistent')).toBeNull();
    });
  });

  describe('project groups', () => {
    it('creates, lists, renames and deletes groups by name; only global admins', async () => {
      const { call } = kit;
      const refused = await call('projectAdmin', 'POST', '/api/admin/project-groups', { name: 'Grupo Leste' });
      expect(refused.statusCode).toBe(403);
      expect(await kit.db.select().from(projectGroups)).toEqual([]);

      const created = await call('globalAdmin', 'POST', '/api/admin/project-groups', { name: '  Grupo Leste ' });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json()).toMatchObject({ name: 'Grupo Leste', projects: 0 });
      const { id } = created.json();

      const duplicate = await call('globalAdmin', 'POST', '/api/admin/project-groups', { name: 'grupo leste' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().message).toBe('Já existe um grupo de projetos chamado "grupo leste".');
      const short = await call('globalAdmin', 'POST', '/api/admin/project-groups', { name: ' x ' });
      expect(short.statusCode).toBe(400);
      expect(short.json().errors.name).toBe('Mínimo de 2 caracteres');

      await call('globalAdmin', 'POST', '/api/admin/project-groups', { name: 'Anel Norte' });
      const renamed = await call('globalAdmin', 'PATCH', `/api/admin/project-groups/${id}`, { name: 'Zona Leste' });
      expect(renamed.json()).toMatchObject({ id, name: 'Zona Leste' });
      const clash = await call('globalAdmin', 'PATCH', `/api/admin/project-groups/${id}`, { name: 'ANEL NORTE' });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().errors.name).toMatch(/Já existe um grupo de projetos chamado/);
      const list = (await call('globalAdmin', 'GET', '/api/admin/project-groups')).json().data;
      expect(list.map((g: { name: string }) => g.name)).toEqual(['Anel Norte', 'Zona Leste']);
      expect((await call('member', 'GET', '/api/admin/project-groups')).statusCode).toBe(403);
      expect(
        (await call('globalAdmin', 'PATCH', '/api/admin/project-groups/999999', { name: 'Nada' })).statusCode,
      ).toBe(404);
    });

    it('shows a project its group by name, and refuses to delete a group that has projects', async () => {
      const { f, call } = kit;
      const { id } = (await call('globalAdmin', 'POST', '/api/admin/project-groups', { name: 'Região Sul' })).json();
      const moved = await call('globalAdmin', 'PATCH', `/api/projects/${f.projectA}`, { group_id: id });
      expect(moved.json()).toMatchObject({ group_id: id, group_name: 'Região Sul' });
      await call('globalAdmin', 'PATCH', `/api/admin/project-groups/${id}`, { name: 'Região Sul Fluminense' });
      const seen = (await call('member', 'GET', `/api/projects/${f.projectA}`)).json();
      expect(seen.group_name).toBe('Região Sul Fluminense');
      const row = (await call('member', 'GET', '/api/projects/list')).json().data[0];
      expect(row.group_name).toBe('Região Sul Fluminense');

      const inUse = await call('globalAdmin', 'DELETE', `/api/admin/project-groups/${id}`);
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().message).toBe(
        'O grupo "Região Sul Fluminense" tem 1 projeto: tire-os do grupo antes de excluí-lo.',
      );
      await call('globalAdmin', 'PATCH', `/api/projects/${f.projectA}`, { group_id: null });
      expect((await call('globalAdmin', 'DELETE', `/api/admin/project-groups/${id}`)).statusCode).toBe(200);
      expect(await kit.db.select().from(projectGroups).where(eq(projectGroups.id, id))).toEqual([]);
    });
  });

  describe('adding an existing user to a project', () => {
    it('lets a project admin find users by name or e-mail (name and e-mail only) and add one', async () => {
      const { f, call, db } = kit;
      const search = await call('projectAdmin', 'GET', `/api/projects/${f.projectA}/member-candidates?q=otavio`);
      expect(search.statusCode, search.body).toBe(200);
      const [outsider] = await db.select().from(users).where(eq(users.email, PERSONA_EMAILS.outsider));
      expect(search.json().data).toEqual([{ sub: outsider.sub, name: outsider.name, email: outsider.email }]);
      // Members are not offered again.
      const again = await call('projectAdmin', 'GET', `/api/projects/${f.projectA}/member-candidates?q=membro`);
      expect(again.json().data).toEqual([]);

      const added = await call('projectAdmin', 'POST', `/api/projects/${f.projectA}/addMember`, {
        user_sub: outsider.sub,
      });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json()).toMatchObject({ email: PERSONA_EMAILS.outsider, project_role: 'member' });
      const rows = await db.select().from(projectMembers).where(eq(projectMembers.userId, outsider.id));
      expect(rows.map((r) => r.projectId).sort()).toEqual([f.projectA, f.projectB].sort());
    });

    it('refuses a short search, members and other projects', async () => {
      const { f, call } = kit;
      const short = await call('projectAdmin', 'GET', `/api/projects/${f.projectA}/member-candidates?q=ou`);
      expect(short.statusCode).toBe(400);
      expect(short.json().errors.q).toBe('Digite pelo menos 3 letras do nome ou do e-mail.');
      expect((await call('member', 'GET', `/api/projects/${f.projectA}/member-candidates?q=gestora`)).statusCode).toBe(
        403,
      );
      expect(
        (await call('projectAdmin', 'GET', `/api/projects/${f.projectB}/member-candidates?q=gestora`)).statusCode,
      ).toBe(404);
      expect(
        (await call('member', 'POST', `/api/projects/${f.projectA}/addMember`, { user_sub: 'x' })).statusCode,
      ).toBe(403);
      const [{ n }] = await kit.db.select({ n: projects.id }).from(projects).where(eq(projects.id, f.projectA));
      expect(n).toBe(f.projectA);
    });
  });
});
