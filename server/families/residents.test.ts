import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residents } from '../db/schema/index.ts';
import { multipartBody, pngBytes, type FormPart } from '../files/samples.ts';
import { bearer, testApp } from '../test/app.ts';
import { createFixtures, PERSONA_EMAILS, type Fixtures } from '../test/fixtures.ts';

const NOT_EDITABLE = 'Somente moradores do tipo "Outro morador" podem ser alterados ou excluídos.';

describe("a lot's other residents", () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let f: Fixtures;
  let member: Record<string, string>;
  let admin: Record<string, string>;
  let outsider: Record<string, string>;
  let spouseId: number;

  beforeAll(async () => {
    ctx = await testApp();
    f = await createFixtures(ctx.database.db);
    member = bearer(await ctx.tokenFor(PERSONA_EMAILS.member));
    admin = bearer(await ctx.tokenFor(PERSONA_EMAILS.globalAdmin));
    outsider = bearer(await ctx.tokenFor(PERSONA_EMAILS.outsider));
    const [spouse] = await ctx.database.db
      .insert(residents)
      .values({ lot_id: f.lotA, name: 'Cônjuge Titular', resident_type: 'spouse' })
      .returning();
    spouseId = spouse.id;
  });
  afterAll(() => ctx.close());

  const url = (lotId: number, residentId?: number) =>
    `/api/lots/${lotId}/residents${residentId ? `/${residentId}` : ''}`;
  const post = (path: string, payload: object, headers = member) =>
    ctx.app.inject({ method: 'POST', url: path, headers, payload });
  const form = async (path: string, parts: FormPart[]) => {
    const body = await multipartBody(parts);
    return ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { ...member, ...body.headers },
      payload: body.payload,
    });
  };
  const remove = (path: string, headers = member) => ctx.app.inject({ method: 'DELETE', url: path, headers });
  const row = async (id: number) => (await ctx.database.db.select().from(residents).where(eq(residents.id, id)))[0];

  it('creates a resident of type other from JSON or a form post; another type is refused by name', async () => {
    const owner = await post(url(f.lotA), { name: 'Rosa Lima', resident_type: 'owner' });
    expect(owner.statusCode).toBe(400);
    expect(owner.json().errors).toEqual({ resident_type: 'Este campo não pode ser alterado' });
    const res = await post(url(f.lotA), {
      name: 'Rosa Lima',
      relationship_owner: 'Tia',
      resident_type: 'other',
      income: 'R$ 1.200,00',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      lot_id: f.lotA,
      name: 'Rosa Lima',
      relationship_owner: 'Tia',
      resident_type: 'other',
      income: 1200,
    });
    const posted = await form(url(f.lotA), [
      { name: 'name', value: 'Caio Lima' },
      { name: 'deficiencia', value: 'false' },
      { name: 'income', value: '980.4' },
      { name: 'beneficios_sociais', value: '["BOLSA FAMÍLIA"]' },
    ]);
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({
      name: 'Caio Lima',
      deficiencia: false,
      income: 980.4,
      beneficios_sociais: ['BOLSA FAMÍLIA'],
      resident_type: 'other',
    });
  });

  it('validates: required name, unknown fields, a file part has no place here', async () => {
    expect((await post(url(f.lotA), { relationship_owner: 'Tio' })).json().errors).toEqual({
      name: 'Campo obrigatório',
    });
    expect((await post(url(f.lotA), { name: 'Ana Lima', parentesco: 'x' })).json().errors).toEqual({
      parentesco: 'Campo desconhecido',
    });
    const withFile = await form(url(f.lotA), [
      { name: 'name', value: 'Ana Lima' },
      { name: 'rg_file', filename: 'rg.png', content: pngBytes() },
    ]);
    expect(withFile.statusCode).toBe(400);
    expect(withFile.json().errors).toEqual({ rg_file: 'Campo desconhecido' });
    expect((await post(url(f.lotA), { name: 'Ana Lima', sex: 'Talvez' })).json().errors).toEqual({
      sex: 'Opção inválida',
    });
  });

  it('updates with the docs/validation.md#validation rules; resident_type stays read-only', async () => {
    const created = (
      await post(url(f.lotA), { name: 'Bia Souza', occupation: 'Costureira', relationship_owner: 'Prima' })
    ).json();
    const owner = await post(url(f.lotA, created.id), { id: created.id, resident_type: 'owner' });
    expect(owner.statusCode).toBe(400);
    expect(owner.json().errors).toEqual({ resident_type: 'Este campo não pode ser alterado' });
    const res = await post(url(f.lotA, created.id), {
      id: created.id,
      resident_type: 'other',
      occupation: '',
      relationship_owner: null,
      deficiencia: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      name: 'Bia Souza',
      occupation: null,
      relationship_owner: 'Prima',
      resident_type: 'other',
      deficiencia: false,
    });
    expect((await row(created.id)).updated_by).toBe(created.created_by);
  });

  it('refuses to change or delete residents of the other types (409, in Portuguese)', async () => {
    const update = await post(url(f.lotA, spouseId), { name: 'Outro Nome' }, admin);
    expect(update.statusCode).toBe(409);
    expect(update.json().message).toBe(NOT_EDITABLE);
    const del = await remove(url(f.lotA, spouseId), admin);
    expect(del.statusCode).toBe(409);
    expect((await row(spouseId)).name).toBe('Cônjuge Titular');
  });

  it('deletes a resident of type other and answers {id}', async () => {
    const created = (await post(url(f.lotA), { name: 'Temporário Silva' })).json();
    const res = await remove(url(f.lotA, created.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: created.id });
    expect(await row(created.id)).toBeUndefined();
    expect((await remove(url(f.lotA, created.id))).statusCode).toBe(404);
  });

  it('keeps a resident to its lot: another lot in the path is 404', async () => {
    const [lotA2] = await ctx.database.db
      .insert((await import('../db/schema/index.ts')).lots)
      .values({ name: 'Lote 002', block_id: f.blockA, project_id: f.projectA })
      .returning();
    expect((await post(url(lotA2.id, f.residentA), { name: 'Mudou de Lote' })).statusCode).toBe(404);
    expect((await remove(url(lotA2.id, f.residentA))).statusCode).toBe(404);
    expect((await row(f.residentA)).lot_id).toBe(f.lotA);
  });

  it("lists the lot's residents with every type, honouring count, sort and q", async () => {
    const res = await ctx.app.inject({ url: `${url(f.lotA)}?sort=name`, headers: member });
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json();
    expect(total).toBe(data.length);
    expect(data.map((r: { resident_type: string }) => r.resident_type)).toContain('spouse');
    const names = data.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'pt-BR')));
    const one = (await ctx.app.inject({ url: `${url(f.lotA)}?count=1`, headers: member })).json();
    expect(one.data).toHaveLength(1);
    expect(one.total).toBe(total);
    expect(
      (await ctx.app.inject({ url: `${url(f.lotA)}?q=sebasti`, headers: member }))
        .json()
        .data.map((r: { id: number }) => r.id),
    ).toEqual([f.residentA]);
  });

  it("is for members of the lot's project: outsider 404, anonymous 401, bad ids 400", async () => {
    expect((await ctx.app.inject({ url: url(f.lotA), headers: outsider })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: url(f.lotA) })).statusCode).toBe(401);
    expect((await post(url(f.lotA), { name: 'Intruso Silva' }, outsider)).statusCode).toBe(404);
    expect((await post(url(f.lotA, f.residentA), { name: 'Intruso Silva' }, outsider)).statusCode).toBe(404);
    expect((await remove(url(f.lotA, f.residentA), outsider)).statusCode).toBe(404);
    expect((await remove(url(f.lotA, f.residentA), {})).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/lots/${f.lotA}/residents/x1`, headers: member })).statusCode,
    ).toBe(400);
    expect((await row(f.residentA)).name).toBe('Sebastião Souza');
  });
});
