import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, emissions, files, projectGroups, lots, projectMembers, projects, users } from '../db/schema/index.ts';
import { loadCurrentUser } from '../accounts/current-user.ts';
import { visibleTo } from './access.ts';
import { listProjects, pageStatement, PROJECT_SORTS } from './queries.ts';
import { HAS_EMISSIONS } from './service.ts';
import { PERSONA_EMAILS } from '../test/fixtures.ts';
import { apiKit, uploadedFile } from './test-kit.ts';

describe('projects API', () => {
  let kit: Awaited<ReturnType<typeof apiKit>>;
  let userId: (email: string) => Promise<number>;
  beforeAll(async () => {
    kit = await apiKit();
    userId = async (email) => (await kit.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  });
  afterAll(() => kit.close());

  describe('GET /projects/list', () => {
    it('shows a user only their projects, a global admin all, with counts from SQL', async () => {
      const { f, call } = kit;
      const names = async (persona: Parameters<typeof call>[0]) =>
        (await call(persona, 'GET', '/api/projects/list')).json();
      expect((await names('member')).data.map((p: { id: number }) => p.id)).toEqual([f.projectA]);
      expect((await names('outsider')).data.map((p: { id: number }) => p.id)).toEqual([f.projectB]);
      const all = await names('globalAdmin');
      expect(all.total).toBe(2);
      const a = all.data.find((p: { id: number }) => p.id === f.projectA);
      expect(a).toMatchObject({
        name: 'Núcleo Esperança',
        state: 'São Paulo',
        city: 'Campinas',
        group_id: null,
        project_class: 'REURB',
        lots_total: 1,
        lots_completed: 0,
        progress: 0,
        total_blocks: 1,
      });
      expect(typeof a.updated_at).toBe('string');
      expect((await kit.call('anonymous', 'GET', '/api/projects/list')).statusCode).toBe(401);
    });

    it('computes progress as complete lots over all lots', async () => {
      const { f, db, call } = kit;
      await db
        .insert(lots)
        .values({ name: 'Lote 002', block_id: f.blockA, project_id: f.projectA, status: 'complete' });
      const [a] = (await call('member', 'GET', '/api/projects/list')).json().data;
      expect(a).toMatchObject({ lots_total: 2, lots_completed: 1, progress: 0.5 });
      await db.delete(lots).where(eq(lots.name, 'Lote 002'));
    });

    it('pages, sorts and searches (every word, any of name/city/state, ignoring accents)', async () => {
      const { db, call } = kit;
      await db.insert(projects).values([
        { name: 'Jardim Aurora', state: 'Minas Gerais', city: 'Belo Horizonte' },
        { name: 'Alto da Boa Vista', state: 'Paraná', city: 'Curitiba' },
        { name: 'Beira Rio', state: 'Pará', city: 'Belém' },
      ]);
      const page = (await call('globalAdmin', 'GET', '/api/projects/list?count=2&page=2&sort=name&order=ASC')).json();
      expect(page.total).toBe(5);
      expect(page.data.map((p: { name: string }) => p.name)).toEqual(['Jardim Aurora', 'Núcleo Esperança']);
      const desc = (await call('globalAdmin', 'GET', '/api/projects/list?sort=city&order=desc')).json();
      expect(desc.data.map((p: { city: string }) => p.city)).toEqual([
        'Salvador',
        'Curitiba',
        'Campinas',
        'Belo Horizonte',
        'Belém',
      ]);
      const search = async (q: string) =>
        (await call('globalAdmin', 'GET', `/api/projects/list?q=${encodeURIComponent(q)}`))
          .json()
          .data.map((p: { name: string }) => p.name);
      expect(await search('nucleo ESP')).toEqual(['Núcleo Esperança']);
      expect(await search('belem')).toEqual(['Beira Rio']);
      expect(await search('para')).toEqual(['Alto da Boa Vista', 'Beira Rio']);
      expect(await search('paulo campinas')).toEqual(['Núcleo Esperança']);
      // A state's two-letter code finds its projects, which store the state's name (issue 18).
      expect(await search('MG')).toEqual(['Jardim Aurora']);
      expect(await search('sp campinas')).toEqual(['Núcleo Esperança']);
      expect(await search('100%_')).toEqual([]);
      // The member's list is searched inside their projects only.
      expect((await call('member', 'GET', '/api/projects/list?q=vila')).json()).toEqual({ data: [], total: 0 });
      const progress = (
        await call('globalAdmin', 'GET', '/api/projects/list?sort=progress&published_only=true')
      ).json();
      expect(progress.total).toBe(5);
    });

    it('answers from its prepared statements as from statements built for the request, for every sort, order, page and caller', async () => {
      const { db, f } = kit;
      const member = await userId(PERSONA_EMAILS.member);
      await db.insert(projectMembers).values({ projectId: f.projectB, userId: member, role: 'member' });
      await db.insert(lots).values({ name: 'Lote 9', block_id: f.blockB, project_id: f.projectB, status: 'complete' });
      try {
        const callers = await Promise.all(
          (['globalAdmin', 'member', 'outsider'] as const).map(async (persona) => {
            const [row] = await db
              .select({ sub: users.sub })
              .from(users)
              .where(eq(users.email, PERSONA_EMAILS[persona]));
            return (await loadCurrentUser(db, row.sub))!;
          }),
        );
        expect(callers.map((u) => u.projects_roles.length)).toEqual([0, 2, 1]);
        for (const user of callers)
          for (const sort of PROJECT_SORTS)
            for (const order of ['asc', 'desc'] as const)
              for (const [page, count] of [
                [1, 250],
                [2, 2],
                [9, 2],
              ]) {
                const answer = await listProjects(db, user, { page, count, sort, order });
                const built = await pageStatement(db, visibleTo(user, projects.id), sort, order).execute({
                  limit: count,
                  offset: (page - 1) * count,
                });
                expect(answer.data.map((p) => p.id)).toEqual(built.map((p) => p.id));
                expect(answer.data.map(({ progress: _p, ...p }) => p)).toEqual(built.map(({ total: _t, ...p }) => p));
                if (page === 1) expect(answer.total).toBe(built.length);
              }
      } finally {
        await db.delete(lots).where(eq(lots.name, 'Lote 9'));
        await db
          .delete(projectMembers)
          .where(and(eq(projectMembers.projectId, f.projectB), eq(projectMembers.userId, member)));
      }
    });

    it('refuses a bad page, count or sort with a 400', async () => {
      for (const query of ['page=0', 'count=abc', 'count=20000', 'sort=password']) {
        const res = await kit.call('globalAdmin', 'GET', `/api/projects/list?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message).toBeTypeOf('string');
      }
    });
  });

  describe('GET /projects/{id}', () => {
    it('answers the project with counts, file objects and members to a member', async () => {
      const { f, call } = kit;
      const res = await call('member', 'GET', `/api/projects/${f.projectA}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        id: f.projectA,
        lots_total: 1,
        total_blocks: 1,
        image: null,
        memorial_file: null,
        socioeconomic_report_id: null,
      });
      expect(body.members.map((m: { email: string; project_role: string }) => [m.email, m.project_role])).toEqual([
        [PERSONA_EMAILS.projectAdmin, 'admin'],
        [PERSONA_EMAILS.member, 'member'],
      ]);
      expect(Object.keys(body.members[0]).sort()).toEqual([
        'email',
        'last_activity_on_project_at',
        'name',
        'project_role',
        'sub',
      ]);
    });

    it('records the member activity in the project', async () => {
      const { f, db, call } = kit;
      const memberId = await userId(PERSONA_EMAILS.member);
      await db.update(projectMembers).set({ lastActivityAt: null }).where(eq(projectMembers.userId, memberId));
      await call('member', 'GET', `/api/projects/${f.projectA}`);
      const [row] = await db.select().from(projectMembers).where(eq(projectMembers.userId, memberId));
      expect(row.lastActivityAt).toBeInstanceOf(Date);
    });

    it('is 404 outside one’s projects or for an unknown id, 400 for an id that is not one, 401 anonymous', async () => {
      const { f, call } = kit;
      expect((await call('outsider', 'GET', `/api/projects/${f.projectA}`)).statusCode).toBe(404);
      expect((await call('projectAdmin', 'GET', `/api/projects/${f.projectB}`)).statusCode).toBe(404);
      expect((await call('globalAdmin', 'GET', '/api/projects/999999')).statusCode).toBe(404);
      expect((await call('globalAdmin', 'GET', '/api/projects/abc')).statusCode).toBe(400);
      expect((await call('globalAdmin', 'GET', '/api/projects/99999999999')).statusCode).toBe(400);
      expect((await call('anonymous', 'GET', `/api/projects/${f.projectA}`)).statusCode).toBe(401);
    });
  });

  describe('POST /projects/create', () => {
    it('lets a global admin create a project, linking the files they uploaded', async () => {
      const { db, call } = kit;
      const adminId = await userId(PERSONA_EMAILS.globalAdmin);
      const image = await uploadedFile(db, adminId, null, 'foto.jpg');
      const memorial = await uploadedFile(db, adminId);
      const [group] = await db.insert(projectGroups).values({ name: 'Grupo Centro-Oeste' }).returning();
      const res = await call('globalAdmin', 'POST', '/api/projects/create', {
        name: '  Parque das Águas ',
        state: 'Goiás',
        city: 'Goiânia',
        group_id: String(group.id),
        project_class: 'MDR',
        image_id: image,
        memorial_file_id: memorial,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        name: 'Parque das Águas',
        group_id: group.id,
        group_name: 'Grupo Centro-Oeste',
        project_class: 'MDR',
        lots_total: 0,
        progress: 0,
        total_blocks: 0,
        members: [],
        image_id: image,
        image: { id: image, originalName: 'foto.jpg' },
        memorial_file: { id: memorial, originalName: 'planta.pdf' },
        legal_report: null,
      });
      expect(body.image.url).toContain(`/api/files/${image}/download`);
      const linked = await db
        .select({ project: files.project_id })
        .from(files)
        .where(inArray(files.id, [image, memorial]));
      expect(linked.map((r) => r.project)).toEqual([body.id, body.id]);
      const [stored] = await db.select().from(projects).where(eq(projects.id, body.id));
      expect(stored.created_by).toBe(adminId);
    });

    it('refuses files that are not the creator’s unlinked uploads, keeping nothing', async () => {
      const { f, db, call } = kit;
      const before = (await db.select({ id: projects.id }).from(projects)).length;
      const othersFile = await uploadedFile(db, await userId(PERSONA_EMAILS.member));
      const projectBFile = await uploadedFile(db, await userId(PERSONA_EMAILS.globalAdmin), f.projectB);
      for (const fileId of [othersFile, projectBFile, 999999]) {
        const res = await call('globalAdmin', 'POST', '/api/projects/create', {
          name: 'Projeto Arquivo',
          legal_report_id: fileId,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({ legal_report_id: 'Arquivo inválido' });
      }
      expect((await db.select({ id: projects.id }).from(projects)).length).toBe(before);
    });

    it('is for global admins only', async () => {
      for (const persona of ['projectAdmin', 'member', 'outsider'] as const) {
        expect((await kit.call(persona, 'POST', '/api/projects/create', { name: 'Projeto Novo' })).statusCode).toBe(
          403,
        );
      }
      expect((await kit.call('anonymous', 'POST', '/api/projects/create', { name: 'Projeto Novo' })).statusCode).toBe(
        401,
      );
    });

    it('validates with domain’s messages, refusing unknown, read-only and huge fields', async () => {
      const post = async (payload: unknown) => {
        const res = await kit.call('globalAdmin', 'POST', '/api/projects/create', payload);
        expect(res.statusCode).toBe(400);
        return res.json();
      };
      expect(await post({ name: 'ab' })).toMatchObject({ errors: { name: 'Mínimo de 3 caracteres' } });
      expect((await post({})).errors).toEqual({ name: 'Campo obrigatório' });
      expect((await post({ name: 'Projeto X', hacker: true })).errors).toEqual({ hacker: 'Campo desconhecido' });
      expect((await post({ name: 'Projeto X', progress: 1 })).errors).toEqual({
        progress: 'Este campo não pode ser alterado',
      });
      expect((await post({ name: 'x'.repeat(10_000) })).errors).toEqual({ name: 'Máximo de 255 caracteres' });
      expect((await post({ name: 'Projeto X', group_id: 99999999999 })).errors).toEqual({
        group_id: 'O valor máximo é 2147483647',
      });
      expect((await post({ name: 'Projeto X', project_class: 'OUTRA' })).errors).toEqual({
        project_class: 'Opção inválida',
      });
      expect((await post({ name: 'Projeto X', image_id: 'abc' })).errors).toEqual({ image_id: 'Arquivo inválido' });
      expect((await post([1, 2])).message).toBeTypeOf('string');
      const malformed = await kit.ctx.app.inject({
        method: 'POST',
        url: '/api/projects/create',
        headers: {
          authorization: `Bearer ${await kit.ctx.tokenFor(PERSONA_EMAILS.globalAdmin)}`,
          'content-type': 'application/json',
        },
        payload: '{"name": ',
      });
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe('PATCH /projects/{id}', () => {
    it('lets a project admin edit their project, ignoring the read-only fields sent back', async () => {
      const { f, call } = kit;
      const current = (await call('projectAdmin', 'GET', `/api/projects/${f.projectA}`)).json();
      const res = await call('projectAdmin', 'PATCH', `/api/projects/${f.projectA}`, {
        ...current,
        city: 'Sumaré',
        image: null,
        project_class: null,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: f.projectA,
        name: 'Núcleo Esperança',
        city: 'Sumaré',
        group_id: current.group_id,
        project_class: 'REURB',
        lots_total: 1,
      });
      const [stored] = await kit.db.select().from(projects).where(eq(projects.id, f.projectA));
      expect(stored.updated_by).toBe(await userId(PERSONA_EMAILS.projectAdmin));
    });

    it('answers 403 to a member, 404 outside one’s projects, 400 for bad values', async () => {
      const { f, call } = kit;
      expect((await call('member', 'PATCH', `/api/projects/${f.projectA}`, { city: 'X' })).statusCode).toBe(403);
      expect((await call('projectAdmin', 'PATCH', `/api/projects/${f.projectB}`, { city: 'X' })).statusCode).toBe(404);
      expect((await call('outsider', 'PATCH', `/api/projects/${f.projectA}`, { city: 'X' })).statusCode).toBe(404);
      const empty = await call('projectAdmin', 'PATCH', `/api/projects/${f.projectA}`, { name: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual({ name: 'Campo obrigatório' });
      const unknown = await call('projectAdmin', 'PATCH', `/api/projects/${f.projectA}`, { owner: 'x' });
      expect(unknown.json().errors).toEqual({ owner: 'Campo desconhecido' });
    });

    it('keeps the Reurb modality (Reurb-S by default, Reurb-E when chosen; an unknown one is a 400)', async () => {
      const { f, call } = kit;
      expect((await call('projectAdmin', 'GET', `/api/projects/${f.projectA}`)).json().reurb_modality).toBe('S');
      const chosen = await call('projectAdmin', 'PATCH', `/api/projects/${f.projectA}`, { reurb_modality: 'E' });
      expect(chosen.json()).toMatchObject({ reurb_modality: 'E' });
      const bad = await call('projectAdmin', 'PATCH', `/api/projects/${f.projectA}`, { reurb_modality: 'REURB-X' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['reurb_modality']);
      const cleared = await call('projectAdmin', 'PATCH', `/api/projects/${f.projectA}`, { reurb_modality: null });
      expect(cleared.json()).toMatchObject({ reurb_modality: 'S' });
    });
  });

  describe('DELETE /projects/{id}', () => {
    it('lets a project admin delete their project, with its records; members and outsiders are refused', async () => {
      const { db, call } = kit;
      // A project of its own, where the fixtures' project admin is admin and the member a member.
      const [{ id }] = await db
        .insert(projects)
        .values({ name: 'Projeto a excluir', state: 'São Paulo', city: 'Campinas' })
        .returning({ id: projects.id });
      await db.insert(projectMembers).values([
        { projectId: id, userId: await userId(PERSONA_EMAILS.projectAdmin), role: 'admin' },
        { projectId: id, userId: await userId(PERSONA_EMAILS.member), role: 'member' },
      ]);
      await db.insert(blocks).values({ name: 'Quadra X', project_id: id });
      const member = await call('member', 'DELETE', `/api/projects/${id}`);
      expect(member.statusCode).toBe(403);
      expect(member.json().message).toMatch(/permissão/);
      expect((await call('outsider', 'DELETE', `/api/projects/${id}`)).statusCode).toBe(404);
      expect(await db.select().from(projects).where(eq(projects.id, id))).toHaveLength(1);
      const res = await call('projectAdmin', 'DELETE', `/api/projects/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id });
      expect(await db.select().from(blocks).where(eq(blocks.project_id, id))).toEqual([]);
      expect(await db.select().from(projectMembers).where(eq(projectMembers.projectId, id))).toEqual([]);
      expect((await call('projectAdmin', 'DELETE', `/api/projects/${id}`)).statusCode).toBe(404);
    });

    it('refuses to delete a project with emitted documents, keeping everything', async () => {
      const { f, db, call } = kit;
      await db
        .insert(emissions)
        .values({ project_id: f.projectA, kind: 'cert-reg-fund', number: 1, year: 2026, format: 'pdf' });
      const res = await call('globalAdmin', 'DELETE', `/api/projects/${f.projectA}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(HAS_EMISSIONS(1));
      expect(await db.select().from(projects).where(eq(projects.id, f.projectA))).toHaveLength(1);
      await db.delete(emissions).where(eq(emissions.project_id, f.projectA));
    });

    it('lets a global admin delete any project', async () => {
      const { f, db, call } = kit;
      const res = await call('globalAdmin', 'DELETE', `/api/projects/${f.projectB}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: f.projectB });
      expect(await db.select().from(blocks).where(eq(blocks.project_id, f.projectB))).toEqual([]);
      expect((await call('globalAdmin', 'GET', `/api/projects/${f.projectB}`)).statusCode).toBe(404);
      expect((await call('globalAdmin', 'DELETE', `/api/projects/${f.projectB}`)).statusCode).toBe(404);
    });
  });
});
