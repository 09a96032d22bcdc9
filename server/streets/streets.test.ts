import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockStreets, streets } from '../db/schema/index.ts';
import { apiKit } from '../projects/test-kit.ts';

describe('streets API', () => {
  let kit: Awaited<ReturnType<typeof apiKit>>;
  beforeAll(async () => {
    kit = await apiKit();
  });
  afterAll(() => kit.close());

  it('lists a project’s streets to its members, paged, sorted and searched', async () => {
    const { f, db, call } = kit;
    await db
      .insert(streets)
      .values(['Avenida Brasil', 'Rua São João', 'Travessa Ávila'].map((name) => ({ name, project_id: f.projectA })));
    const all = (await call('member', 'GET', `/api/streets/list?project_id=${f.projectA}`)).json();
    expect(all.total).toBe(4);
    expect(all.data.map((s: { name: string }) => s.name)).toEqual([
      'Avenida Brasil',
      'Rua das Flores',
      'Rua São João',
      'Travessa Ávila',
    ]);
    expect(Object.keys(all.data[0]).sort()).toEqual(['id', 'name', 'project_id', 'updated_at', 'version']);
    const page = (
      await call('member', 'GET', `/api/streets/list?project_id=${f.projectA}&page=2&count=3&sort=name&order=desc`)
    ).json();
    expect(page).toMatchObject({ total: 4, data: [{ name: 'Avenida Brasil' }] });
    const found = (await call('member', 'GET', `/api/streets/list?project_id=${f.projectA}&q=sao+joao`)).json();
    expect(found.data.map((s: { name: string }) => s.name)).toEqual(['Rua São João']);
  });

  it('keeps the list inside one’s projects: 404 outside, 400 without or with a bad project_id', async () => {
    const { f, call } = kit;
    expect((await call('outsider', 'GET', `/api/streets/list?project_id=${f.projectA}`)).statusCode).toBe(404);
    expect((await call('member', 'GET', `/api/streets/list?project_id=${f.projectB}`)).statusCode).toBe(404);
    expect((await call('anonymous', 'GET', `/api/streets/list?project_id=${f.projectA}`)).statusCode).toBe(401);
    const missing = await call('member', 'GET', '/api/streets/list');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ project_id: 'Campo obrigatório' });
    expect((await call('member', 'GET', '/api/streets/list?project_id=abc')).json().errors).toEqual({
      project_id: 'Registro inválido',
    });
    expect((await call('globalAdmin', 'GET', `/api/streets/list?project_id=${f.projectB}`)).json().total).toBe(1);
  });

  it('answers one street to members, 404 to others', async () => {
    const { f, call } = kit;
    const res = await call('member', 'GET', `/api/streets/${f.streetA}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: f.streetA, name: 'Rua das Flores', project_id: f.projectA });
    expect((await call('outsider', 'GET', `/api/streets/${f.streetA}`)).statusCode).toBe(404);
    expect((await call('member', 'GET', '/api/streets/999999')).statusCode).toBe(404);
    expect((await call('member', 'GET', '/api/streets/1.5')).statusCode).toBe(400);
  });

  it('lets a project admin create, rename and delete streets in their project', async () => {
    const { f, db, call } = kit;
    const created = await call('projectAdmin', 'POST', '/api/streets/create', {
      name: ' Rua Nova ',
      project_id: f.projectA,
    });
    expect(created.statusCode).toBe(200);
    const street = created.json();
    expect(street).toMatchObject({ name: 'Rua Nova', project_id: f.projectA });
    const renamed = await call('projectAdmin', 'PATCH', `/api/streets/${street.id}`, {
      ...street,
      name: 'Rua Nova Esperança',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: street.id, name: 'Rua Nova Esperança' });
    const deleted = await call('projectAdmin', 'DELETE', `/api/streets/${street.id}`);
    expect(deleted.json()).toEqual({ id: street.id });
    expect(await db.select().from(streets).where(eq(streets.id, street.id))).toEqual([]);
  });

  it('answers 403 to a member writing, 404 to a project admin of another project', async () => {
    const { f, call } = kit;
    expect(
      (await call('member', 'POST', '/api/streets/create', { name: 'Rua X', project_id: f.projectA })).statusCode,
    ).toBe(403);
    expect((await call('member', 'PATCH', `/api/streets/${f.streetA}`, { name: 'Rua X' })).statusCode).toBe(403);
    expect((await call('member', 'DELETE', `/api/streets/${f.streetA}`)).statusCode).toBe(403);
    expect(
      (await call('projectAdmin', 'POST', '/api/streets/create', { name: 'Rua X', project_id: f.projectB })).statusCode,
    ).toBe(404);
    expect((await call('projectAdmin', 'PATCH', `/api/streets/${f.streetB}`, { name: 'Rua X' })).statusCode).toBe(404);
    expect((await call('projectAdmin', 'DELETE', `/api/streets/${f.streetB}`)).statusCode).toBe(404);
    expect(
      (await call('projectAdmin', 'POST', '/api/streets/create', { name: 'Rua X', project_id: 999999 })).statusCode,
    ).toBe(404);
  });

  it('refuses a duplicate name in the project with a 409, but not in another project', async () => {
    const { f, call } = kit;
    const dup = await call('projectAdmin', 'POST', '/api/streets/create', {
      name: 'Rua das Flores',
      project_id: f.projectA,
    });
    expect(dup.statusCode).toBe(409);
    const duplicate = 'Já existe uma rua com este nome neste projeto.';
    // Keyed by field too: the form shows it under "Nome", not only as a toast (issue #18).
    expect(dup.json()).toEqual({ message: duplicate, errors: { name: duplicate } });
    const other = await call('projectAdmin', 'POST', '/api/streets/create', {
      name: 'Rua Secundária',
      project_id: f.projectA,
    });
    const rename = await call('projectAdmin', 'PATCH', `/api/streets/${other.json().id}`, { name: 'Rua das Flores' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().errors).toEqual({ name: duplicate });
    expect(
      (await call('globalAdmin', 'POST', '/api/streets/create', { name: 'Rua das Flores', project_id: f.projectB }))
        .statusCode,
    ).toBe(200);
  });

  it('validates with domain’s messages and keeps a street in its project', async () => {
    const { f, call } = kit;
    const post = async (payload: unknown) =>
      (await call('projectAdmin', 'POST', '/api/streets/create', payload)).json();
    expect((await post({ name: 'Ru', project_id: f.projectA })).errors).toEqual({ name: 'Mínimo de 3 caracteres' });
    expect((await post({ name: 'Rua Y' })).errors).toEqual({ project_id: 'Campo obrigatório' });
    expect((await post({ name: 'Rua Y', project_id: f.projectA, color: 'azul' })).errors).toEqual({
      color: 'Campo desconhecido',
    });
    expect((await post({ name: 'Rua Y', project_id: 99999999999 })).errors).toEqual({
      project_id: 'Registro inválido',
    });
    const move = await call('projectAdmin', 'PATCH', `/api/streets/${f.streetA}`, { project_id: f.projectB });
    expect(move.statusCode).toBe(400);
    expect(move.json().errors).toEqual({ project_id: 'Este campo não pode ser alterado' });
  });

  it('deleting a street takes it off the blocks it bordered', async () => {
    const { f, db, call } = kit;
    expect((await call('globalAdmin', 'DELETE', `/api/streets/${f.streetB}`)).statusCode).toBe(200);
    expect(await db.select().from(blockStreets).where(eq(blockStreets.street_id, f.streetB))).toEqual([]);
  });
});
