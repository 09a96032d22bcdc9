import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotEvents, lots } from '../db/schema/index.ts';
import { COMPLETE_OWNER, IMPROVEMENTS, insertFile, insertLot, lotWorld } from './test-kit.ts';

describe('POST /lots/{id}/trigger-review (Executar Análise)', () => {
  let w: Awaited<ReturnType<typeof lotWorld>>;
  let docsA: Record<string, number>;
  let docsB: Record<string, number>;
  const documents = async (projectId: number) => ({
    rg_file_id: await insertFile(w.db, projectId, null),
    cpf_file_id: await insertFile(w.db, projectId, null),
    comp_residencia_file_id: await insertFile(w.db, projectId, null),
  });
  beforeAll(async () => {
    w = await lotWorld();
    docsA = await documents(w.f.projectA);
    docsB = await documents(w.f.projectB);
  });
  afterAll(() => w.ctx.close());

  const review = (persona: 'projectAdmin' | 'globalAdmin' | 'outsider' | 'member', lotId: number) =>
    w.call(persona, 'POST', `/lots/${lotId}/trigger-review`);
  const kindsOf = async (lotId: number) =>
    (await w.db.select({ kind: lotEvents.kind }).from(lotEvents).where(eq(lotEvents.lot_id, lotId)))
      .map((e) => e.kind)
      .sort();
  const lotInA = (name: string, values: Record<string, unknown>) =>
    insertLot(w.db, { name, block_id: w.f.blockA, project_id: w.f.projectA, ...values });

  it('a married owner lacks the spouse’s data and the marriage certificate', async () => {
    const id = await lotInA('Lote 101', { ...COMPLETE_OWNER, ...docsA, cpf: '11144477735', civil_status: 'Casado(a)' });
    const { status, body } = await review('projectAdmin', id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      message: 'A análise foi executada com sucesso!',
      status: 'incomplete',
      social: false,
      improvements: null,
      warnings: [],
    });
    expect(body.missing.map((m: { field: string; section: string }) => [m.field, m.section])).toEqual([
      ['spouse_name', 'spouse'],
      ['spouse_cpf', 'spouse'],
      ['marriage_regime_de_bens', 'spouse'],
      ['marriage_date', 'spouse'],
      ['marriage_cert_file_id', 'documents'],
    ]);
    expect(body.missing[4]).toEqual({
      field: 'marriage_cert_file_id',
      label: 'Certidão de casamento',
      section: 'documents',
      part: 'social',
      resource: 'lots',
      record_id: id,
    });
    expect(await kindsOf(id)).toEqual(['reviewed']);
  });

  it('a complete lot becomes complete; the social part is credited once to who filled it', async () => {
    const id = await lotInA('Lote 102', { ...COMPLETE_OWNER, ...docsA, cpf: '39053344705' });
    const filled = await w.call('member', 'PATCH', `/lots/${id}`, { observations: 'Visita concluída' });
    expect(filled.status).toBe(200);
    const first = await review('projectAdmin', id);
    expect(first.body).toMatchObject({
      status: 'complete',
      social: true,
      improvements: null,
      missing: [],
      warnings: [],
    });
    expect(await kindsOf(id)).toEqual(['reviewed', 'social_completed', 'status_changed']);
    await review('projectAdmin', id);
    await review('globalAdmin', id);
    expect(await kindsOf(id)).toEqual(['reviewed', 'reviewed', 'reviewed', 'social_completed', 'status_changed']);
    const [social] = await w.db
      .select()
      .from(lotEvents)
      .where(and(eq(lotEvents.lot_id, id), eq(lotEvents.kind, 'social_completed')));
    expect(social.user_id).toBe(await w.userId('member'));
    expect(social.detail).toEqual({ reviewed_by: await w.userId('projectAdmin') });
    const { body } = await w.call('projectAdmin', 'GET', `/lots/${id}`);
    expect(body.status).toBe('complete');
    expect(body.assigned_users).toEqual({
      social: { user_id: await w.userId('member'), name: expect.any(String), at: expect.any(String), done: true },
      benfeitorias: null,
    });
  });

  it('an MDR lot with the social part done still lacks the improvements', async () => {
    const id = await insertLot(w.db, {
      name: 'Lote 201',
      block_id: w.f.blockB,
      project_id: w.f.projectB,
      ...COMPLETE_OWNER,
      ...docsB,
      cpf: '86288366757',
    });
    const { body } = await review('outsider', id); // the outsider is project B's admin
    expect(body).toMatchObject({ status: 'incomplete', social: true, improvements: false, warnings: [] });
    expect(body.missing).toHaveLength(Object.keys(IMPROVEMENTS).length);
    expect(
      body.missing.every(
        (m: { part: string; section: string }) => m.part === 'improvements' && m.section === 'improvements',
      ),
    ).toBe(true);
    expect(await kindsOf(id)).toEqual(['reviewed', 'social_completed']);

    await w.db.update(lots).set(IMPROVEMENTS).where(eq(lots.id, id));
    const done = await review('outsider', id);
    expect(done.body).toMatchObject({ status: 'complete', social: true, improvements: true, missing: [] });
    expect(await kindsOf(id)).toEqual([
      'improvements_completed',
      'reviewed',
      'reviewed',
      'social_completed',
      'status_changed',
    ]);
    const { body: lot } = await w.call('outsider', 'GET', `/lots/${id}`);
    expect(lot.assigned_users.benfeitorias).toMatchObject({ at: expect.any(String) });
  });

  it('children and residents of the lot count, named in the label', async () => {
    const { body } = await review('projectAdmin', w.f.lotA);
    const people = body.missing.filter((m: { resource: string }) => m.resource !== 'lots');
    expect(people.map((m: { label: string; section: string }) => [m.label, m.section])).toEqual([
      ['Filho(a) 1 (Ana da Silva): Data de nascimento', 'children'],
      ['Morador(a) 1 (Sebastião Souza): Data de nascimento', 'residents'],
      ['Morador(a) 1 (Sebastião Souza): Parentesco com o(a) titular', 'residents'],
    ]);
  });

  it('flags a CPF already on another lot of any project, citing the law, and asks for review', async () => {
    const cpf = '71428793860';
    const here = await lotInA('Lote 103', { ...COMPLETE_OWNER, ...docsA, cpf });
    const there = await insertLot(w.db, {
      name: 'Lote 202',
      block_id: w.f.blockB,
      project_id: w.f.projectB,
      owner_name: 'Pedro Alves',
      civil_status: 'Casado(a)',
      spouse_cpf: cpf,
    });
    const { body } = await review('projectAdmin', here);
    expect(body.status).toBe('to_review');
    expect(body.social).toBe(true);
    expect(body.warnings).toEqual([
      {
        kind: 'duplicate_cpf',
        field: 'cpf',
        label: 'CPF',
        message: expect.stringContaining('Lei 13.465/2017, art. 23, §1º'),
        legal_basis: 'Lei 13.465/2017, art. 23, §1º, II',
        occurrences: 1,
        lots: [], // project B is not the project admin's: counted, not named
      },
    ]);
    expect(body.warnings[0].message).toContain('714.287.938-60');
    const [row] = await w.db.select().from(lots).where(eq(lots.id, here));
    expect(row.status).toBe('to_review');

    const admin = await review('globalAdmin', here);
    expect(admin.body.warnings[0].lots).toEqual([
      { id: there, name: 'Lote 202', block_name: 'Quadra 01', project_id: w.f.projectB, project_name: 'Vila União' },
    ]);
    // the other lot sees it too, through its spouse
    const back = await review('outsider', there);
    expect(back.body.warnings.map((x: { field: string }) => x.field)).toEqual(['spouse_cpf']);
  });

  it('ignores a spouse CPF left over from a former civil status', async () => {
    const cpf = '15350946056';
    await lotInA('Lote 104', { owner_name: 'Rita Lima', cpf });
    const single = await lotInA('Lote 105', { ...COMPLETE_OWNER, ...docsA, cpf: '04485210000', spouse_cpf: cpf });
    expect((await review('projectAdmin', single)).body.warnings).toEqual([]);
  });

  it('project admin only: 403 member, 404 outsider and other projects, 401 anonymous', async () => {
    expect((await review('member', w.f.lotA)).status).toBe(403);
    expect((await review('outsider', w.f.lotA)).status).toBe(404);
    expect((await review('projectAdmin', w.f.lotB)).status).toBe(404);
    expect((await w.call('anonymous', 'POST', `/lots/${w.f.lotA}/trigger-review`)).status).toBe(401);
    expect((await w.call('projectAdmin', 'POST', '/lots/abc/trigger-review')).status).toBe(400);
  });
});
