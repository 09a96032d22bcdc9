import { eq, inArray } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WORKBENCH_SORTS, type WorkbenchRow } from '../../domain/api/lot-workbench.ts';
import { loadCurrentUser } from '../accounts/current-user.ts';
import { lotEvents, lotHistory, lots, projectMembers, users } from '../db/schema/index.ts';
import { insertLot, lotWorld } from '../lots/test-kit.ts';
import { xlsxRows } from '../reports/test-kit.ts';
import { bearer } from '../test/app.ts';
import { PERSONA_EMAILS } from '../test/fixtures.ts';
import { listWorkbench, workbenchRows } from './list.ts';

type Answer = { total: number; data: WorkbenchRow[] };
const names = (body: Answer) => body.data.map((r) => `${r.project_name}/${r.name}`);

describe('lots workbench: GET /lots/workbench, its XLSX and the bulk actions', () => {
  let w: Awaited<ReturnType<typeof lotWorld>>;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    w = await lotWorld();
    // The project admin of A is also a plain member of B: they see B's lots but may not change them.
    await w.db
      .insert(projectMembers)
      .values({ projectId: w.f.projectB, userId: await w.userId('projectAdmin'), role: 'member' });
    const { blockA, blockB, projectA, projectB } = w.f;
    ids.a2 = await insertLot(w.db, {
      name: 'Lote 002',
      block_id: blockA,
      project_id: projectA,
      owner_name: 'Ana Beatriz Souza',
      cpf: '52998224725',
      inscricao_imobiliaria: '01.02.003.0004',
      status: 'complete',
    });
    ids.a3 = await insertLot(w.db, {
      name: 'Lote 003',
      block_id: blockA,
      project_id: projectA,
      owner_name: 'Carlos Lima',
      spouse_name: 'Dora Lima',
      spouse_cpf: '11144477735',
      status: 'to_review',
    });
    ids.b2 = await insertLot(w.db, { name: 'Lote 002', block_id: blockB, project_id: projectB, owner_name: 'Ester' });
    // A clean review for Lote 002 of A, one with a missing item for Lote 003; the others were never reviewed.
    await w.db.insert(lotEvents).values([
      {
        lot_id: ids.a2,
        project_id: projectA,
        kind: 'reviewed',
        detail: { status: 'complete', missing: [], legal: [] },
      },
      { lot_id: ids.a3, project_id: projectA, kind: 'reviewed', detail: { status: 'complete', missing: [] } },
      {
        lot_id: ids.a3,
        project_id: projectA,
        kind: 'reviewed',
        at: new Date(Date.now() + 1000),
        detail: { status: 'incomplete', missing: [], legal: [{ id: 'renda', state: 'blocked' }] },
      },
    ]);
  });
  afterAll(() => w.ctx.close());

  const list = async (persona: Parameters<typeof w.call>[0], query = '') => {
    const { status, body } = await w.call(persona, 'GET', `/lots/workbench${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as Answer;
  };

  it('shows every project to a global admin and only their projects to others, with the total', async () => {
    expect(names(await list('globalAdmin', '?sort=project_name'))).toEqual([
      'Núcleo Esperança/Lote 001',
      'Núcleo Esperança/Lote 002',
      'Núcleo Esperança/Lote 003',
      'Vila União/Lote 001',
      'Vila União/Lote 002',
    ]);
    const all = await list('globalAdmin', '?sort=project_name&count=10');
    expect(all.total).toBe(5);
    const member = await list('member');
    expect(member.total).toBe(3);
    expect(new Set(member.data.map((r) => r.project_id))).toEqual(new Set([w.f.projectA]));
    expect(member.data.every((r) => !r.can_admin)).toBe(true);
    const outsider = await list('outsider');
    expect(outsider.data.map((r) => r.id)).toEqual([w.f.lotB, ids.b2]);
    const admin = await list('projectAdmin', '?sort=name&order=desc&count=2&page=1');
    expect(admin.total).toBe(5);
    expect(admin.data).toHaveLength(2);
    expect(admin.data[0].name).toBe('Lote 003');
    const canAdmin = Object.fromEntries((await list('projectAdmin')).data.map((r) => [r.id, r.can_admin]));
    expect(canAdmin).toMatchObject({ [ids.a2]: true, [ids.b2]: false });
    // Past the last page: no rows, the total still right.
    expect(await list('member', '?page=9')).toEqual({ data: [], total: 3 });
  });

  it('filters by project, block, status, name, CPF (holder or spouse, any mask), inscrição and pendências', async () => {
    expect((await list('projectAdmin', `?project_id=${w.f.projectB}`)).total).toBe(2);
    expect((await list('projectAdmin', `?block_id=${w.f.blockA}`)).total).toBe(3);
    expect((await list('projectAdmin', '?status=to_review')).data.map((r) => r.id)).toEqual([ids.a3]);
    expect((await list('projectAdmin', '?name=beatriz')).data.map((r) => r.id)).toEqual([ids.a2]);
    expect((await list('projectAdmin', '?name=lote%20003')).data.map((r) => r.id)).toEqual([ids.a3]);
    expect((await list('projectAdmin', '?cpf=529.982.247-25')).data.map((r) => r.id)).toEqual([ids.a2]);
    expect((await list('projectAdmin', '?cpf=111444')).data.map((r) => r.id)).toEqual([ids.a3]);
    expect((await list('projectAdmin', '?inscricao=02.003')).data.map((r) => r.id)).toEqual([ids.a2]);
    const clear = await list('projectAdmin', '?has_blockers=false');
    expect(clear.data.map((r) => [r.id, r.reviewed])).toEqual([[ids.a2, true]]);
    // The latest review of Lote 003 has a blocking legal rule; never-reviewed lots count as pending.
    const pending = await list('projectAdmin', `?has_blockers=true&project_id=${w.f.projectA}`);
    expect(pending.data.map((r) => [r.id, r.has_blockers, r.reviewed])).toEqual([
      [w.f.lotA, true, false],
      [ids.a3, true, true],
    ]);
    expect((await list('member', `?name=%25&project_id=${w.f.projectA}`)).total).toBe(0);
  });

  it('refuses bad filters with a Portuguese message and hides other projects', async () => {
    for (const query of ['?cpf=1234567890123', '?status=feito', '?has_blockers=sim', '?sort=cpf', '?project_id=abc']) {
      const { status, body } = await w.call('member', 'GET', `/lots/workbench${query}`);
      expect(status, query).toBe(400);
      expect(body.message).toMatch(/[a-zà-ú]/i);
    }
    expect((await w.call('member', 'GET', `/lots/workbench?project_id=${w.f.projectB}`)).status).toBe(404);
    expect((await w.call('member', 'GET', `/lots/workbench?block_id=${w.f.blockB}`)).status).toBe(404);
    expect((await w.call('member', 'GET', `/lots/workbench.xlsx?project_id=${w.f.projectB}`)).status).toBe(404);
  });

  it('exports the current view to XLSX: same filters and sort, the chosen columns, typed cells', async () => {
    await w.db.update(lots).set({ owner_name: '=HYPERLINK("x")' }).where(eq(lots.id, ids.b2));
    const token = await w.ctx.tokenFor(PERSONA_EMAILS.projectAdmin);
    const response = await w.ctx.app.inject({
      method: 'GET',
      url: '/api/lots/workbench.xlsx?sort=name&order=desc&columns=name,project_name,status,cpf,project_phase,owner_name,has_blockers',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('lotes.xlsx');
    const rows = (await xlsxRows(response.rawPayload)).Lotes;
    // The columns keep the workbench's order, whatever order the query named them in.
    expect(rows[0]).toEqual([
      'Identificador',
      'Projeto',
      'Situação',
      'Etapa',
      'Nome do(a) proprietário(a)',
      'CPF',
      'Pendências',
    ]);
    expect(rows).toHaveLength(6);
    expect(rows[1]).toEqual(['Lote 003', 'Núcleo Esperança', 'Para Revisão', 1, 'Carlos Lima', undefined, 'Sim']);
    const a2 = rows.find((r) => r[5] === '529.982.247-25');
    expect(a2).toEqual(['Lote 002', 'Núcleo Esperança', 'Completo', 1, 'Ana Beatriz Souza', '529.982.247-25', 'Não']);
    expect(rows.find((r) => String(r[4]).includes('HYPERLINK'))?.[4]).toBe(`'=HYPERLINK("x")`);
    expect(rows.filter((r) => r[6] === 'Sem análise')).toHaveLength(3);
    const unknown = await w.call('projectAdmin', 'GET', '/lots/workbench.xlsx?columns=name,senha');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.columns).toBe('Coluna desconhecida: senha');
  });

  it("exports in the screen's order, chunk after chunk, for every sort and direction, empty values and ties included", async () => {
    // Ties and empty values on the sortable columns: the same owner twice, no owner, no spouse, one phase.
    const { blockA, projectA } = w.f;
    for (const [i, owner] of ['Carlos Lima', null, null, 'Ana Beatriz Souza', 'Carlos Lima'].entries())
      await insertLot(w.db, { name: `Lote 1${i}`, block_id: blockA, project_id: projectA, owner_name: owner });
    for (const persona of ['globalAdmin', 'projectAdmin'] as const) {
      const [{ sub }] = await w.db
        .select({ sub: users.sub })
        .from(users)
        .where(eq(users.email, PERSONA_EMAILS[persona]));
      const user = (await loadCurrentUser(w.db, sub))!;
      for (const sort of WORKBENCH_SORTS)
        for (const order of ['asc', 'desc'] as const) {
          const screen = await listWorkbench(w.db, user, { sort, order, page: 1, count: 1000 });
          const exported: WorkbenchRow[] = [];
          // Two rows a chunk: every boundary falls between ties or empty values somewhere.
          for await (const row of workbenchRows(w.db, user, { sort, order }, 2)) exported.push(row);
          expect(
            exported.map((r) => r.id),
            `${persona}, ${sort} ${order}`,
          ).toEqual(screen.data.map((r) => r.id));
          expect(exported).toEqual(screen.data);
        }
    }
  });

  it('a bulk status change applies where the caller is project admin and refuses the rest, lot by lot', async () => {
    const { status, body } = await w.call('projectAdmin', 'POST', '/lots/workbench/bulk', {
      action: 'status',
      status: 'complete',
      lot_ids: [ids.a3, ids.b2, 2_000_000, ids.a2],
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      action: 'status',
      done: 2,
      refused: 2,
      results: [
        { id: ids.a3, ok: true, message: 'Status alterado para: Completo' },
        { id: ids.b2, ok: false, message: 'Sem permissão de administrador neste projeto.' },
        { id: 2_000_000, ok: false, message: 'Lote não encontrado.' },
        { id: ids.a2, ok: true, message: 'Status alterado para: Completo (já estava)' },
      ],
    });
    const statuses = await w.db.select({ id: lots.id, status: lots.status }).from(lots);
    const byId = Object.fromEntries(statuses.map((r) => [r.id, r.status]));
    expect(byId[ids.a3]).toBe('complete');
    expect(byId[ids.b2]).toBe('incomplete');
    // The change is the lot screen's: an event with who made it.
    const events = await w.db.select().from(lotEvents).where(eq(lotEvents.lot_id, ids.a3));
    expect(events.filter((e) => e.kind === 'status_changed')).toHaveLength(1);
  });

  it("a bulk status change of many lots: each one's history line and event, in as many statements as for two", async () => {
    const { blockA, projectA } = w.f;
    const many: number[] = [];
    for (let i = 0; i < 60; i++)
      many.push(
        await insertLot(w.db, { name: `Lote 3${String(i).padStart(2, '0')}`, block_id: blockA, project_id: projectA }),
      );
    const statements = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    const bulk = async (lot_ids: number[], status: string) => {
      statements.mockClear();
      const { status: code, body } = await w.call('projectAdmin', 'POST', '/lots/workbench/bulk', {
        action: 'status',
        status,
        lot_ids,
      });
      expect(code).toBe(200);
      return { body, statements: statements.mock.calls.length };
    };
    const two = await bulk(many.slice(0, 2), 'to_review');
    const sixty = await bulk(many, 'to_review');
    statements.mockRestore();
    // Two lots were already "para revisão": said so, nothing written for them.
    expect(sixty.body).toMatchObject({ done: 60, refused: 0 });
    expect(sixty.body.results.filter((r: { message: string }) => r.message.endsWith('(já estava)'))).toHaveLength(2);
    expect(sixty.statements).toBe(two.statements);
    const events = await w.db.select({ lot: lotEvents.lot_id }).from(lotEvents).where(inArray(lotEvents.lot_id, many));
    expect(events).toHaveLength(60);
    const history = await w.db
      .select({ lot: lotHistory.lot_id, changes: lotHistory.changes })
      .from(lotHistory)
      .where(inArray(lotHistory.lot_id, many));
    expect(history).toHaveLength(60);
    expect(history[0].changes).toEqual([{ field: 'status', from: 'incomplete', to: 'to_review' }]);
  });

  it('a bulk phase move, and a member refused everywhere; bad bodies are 400', async () => {
    const phase = await w.call('projectAdmin', 'POST', '/lots/workbench/bulk', {
      action: 'phase',
      lot_ids: [ids.a2, ids.b2],
    });
    expect(phase.body).toMatchObject({ done: 1, refused: 1 });
    const [row] = await w.db.select({ p: lots.project_phase }).from(lots).where(eq(lots.id, ids.a2));
    expect(row.p).toBe(2);
    const member = await w.call('member', 'POST', '/lots/workbench/bulk', { action: 'phase', lot_ids: [ids.a3] });
    expect(member.body).toMatchObject({ done: 0, refused: 1 });
    for (const payload of [
      { action: 'phase', lot_ids: [] },
      { action: 'apagar', lot_ids: [1] },
      { action: 'status', lot_ids: [1] },
    ]) {
      const bad = await w.call('projectAdmin', 'POST', '/lots/workbench/bulk', payload);
      expect(bad.status, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('saved views: /lot-views', () => {
  let w: Awaited<ReturnType<typeof lotWorld>>;
  beforeAll(async () => {
    w = await lotWorld();
  });
  afterAll(() => w.ctx.close());
  const view = (extra: Record<string, unknown> = {}) => ({
    name: 'Pendentes',
    filters: { status: 'incomplete', cpf: '529.982', has_blockers: true },
    columns: ['name', 'status', 'owner_name'],
    sort: 'updated_at',
    order: 'desc',
    ...extra,
  });

  it('a private view is its owner’s: stored validated, listed to them only, edited and deleted by them', async () => {
    const created = await w.call('member', 'POST', '/lot-views', view());
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Pendentes',
      project_id: null,
      filters: { status: 'incomplete', cpf: '529982', has_blockers: true },
      columns: ['name', 'status', 'owner_name'],
      sort: 'updated_at',
      order: 'desc',
      mine: true,
    });
    expect((await w.call('projectAdmin', 'GET', '/lot-views')).body.data).toEqual([]);
    expect((await w.call('member', 'GET', '/lot-views')).body.data.map((v: { name: string }) => v.name)).toEqual([
      'Pendentes',
    ]);
    const id = created.body.id;
    expect((await w.call('projectAdmin', 'PATCH', `/lot-views/${id}`, view())).status).toBe(404);
    expect((await w.call('projectAdmin', 'DELETE', `/lot-views/${id}`)).status).toBe(404);
    expect((await w.call('member', 'POST', '/lot-views', view({ name: 'PENDENTES' }))).status).toBe(409);
    const renamed = await w.call('member', 'PATCH', `/lot-views/${id}`, view({ name: 'Minha fila' }));
    expect(renamed.body.name).toBe('Minha fila');
    expect((await w.call('member', 'DELETE', `/lot-views/${id}`)).status).toBe(200);
    expect((await w.call('member', 'GET', '/lot-views')).body.data).toEqual([]);
  });

  it('refuses unknown filters, columns and sorts instead of storing them', async () => {
    for (const body of [
      view({ filters: { senha: 'x' } }),
      view({ columns: ['name', 'rg'] }),
      view({ columns: [] }),
      view({ sort: 'cpf' }),
      view({ name: '' }),
    ]) {
      const { status, body: answer } = await w.call('member', 'POST', '/lot-views', body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.message).toBeTruthy();
    }
  });

  it('a shared view: project admins create it, the project’s members see it, only its owner changes it', async () => {
    const denied = await w.call('member', 'POST', '/lot-views', view({ project_id: w.f.projectA }));
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Somente administradores do projeto podem salvar visões compartilhadas.');
    expect((await w.call('projectAdmin', 'POST', '/lot-views', view({ project_id: w.f.projectB }))).status).toBe(404);
    const shared = await w.call(
      'projectAdmin',
      'POST',
      '/lot-views',
      view({ name: 'Equipe', project_id: w.f.projectA }),
    );
    expect(shared.status).toBe(200);
    const seen = (await w.call('member', 'GET', '/lot-views')).body.data;
    expect(seen).toEqual([expect.objectContaining({ name: 'Equipe', project_name: 'Núcleo Esperança', mine: false })]);
    expect((await w.call('outsider', 'GET', '/lot-views')).body.data).toEqual([]);
    const edit = await w.call('member', 'PATCH', `/lot-views/${shared.body.id}`, view());
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe('Só quem criou a visão pode alterá-la ou excluí-la.');
    expect((await w.call('member', 'DELETE', `/lot-views/${shared.body.id}`)).status).toBe(403);
    expect((await w.call('globalAdmin', 'GET', '/lot-views')).body.data.map((v: { name: string }) => v.name)).toEqual([
      'Equipe',
    ]);
  });
});
