import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, blockStreets, lots, streets, users } from '../db/schema/index.ts';
import { PERSONA_EMAILS } from '../test/fixtures.ts';
import { apiKit, uploadedFile } from '../projects/test-kit.ts';

describe('blocks API', () => {
  let kit: Awaited<ReturnType<typeof apiKit>>;
  let streetA2: number;
  beforeAll(async () => {
    kit = await apiKit();
    const { f, db } = kit;
    [{ id: streetA2 }] = await db
      .insert(streets)
      .values({ name: 'Avenida Central', project_id: f.projectA })
      .returning({ id: streets.id });
    const more = await db
      .insert(blocks)
      .values(['Quadra 02', 'Quadra 03', 'Quadra Ávila'].map((name) => ({ name, project_id: f.projectA })))
      .returning({ id: blocks.id });
    await db.insert(lots).values([
      { name: 'Lote 002', block_id: f.blockA, project_id: f.projectA, status: 'complete' },
      { name: 'Lote 001', block_id: more[0].id, project_id: f.projectA, status: 'complete' },
    ]);
  });
  afterAll(() => kit.close());

  const list = async (query: string, persona: 'member' | 'outsider' | 'globalAdmin' = 'member') =>
    kit.call(persona, 'GET', `/api/blocks/list?${query}`);

  it('lists a project’s blocks with their streets, 20 a page, counts only when included', async () => {
    const { f } = kit;
    const res = await list(`project_id=${f.projectA}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.data.map((b: { name: string }) => b.name)).toEqual([
      'Quadra 01',
      'Quadra 02',
      'Quadra 03',
      'Quadra Ávila',
    ]);
    expect(body.data[0]).toEqual({
      id: f.blockA,
      name: 'Quadra 01',
      project_id: f.projectA,
      image_id: null,
      updated_at: expect.any(String),
      version: 1,
      streets: [{ id: f.streetA, name: 'Rua das Flores' }],
    });
    const counted = (await list(`project_id=${f.projectA}&include=progress,lots_total,lots_completed`)).json();
    expect(counted.data[0]).toMatchObject({ lots_total: 2, lots_completed: 1, progress: 0.5 });
    expect(counted.data[1]).toMatchObject({ lots_total: 1, lots_completed: 1, progress: 1 });
    expect(counted.data[3]).toMatchObject({ lots_total: 0, lots_completed: 0, progress: 0 });
    const onlyTotal = (await list(`project_id=${f.projectA}&include=lots_total`)).json();
    expect(Object.keys(onlyTotal.data[0])).toContain('lots_total');
    expect(Object.keys(onlyTotal.data[0])).not.toContain('progress');
  });

  it('pages, sorts (also by progress) and searches', async () => {
    const { f } = kit;
    const page = (await list(`project_id=${f.projectA}&count=2&page=2`)).json();
    expect(page).toMatchObject({ total: 4, data: [{ name: 'Quadra 03' }, { name: 'Quadra Ávila' }] });
    // The total comes with the page's rows; past the last page and for no match it is still right.
    expect((await list(`project_id=${f.projectA}&count=2&page=9`)).json()).toEqual({ total: 4, data: [] });
    expect((await list(`project_id=${f.projectA}&q=nenhuma`)).json()).toEqual({ total: 0, data: [] });
    const byProgress = (await list(`project_id=${f.projectA}&sort=progress&order=desc&include=progress`)).json();
    expect(byProgress.data.map((b: { progress: number }) => b.progress)).toEqual([1, 0.5, 0, 0]);
    const search = (await list(`project_id=${f.projectA}&q=avila`)).json();
    expect(search.data.map((b: { name: string }) => b.name)).toEqual(['Quadra Ávila']);
    expect((await list(`project_id=${f.projectA}&include=owners`)).statusCode).toBe(400);
    expect((await list(`project_id=${f.projectA}&sort=owner_name`)).statusCode).toBe(400);
  });

  it('keeps lists and records inside one’s projects', async () => {
    const { f, call } = kit;
    expect((await list(`project_id=${f.projectA}`, 'outsider')).statusCode).toBe(404);
    expect((await list(`project_id=${f.projectB}`)).statusCode).toBe(404);
    expect((await list('count=5')).json().errors).toEqual({ project_id: 'Campo obrigatório' });
    expect((await list(`project_id=${f.projectB}`, 'globalAdmin')).json().total).toBe(1);
    expect((await call('outsider', 'GET', `/api/blocks/${f.blockA}`)).statusCode).toBe(404);
    expect((await call('anonymous', 'GET', `/api/blocks/${f.blockA}`)).statusCode).toBe(401);
    expect((await call('member', 'GET', '/api/blocks/abc')).statusCode).toBe(400);
  });

  it('answers one block with streets, streets_ids, counts and image', async () => {
    const { f, call } = kit;
    const res = await call('member', 'GET', `/api/blocks/${f.blockA}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: f.blockA,
      name: 'Quadra 01',
      streets: [{ id: f.streetA, name: 'Rua das Flores' }],
      streets_ids: [f.streetA],
      lots_total: 2,
      lots_completed: 1,
      progress: 0.5,
      image: null,
    });
  });

  it('lets a project admin create a block with streets and an image, and edit it', async () => {
    const { f, db, call } = kit;
    const [{ id: adminId }] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, PERSONA_EMAILS.projectAdmin));
    const image = await uploadedFile(db, adminId, null, 'quadra.jpg');
    const created = await call('projectAdmin', 'POST', '/api/blocks/create', {
      name: 'Quadra 10',
      project_id: String(f.projectA),
      streets_ids: [f.streetA, streetA2, f.streetA],
      image_id: image,
    });
    expect(created.statusCode).toBe(200);
    const block = created.json();
    expect(block).toMatchObject({
      name: 'Quadra 10',
      project_id: f.projectA,
      streets: [
        { id: streetA2, name: 'Avenida Central' },
        { id: f.streetA, name: 'Rua das Flores' },
      ],
      lots_total: 0,
      image: { id: image, originalName: 'quadra.jpg' },
    });
    expect(block.image.url).toContain(`/files/${image}/download`);
    const [stored] = await db.select().from(blocks).where(eq(blocks.id, block.id));
    expect(stored.created_by).toBe(adminId);

    const edited = await call('projectAdmin', 'PATCH', `/api/blocks/${block.id}`, {
      ...block,
      name: 'Quadra 11',
      streets_ids: [streetA2],
      image_id: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Quadra 11', streets_ids: [streetA2], image_id: null, image: null });
    const cleared = await call('projectAdmin', 'PATCH', `/api/blocks/${block.id}`, { streets_ids: null });
    expect(cleared.json().streets).toEqual([]);
    const untouched = await call('projectAdmin', 'PATCH', `/api/blocks/${block.id}`, { name: 'Quadra 12' });
    expect(untouched.json()).toMatchObject({ name: 'Quadra 12', streets: [] });
  });

  it('refuses streets of another project and foreign images, naming the field, saving nothing', async () => {
    const { f, db, call } = kit;
    const before = (await db.select().from(blocks)).length;
    const wrongStreet = await call('projectAdmin', 'POST', '/api/blocks/create', {
      name: 'Quadra 20',
      project_id: f.projectA,
      streets_ids: [f.streetA, f.streetB],
    });
    expect(wrongStreet.statusCode).toBe(400);
    expect(wrongStreet.json().errors).toEqual({ streets_ids: 'Rua não encontrada neste projeto' });
    const foreignImage = await uploadedFile(db, null, f.projectB);
    const wrongImage = await call('projectAdmin', 'POST', '/api/blocks/create', {
      name: 'Quadra 20',
      project_id: f.projectA,
      image_id: foreignImage,
    });
    expect(wrongImage.statusCode).toBe(400);
    expect(wrongImage.json().errors).toEqual({ image_id: 'Arquivo inválido' });
    const patch = await call('projectAdmin', 'PATCH', `/api/blocks/${f.blockA}`, { streets_ids: [f.streetB] });
    expect(patch.statusCode).toBe(400);
    expect((await db.select().from(blocks)).length).toBe(before);
    expect(await db.select().from(blockStreets).where(eq(blockStreets.block_id, f.blockA))).toEqual([
      { block_id: f.blockA, street_id: f.streetA, project_id: f.projectA },
    ]);
  });

  it('refuses a duplicate name in the project with a 409', async () => {
    const { f, call } = kit;
    const dup = await call('projectAdmin', 'POST', '/api/blocks/create', { name: 'Quadra 02', project_id: f.projectA });
    expect(dup.statusCode).toBe(409);
    const duplicate = 'Já existe uma quadra com este nome neste projeto.';
    expect(dup.json()).toEqual({ message: duplicate, errors: { name: duplicate } });
    expect((await call('projectAdmin', 'PATCH', `/api/blocks/${f.blockA}`, { name: 'Quadra 02' })).statusCode).toBe(
      409,
    );
  });

  it('validates with domain’s messages', async () => {
    const { f, call } = kit;
    const post = async (payload: unknown) => (await call('projectAdmin', 'POST', '/api/blocks/create', payload)).json();
    expect((await post({ name: 'Q1', project_id: f.projectA })).errors).toEqual({ name: 'Mínimo de 3 caracteres' });
    expect((await post({ project_id: f.projectA })).errors).toEqual({ name: 'Campo obrigatório' });
    expect((await post({ name: 'Quadra 30', project_id: f.projectA, lots: [] })).errors).toEqual({
      lots: 'Campo desconhecido',
    });
    expect((await post({ name: 'Quadra 30', project_id: f.projectA, streets_ids: 'x' })).errors).toHaveProperty(
      'streets_ids',
    );
    expect((await post({ name: 'Quadra 30', project_id: f.projectA, streets_ids: [99999999999] })).errors).toEqual({
      streets_ids: 'Registro inválido',
    });
    const move = await call('projectAdmin', 'PATCH', `/api/blocks/${f.blockA}`, { project_id: f.projectB });
    expect(move.json().errors).toEqual({ project_id: 'Este campo não pode ser alterado' });
  });

  it('answers 403 to a member writing, 404 to a project admin of another project', async () => {
    const { f, call } = kit;
    expect(
      (await call('member', 'POST', '/api/blocks/create', { name: 'Quadra 40', project_id: f.projectA })).statusCode,
    ).toBe(403);
    expect((await call('member', 'PATCH', `/api/blocks/${f.blockA}`, { name: 'Quadra 40' })).statusCode).toBe(403);
    expect((await call('member', 'DELETE', `/api/blocks/${f.blockA}`)).statusCode).toBe(403);
    expect(
      (await call('projectAdmin', 'POST', '/api/blocks/create', { name: 'Quadra 40', project_id: f.projectB }))
        .statusCode,
    ).toBe(404);
    expect((await call('projectAdmin', 'PATCH', `/api/blocks/${f.blockB}`, { name: 'Quadra 40' })).statusCode).toBe(
      404,
    );
    expect((await call('projectAdmin', 'DELETE', `/api/blocks/${f.blockB}`)).statusCode).toBe(404);
  });

  it('deletes a block with its lots', async () => {
    const { f, db, call } = kit;
    const res = await call('projectAdmin', 'DELETE', `/api/blocks/${f.blockA}`);
    expect(res.json()).toEqual({ id: f.blockA });
    expect(await db.select().from(lots).where(eq(lots.block_id, f.blockA))).toEqual([]);
    expect((await call('projectAdmin', 'GET', `/api/blocks/${f.blockA}`)).statusCode).toBe(404);
  });
});
