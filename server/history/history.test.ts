import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotHistory, lots } from '../db/schema/index.ts';
import { LOT_FILE_FIELDS } from '../db/schema/lot-columns.ts';
import { insertFile } from '../lots/test-kit.ts';
import { bearer, testApp } from '../test/app.ts';
import { createFixtures, PERSONA_EMAILS, type Fixtures, type Persona } from '../test/fixtures.ts';
import { eraseHistoryValues } from './erase.ts';
import { ERASED, showChange } from './read.ts';
import { changesOf } from './values.ts';

type Line = {
  id: number;
  at: string;
  user_name: string | null;
  entity: string;
  entity_id: number | null;
  entity_label: string | null;
  action: string;
  changes: { field: string; label: string; from: string | null; to: string | null }[];
};

describe('the lot history: every change recorded in its transaction, read by project admins', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let f: Fixtures;
  const tokens = new Map<Persona, Record<string, string>>();
  beforeAll(async () => {
    ctx = await testApp();
    f = await createFixtures(ctx.database.db);
    for (const p of ['member', 'projectAdmin', 'outsider', 'globalAdmin'] as const)
      tokens.set(p, bearer(await ctx.tokenFor(PERSONA_EMAILS[p])));
  });
  afterAll(() => ctx.close());

  const call = async (persona: Persona, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const response = await ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: tokens.get(persona) ?? {},
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const history = async (query = '') =>
    (await call('projectAdmin', 'GET', `/lots/${f.lotA}/history${query}`)).body as { data: Line[]; total: number };
  const latest = async () => (await history()).data[0];

  it('a lot save: only the fields that changed, labelled and shown as the screens show them, by whom', async () => {
    expect(
      (
        await call('member', 'PATCH', `/lots/${f.lotA}`, {
          n_selagem: 'S-10',
          cpf: '529.982.247-25',
          civil_status: 'Solteiro(a)',
        })
      ).status,
    ).toBe(200);
    const line = await latest();
    expect(line).toMatchObject({ entity: 'lot', entity_id: f.lotA, action: 'updated', user_name: expect.any(String) });
    expect(line.changes).toEqual(
      expect.arrayContaining([
        { field: 'n_selagem', label: expect.any(String), from: null, to: 'S-10' },
        { field: 'cpf', label: 'CPF', from: null, to: '529.982.247-25' },
      ]),
    );
    // Sent again unchanged plus one new value: one change only.
    await call('member', 'PATCH', `/lots/${f.lotA}`, { n_selagem: 'S-10', cpf: '52998224725', n_proposta: 'P-1' });
    expect((await latest()).changes.map((c) => c.field)).toEqual(['n_proposta']);
    // A save that changes nothing leaves no line.
    const before = (await history()).total;
    await call('member', 'PATCH', `/lots/${f.lotA}`, { n_proposta: 'P-1' });
    expect((await history()).total).toBe(before);
  });

  it('a save’s line is the diff of the whole row before and after, for every kind of column', async () => {
    // The save reads only the columns it writes (server/lots/service.ts, issue #19): its line must
    // be what comparing the whole rows gives, text, dates, decimals, flags, lists and files alike.
    const db = ctx.database.db;
    const [{ id }] = await db
      .insert(lots)
      .values({ name: 'Lote H1', block_id: f.blockA, project_id: f.projectA, owner_name: 'Ana' })
      .returning({ id: lots.id });
    const rg = await insertFile(db, null, f.userIds.member, 'rg.pdf');
    const row = async () => (await db.select().from(lots).where(eq(lots.id, id)))[0];
    const lotLine = async () =>
      (
        await db
          .select()
          .from(lotHistory)
          .where(and(eq(lotHistory.lot_id, id), eq(lotHistory.entity, 'lot')))
          .orderBy(desc(lotHistory.id))
          .limit(1)
      )[0];
    const saves: Record<string, unknown>[] = [
      {
        owner_name: 'Ana Maria',
        // Not lotA's: a CPF shared between lots keeps the review below from changing its status.
        cpf: '111.444.777-35',
        birth_date: '1980-08-15',
        area: '125,5',
        income: 1250.5,
        deficiencia: true,
        civil_status: 'Solteiro(a)',
        mdr_material_paredes_externas: ['ALVENARIA SEM REVESTIMENTO'],
        mdr_n_comodos: 4,
        registry_prenotacao_number: '123.456',
        registry_prenotacao_on: '2024-03-10',
        rg_file_id: rg,
      },
      {
        owner_name: 'Ana Souza',
        birth_date: null,
        area: null,
        income: 0,
        deficiencia: false,
        mdr_material_paredes_externas: [],
        registry_exigencia_on: '2024-03-20',
        registry_exigencia_text: 'Apresentar a planta assinada pelo responsável técnico',
        rg_file_id: null,
      },
    ];
    for (const body of saves) {
      const before = await row();
      expect((await call('member', 'PATCH', `/lots/${id}`, body)).status).toBe(200);
      const written = Object.keys(body).filter((k) => !(LOT_FILE_FIELDS as readonly string[]).includes(k));
      const byField = (a: { field: string }, b: { field: string }) => a.field.localeCompare(b.field);
      const expected = changesOf(before, await row(), written).sort(byField);
      expect(expected.length).toBeGreaterThan(5);
      expect((await lotLine()).changes.sort(byField)).toEqual(expected);
    }
  });

  it('the status, from the dropdown and from the review', async () => {
    await call('projectAdmin', 'PATCH', `/lots/${f.lotA}/update-status`, { status: 'to_review' });
    expect(await latest()).toMatchObject({
      entity: 'status',
      action: 'status',
      changes: [{ field: 'status', label: 'Situação', to: 'Para Revisão' }],
    });
    await call('projectAdmin', 'POST', `/lots/${f.lotA}/trigger-review`);
    const line = await latest();
    expect(line).toMatchObject({ entity: 'status', action: 'status' });
    expect(line.changes[0].from).toBe('Para Revisão');
  });

  it('children and residents: added, changed, removed', async () => {
    const child = await call('member', 'POST', `/lots/${f.lotA}/children`, {
      name: 'Joana Lima',
      birth_date: '10/03/2015',
    });
    expect(child.status).toBe(200);
    expect(await latest()).toMatchObject({
      entity: 'child',
      entity_id: child.body.id,
      entity_label: 'Joana Lima',
      action: 'created',
    });
    expect((await latest()).changes).toEqual(
      expect.arrayContaining([{ field: 'birth_date', label: 'Data de nascimento', from: null, to: '10/03/2015' }]),
    );
    await call('member', 'POST', `/lots/${f.lotA}/children/${child.body.id}`, { mother_name: 'Rita Lima' });
    expect(await latest()).toMatchObject({
      entity: 'child',
      action: 'updated',
      changes: [{ field: 'mother_name', from: null, to: 'Rita Lima' }],
    });
    await call('member', 'DELETE', `/lots/${f.lotA}/children/${child.body.id}`);
    expect(await latest()).toMatchObject({
      entity: 'child',
      entity_id: child.body.id,
      entity_label: 'Joana Lima',
      action: 'deleted',
    });

    const resident = await call('member', 'POST', `/lots/${f.lotA}/residents`, {
      name: 'Pedro Alves',
      occupation: 'Pedreiro',
    });
    expect(await latest()).toMatchObject({ entity: 'resident', entity_id: resident.body.id, action: 'created' });
    await call('member', 'POST', `/lots/${f.lotA}/residents/${resident.body.id}`, { occupation: 'Pintor' });
    expect(await latest()).toMatchObject({
      entity: 'resident',
      action: 'updated',
      changes: [{ field: 'occupation', label: 'Profissão', from: 'Pedreiro', to: 'Pintor' }],
    });
    await call('member', 'DELETE', `/lots/${f.lotA}/residents/${resident.body.id}`);
    expect(await latest()).toMatchObject({ entity: 'resident', action: 'deleted', entity_label: 'Pedro Alves' });
  });

  it('documents: linked and removed, by file name and the document’s label', async () => {
    const memberId = f.userIds.member;
    const rg = await insertFile(ctx.database.db, null, memberId, 'rg-frente.pdf');
    const other = await insertFile(ctx.database.db, null, memberId, 'contrato.pdf');
    expect(
      (await call('member', 'PATCH', `/lots/${f.lotA}`, { rg_file_id: rg, other_documents_files_ids: [other] })).status,
    ).toBe(200);
    const added = (await history('?count=2')).data;
    expect(added.map((l) => [l.entity, l.action, l.entity_label, l.changes[0].to]).sort()).toEqual([
      ['document', 'file_added', 'Outros documentos', 'contrato.pdf'],
      ['document', 'file_added', 'RG (frente)', 'rg-frente.pdf'],
    ]);
    expect((await call('member', 'PATCH', `/lots/${f.lotA}/remove-file`, { file_id: rg })).status).toBe(200);
    expect(await latest()).toMatchObject({
      entity: 'document',
      entity_id: rg,
      action: 'file_removed',
      entity_label: 'RG (frente)',
      changes: [{ field: 'rg_file_id', label: 'RG (frente)', from: 'rg-frente.pdf', to: null }],
    });
    await call('member', 'PATCH', `/lots/${f.lotA}`, { other_documents_files_ids: [] });
    expect(await latest()).toMatchObject({
      action: 'file_removed',
      entity_label: 'Outros documentos',
      changes: [{ from: 'contrato.pdf', to: null }],
    });
  });

  it('newest first, paged, with the total; a failed save leaves no line', async () => {
    const all = await history('?count=200');
    const times = all.data.map((l) => `${l.at}|${String(l.id).padStart(10, '0')}`);
    expect(times).toEqual([...times].sort().reverse());
    const second = await history('?page=2&count=3');
    expect(second.total).toBe(all.total);
    expect(second.data.map((l) => l.id)).toEqual(all.data.slice(3, 6).map((l) => l.id));
    expect((await call('member', 'PATCH', `/lots/${f.lotA}`, { cpf: '111' })).status).toBe(400);
    expect((await history()).total).toBe(all.total);
    expect((await call('projectAdmin', 'GET', `/lots/${f.lotA}/history?count=0`)).status).toBe(400);
  });

  it('project admins and global admins read it; members 403; other projects 404', async () => {
    expect((await call('globalAdmin', 'GET', `/lots/${f.lotA}/history`)).status).toBe(200);
    expect((await call('member', 'GET', `/lots/${f.lotA}/history`)).status).toBe(403);
    expect((await call('outsider', 'GET', `/lots/${f.lotA}/history`)).status).toBe(404);
    expect((await call('projectAdmin', 'GET', `/lots/${f.lotB}/history`)).status).toBe(404);
  });

  it('stores the real values; personal ones (by field type or identity) are masked for readers who may not see them', async () => {
    const rows = await ctx.database.db.select().from(lotHistory).where(eq(lotHistory.lot_id, f.lotA));
    expect(rows.some((r) => r.changes.some((c) => c.field === 'cpf' && c.to === '52998224725'))).toBe(true);
    expect(showChange('lot', { field: 'cpf', from: null, to: '52998224725' }, false)).toEqual({
      field: 'cpf',
      label: 'CPF',
      from: null,
      to: '•••.•••.•••-25',
    });
    expect(showChange('lot', { field: 'cpf', from: null, to: '52998224725' }, true).to).toBe('529.982.247-25');
    expect(showChange('lot', { field: 'rg', from: 'MG-12.345.678', to: null }, false).from).toBe('••-••.•••.•78');
    expect(showChange('lot', { field: 'nis', from: null, to: '12345678919' }, false).to).not.toMatch(/\d{3}/);
    expect(showChange('lot', { field: 'spouse_rg', from: null, to: '1234567' }, false).to).toBe('•••••67');
    expect(showChange('child', { field: 'birth_date', from: null, to: '2015-03-10' }, false).to).toBe('••/••/••15');
    expect(showChange('lot', { field: 'email', from: null, to: 'ana@exemplo.com' }, false).to).not.toContain('ana');
    // Not personal: shown as is.
    expect(showChange('lot', { field: 'n_selagem', from: null, to: 'S-10' }, false).to).toBe('S-10');
  });

  it('an LGPD removal erases the values its lots’ history held (who, when and which field stay)', async () => {
    const total = (await history()).total;
    await ctx.database.db.transaction((tx) => eraseHistoryValues(tx, [f.lotA]));
    const all = await history('?count=200');
    expect(all.total).toBe(total);
    const cpf = all.data.flatMap((l) => l.changes).find((c) => c.field === 'cpf');
    expect(cpf).toEqual({ field: 'cpf', label: 'CPF', from: ERASED, to: ERASED });
    expect(all.data.filter((l) => l.entity === 'child').every((l) => l.entity_label === null)).toBe(true);
    const stored = JSON.stringify(await ctx.database.db.select().from(lotHistory).where(eq(lotHistory.lot_id, f.lotA)));
    for (const personal of ['52998224725', 'Joana Lima', 'rg-frente.pdf', 'Pedro Alves'])
      expect(stored).not.toContain(personal);
  });
});
