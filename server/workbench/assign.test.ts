import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkbenchRow } from '../../domain/api/lot-workbench.ts';
import { registryStage, REGISTRY_STAGE_IDS, type RegistryFacts } from '../../domain/registry/stages.ts';
import { lotAssignments, lotEvents, lotHistory, users } from '../db/schema/index.ts';
import { insertLot, lotWorld } from '../lots/test-kit.ts';
import { PERSONA_EMAILS, type Persona } from '../test/fixtures.ts';

type Answer = { total: number; data: WorkbenchRow[] };

/**
 * The workbench's "Atribuir responsável" (issue 18 part 5), its registry-stage filter and the
 * chosen lots' minutas: on project A the project admin administers, on project B (MDR) only the
 * outsider works.
 */
describe('lots workbench: assigning work, the registry stage and the chosen lots', () => {
  let w: Awaited<ReturnType<typeof lotWorld>>;
  const ids: Record<string, number> = {};
  const sub = async (persona: Exclude<Persona, 'anonymous'>) =>
    (await w.db.select({ sub: users.sub }).from(users).where(eq(users.email, PERSONA_EMAILS[persona])))[0].sub;
  const nameOf = async (persona: Exclude<Persona, 'anonymous'>) =>
    (
      await w.db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.email, PERSONA_EMAILS[persona]))
    ).map((u) => u.name ?? u.email)[0];
  const bulk = async (persona: Exclude<Persona, 'anonymous'>, body: Record<string, unknown>) => {
    const { status, body: answer } = await w.call(persona, 'POST', '/lots/workbench/bulk', body);
    expect(status, JSON.stringify(answer)).toBe(200);
    return answer as { done: number; refused: number; results: { id: number; ok: boolean; message: string }[] };
  };
  const list = async (persona: Exclude<Persona, 'anonymous'>, query: string) => {
    const { status, body } = await w.call(persona, 'GET', `/lots/workbench${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as Answer;
  };

  beforeAll(async () => {
    w = await lotWorld();
    ids.a2 = await insertLot(w.db, { name: 'Lote 002', block_id: w.f.blockA, project_id: w.f.projectA });
  });
  afterAll(() => w.ctx.close());

  it('assigns the social registration to a member, lot by lot, and the lot says so until it is done', async () => {
    const member = await nameOf('member');
    const answer = await bulk('projectAdmin', {
      action: 'assign',
      work: 'social',
      user_sub: await sub('member'),
      lot_ids: [w.f.lotA, ids.a2, w.f.lotB, 2_000_000],
    });
    expect(answer.results).toEqual([
      { id: w.f.lotA, ok: true, message: `Cadastro social: atribuído a ${member}` },
      { id: ids.a2, ok: true, message: `Cadastro social: atribuído a ${member}` },
      { id: w.f.lotB, ok: false, message: 'Lote não encontrado.' },
      { id: 2_000_000, ok: false, message: 'Lote não encontrado.' },
    ]);
    // Again: nothing changes, and it says so.
    const again = await bulk('projectAdmin', {
      action: 'assign',
      work: 'social',
      user_sub: await sub('member'),
      lot_ids: [w.f.lotA],
    });
    expect(again.results[0].message).toBe(`Cadastro social: atribuído a ${member} (já estava)`);

    const lot = (await w.call('member', 'GET', `/lots/${w.f.lotA}`)).body;
    expect(lot.assigned_users.social).toEqual({
      user_id: await w.userId('member'),
      name: member,
      at: expect.any(String),
      done: false,
    });
    // The history says who assigned whom, once.
    const lines = await w.db.select().from(lotHistory).where(eq(lotHistory.lot_id, w.f.lotA));
    const assigned = lines.filter((l) => l.changes.some((c) => c.field === 'responsavel_social'));
    expect(assigned).toHaveLength(1);
    expect(assigned[0].changes).toEqual([{ field: 'responsavel_social', from: null, to: member }]);
    const history = (await w.call('projectAdmin', 'GET', `/lots/${w.f.lotA}/history`)).body;
    expect(JSON.stringify(history)).toContain('Responsável pelo cadastro social');

    // Whoever completes the work is the one the lot names from then on.
    await w.db.insert(lotEvents).values({
      lot_id: w.f.lotA,
      project_id: w.f.projectA,
      kind: 'social_completed',
      user_id: await w.userId('projectAdmin'),
    });
    const done = (await w.call('member', 'GET', `/lots/${w.f.lotA}`)).body.assigned_users.social;
    expect(done).toMatchObject({ user_id: await w.userId('projectAdmin'), done: true });
  });

  it('lists the assignees and filters the lots assigned to the caller', async () => {
    const member = await nameOf('member');
    const mine = await list('member', '?assigned_to_me=true&sort=name');
    expect(mine.data.map((r) => [r.id, r.assignees])).toEqual([
      [w.f.lotA, `Cadastro social: ${member}`],
      [ids.a2, `Cadastro social: ${member}`],
    ]);
    expect((await list('projectAdmin', '?assigned_to_me=true')).total).toBe(0);
    expect((await list('projectAdmin', `?assigned_to_me=false&project_id=${w.f.projectA}`)).total).toBe(2);
  });

  it('refuses benfeitorias outside MDR projects, and people who are not members of the lot’s project', async () => {
    const outsider = await nameOf('outsider');
    const notMdr = await bulk('globalAdmin', {
      action: 'assign',
      work: 'benfeitorias',
      user_sub: await sub('member'),
      lot_ids: [w.f.lotA],
    });
    expect(notMdr.results[0]).toEqual({
      id: w.f.lotA,
      ok: false,
      message: 'Este projeto não tem benfeitorias (só projetos MDR).',
    });
    const member = await nameOf('member');
    const mixed = await bulk('globalAdmin', {
      action: 'assign',
      work: 'social',
      user_sub: await sub('outsider'),
      lot_ids: [w.f.lotA, w.f.lotB],
    });
    expect(mixed.results).toEqual([
      { id: w.f.lotA, ok: false, message: `${outsider} não é membro do projeto deste lote.` },
      { id: w.f.lotB, ok: true, message: `Cadastro social: atribuído a ${outsider}` },
    ]);
    const mdr = await bulk('globalAdmin', {
      action: 'assign',
      work: 'benfeitorias',
      user_sub: await sub('outsider'),
      lot_ids: [w.f.lotB],
    });
    expect(mdr.done).toBe(1);
    expect((await list('outsider', '?assigned_to_me=true')).data[0].assignees).toBe(
      `Cadastro social: ${outsider} · Benfeitorias: ${outsider}`,
    );
    const unknown = await bulk('globalAdmin', {
      action: 'assign',
      work: 'social',
      user_sub: 'ninguem',
      lot_ids: [w.f.lotB],
    });
    expect(unknown.results[0]).toMatchObject({ ok: false, message: 'Usuário não encontrado.' });
    // The lot A assignment of the member was left as it was.
    expect((await list('member', '?assigned_to_me=true')).data[0].assignees).toBe(`Cadastro social: ${member}`);
    for (const body of [
      { action: 'assign', work: 'pintura', user_sub: 'x', lot_ids: [w.f.lotA] },
      { action: 'assign', work: 'social', lot_ids: [w.f.lotA] },
    ]) {
      const bad = await w.call('projectAdmin', 'POST', '/lots/workbench/bulk', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.message).toMatch(/[a-zà-ú]/i);
    }
  });

  it('ends an assignment by hand, and when the person leaves the project', async () => {
    const ended = await bulk('projectAdmin', { action: 'assign', work: 'social', user_sub: null, lot_ids: [ids.a2] });
    expect(ended.results[0]).toEqual({ id: ids.a2, ok: true, message: 'Cadastro social: sem responsável' });
    expect((await w.call('member', 'GET', `/lots/${ids.a2}`)).body.assigned_users.social).toBeNull();

    const left = await w.call('projectAdmin', 'POST', `/projects/${w.f.projectA}/removeMember`, {
      user_sub: await sub('member'),
    });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    const rows = await w.db
      .select()
      .from(lotAssignments)
      .where(eq(lotAssignments.user_id, await w.userId('member')));
    expect(rows).toEqual([]);
    // Project B's assignments of the outsider are untouched.
    expect(
      await w.db
        .select()
        .from(lotAssignments)
        .where(eq(lotAssignments.user_id, await w.userId('outsider'))),
    ).toHaveLength(2);
  });

  it('the registry stage in SQL agrees with the domain rule on every combination of facts', async () => {
    const facts = [
      'registry_prenotacao_on',
      'registry_exigencia_on',
      'registry_exigencia_answered_on',
      'registry_registered_on',
      'title_delivered_on',
    ] as const;
    const expected = new Map<number, string>();
    for (let mask = 0; mask < 32; mask++) {
      const values: RegistryFacts = {};
      facts.forEach((fact, bit) => {
        if (mask & (1 << bit)) values[fact] = '2026-10-01';
      });
      const id = await insertLot(w.db, {
        name: `Registro ${String(mask).padStart(2, '0')}`,
        block_id: w.f.blockB,
        project_id: w.f.projectB,
        ...values,
      });
      expected.set(id, registryStage(values));
    }
    const rows = await list('globalAdmin', `?project_id=${w.f.projectB}&name=Registro&count=50`);
    expect(rows.total).toBe(32);
    expect(new Map(rows.data.map((r) => [r.id, r.registry_stage]))).toEqual(expected);
    for (const stage of REGISTRY_STAGE_IDS) {
      const filtered = await list(
        'globalAdmin',
        `?project_id=${w.f.projectB}&name=Registro&count=50&registry_stage=${stage}`,
      );
      expect(filtered.data.map((r) => r.id).sort()).toEqual(
        [...expected]
          .filter(([, s]) => s === stage)
          .map(([id]) => id)
          .sort(),
      );
    }
    const bad = await w.call('globalAdmin', 'GET', '/lots/workbench?registry_stage=arquivado');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.registry_stage).toBe('Etapa do registro inválida');
  });

  it('a report can cover just the chosen lots (the workbench’s minutas), and says so', async () => {
    const preview = await w.call(
      'projectAdmin',
      'GET',
      `/projects/${w.f.projectA}/preview?complete=false&lot_ids=${ids.a2}`,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.total).toBe(1);
    expect(preview.body.data.map((r: { id: number }) => r.id)).toEqual([ids.a2]);
    // A lot of another project never comes in through the list.
    const other = await w.call(
      'projectAdmin',
      'GET',
      `/projects/${w.f.projectA}/preview?complete=false&lot_ids=${w.f.lotB}`,
    );
    expect(other.body.total).toBe(0);
    for (const bad of ['abc', '1,-2', '0']) {
      const refused = await w.call('projectAdmin', 'GET', `/projects/${w.f.projectA}/preview?lot_ids=${bad}`);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.errors.lot_ids).toContain('Lista de lotes inválida');
    }
    const tooMany = Array.from({ length: 1001 }, (_, i) => i + 1).join(',');
    const refused = await w.call('projectAdmin', 'GET', `/projects/${w.f.projectA}/preview?lot_ids=${tooMany}`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.lot_ids).toBe('Escolha no máximo 1000 lotes');
  });
});
