import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelled } from '../../domain/enums/choice.ts';
import { choice, datetime, file, integer, reference, text } from '../../domain/fields/builders.ts';
import { defineEntity } from '../../domain/fields/entity.ts';
import { defineResource } from '../../domain/resources/define.ts';
import { apiKit } from '../projects/test-kit.ts';
import { migrateTables } from '../test/pending-migration.ts';
import { resourceTable } from '../db/schema/resource-table.ts';
import { resourceSchemas } from './schemas.ts';

/**
 * The README's "Adding a resource" recipe, proved on resources declared only here (issue #13
 * part 2): from each declaration come its table (the migration drizzle-kit generates for it,
 * run on this file's throwaway database) and its five routes with access, project scope,
 * echoes, list paging, sort and search, on PGlite and on PostgreSQL.
 */
const KINDS = labelled([
  ['escola', 'Escola'],
  ['praca', 'Praça'],
  ['posto_saude', 'Posto de saúde'],
]);
/** "Equipamentos públicos" of a block: name, type; members read, project admins write. */
const equipment = defineResource({
  entity: defineEntity({
    resource: 'equipamentos-publicos',
    label: 'Equipamento público',
    pluralLabel: 'Equipamentos públicos',
    recordRepresentation: 'name',
    fields: [
      integer('id', 'ID', { readOnly: true }),
      text('name', 'Nome', { required: true, min: 3, max: 80, views: ['list', 'show', 'create', 'edit'] }),
      choice('kind', 'Tipo', KINDS, { required: true, views: ['list', 'show', 'create', 'edit'] }),
      reference('block_id', 'Quadra', 'blocks', { required: true }),
      datetime('updated_at', 'Atualizado em', { readOnly: true, views: ['list', 'show'] }),
    ],
  }),
  parent: 'block',
  read: 'project-member',
  write: 'project-admin',
  gender: 'm',
  tag: 'equipamentos',
  unique: { field: 'name', message: 'Já existe um equipamento com este nome nesta quadra.' },
  notFound: 'Equipamento não encontrado',
});
/** "Marcos geodésicos" of a project: a code and an order; members write too. */
const markers = defineResource({
  entity: defineEntity({
    resource: 'marcos',
    label: 'Marco',
    pluralLabel: 'Marcos',
    fields: [
      integer('id', 'ID', { readOnly: true }),
      text('code', 'Código', { required: true, storage: 'sortedName', views: ['list', 'show', 'create', 'edit'] }),
      integer('position', 'Ordem', { min: 1, max: 999, views: ['list', 'show', 'create', 'edit'] }),
      reference('project_id', 'Projeto', 'projects', { required: true }),
      datetime('updated_at', 'Atualizado em', { readOnly: true }),
    ],
  }),
  parent: 'project',
  read: 'project-member',
  write: 'project-member',
  gender: 'm',
  tag: 'marcos',
  pageSize: 2,
});

const served = [
  { resource: equipment, table: resourceTable(equipment) },
  { resource: markers, table: resourceTable(markers) },
];

describe('a resource declared only in a test', () => {
  let kit: Awaited<ReturnType<typeof apiKit>>;
  beforeAll(async () => {
    kit = await apiKit({ resources: served });
    await migrateTables(kit.db, { equipment: served[0]!.table, markers: served[1]!.table });
  });
  afterAll(() => kit.close());

  const create = (body: Record<string, unknown>, persona: 'projectAdmin' | 'member' = 'projectAdmin') =>
    kit.call(persona, 'POST', '/api/equipamentos-publicos/create', body);

  it('gets its table from the generated migration: columns, CHECKs, the unique name per block', async () => {
    const { f } = kit;
    const made = await create({ name: ' Escola Municipal ', kind: 'escola', block_id: f.blockA });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ name: 'Escola Municipal', kind: 'escola', block_id: f.blockA });
    expect(Object.keys(made.json()).sort()).toEqual([
      'block_id',
      'id',
      'kind',
      'name',
      'project_id',
      'updated_at',
      'version',
    ]);
    expect(made.json().project_id).toBe(f.projectA);
    const duplicate = await create({ name: 'Escola Municipal', kind: 'praca', block_id: f.blockA });
    expect(duplicate.statusCode).toBe(409);
    const message = 'Já existe um equipamento com este nome nesta quadra.';
    expect(duplicate.json()).toEqual({ message, errors: { name: message } });
  });

  it('validates the body with the domain’s messages, in Portuguese, with 400', async () => {
    const { f } = kit;
    const errors = async (body: Record<string, unknown>) => (await create(body)).json().errors;
    expect(await errors({ name: 'Es', kind: 'escola', block_id: f.blockA })).toEqual({
      name: 'Mínimo de 3 caracteres',
    });
    expect(await errors({ name: 'Praça Central', block_id: f.blockA })).toEqual({ kind: 'Campo obrigatório' });
    expect(await errors({ name: 'Praça Central', kind: 'museu', block_id: f.blockA })).toHaveProperty('kind');
    expect(await errors({ name: 'Praça Central', kind: 'praca', block_id: f.blockA, cor: 'azul' })).toEqual({
      cor: 'Campo desconhecido',
    });
    expect(await errors({ name: 'Praça Central', kind: 'praca' })).toEqual({ block_id: 'Campo obrigatório' });
  });

  it('keeps reads and writes inside the project: 401, 403 to a member writing, 404 outside', async () => {
    const { f, call } = kit;
    const [made] = (await call('projectAdmin', 'GET', `/api/equipamentos-publicos/list?block_id=${f.blockA}`)).json()
      .data as { id: number }[];
    expect((await call('member', 'GET', `/api/equipamentos-publicos/${made!.id}`)).statusCode).toBe(200);
    expect((await call('outsider', 'GET', `/api/equipamentos-publicos/${made!.id}`)).statusCode).toBe(404);
    expect((await call('anonymous', 'GET', `/api/equipamentos-publicos/${made!.id}`)).statusCode).toBe(401);
    expect((await call('member', 'GET', '/api/equipamentos-publicos/999999')).statusCode).toBe(404);
    expect((await call('member', 'GET', '/api/equipamentos-publicos/1.5')).statusCode).toBe(400);
    expect((await create({ name: 'Posto Novo', kind: 'posto_saude', block_id: f.blockA }, 'member')).statusCode).toBe(
      403,
    );
    expect((await create({ name: 'Posto Novo', kind: 'posto_saude', block_id: f.blockB })).statusCode).toBe(404);
    expect(
      (await call('member', 'PATCH', `/api/equipamentos-publicos/${made!.id}`, { name: 'Escola X' })).statusCode,
    ).toBe(403);
    expect((await call('member', 'DELETE', `/api/equipamentos-publicos/${made!.id}`)).statusCode).toBe(403);
    expect((await call('outsider', 'GET', `/api/equipamentos-publicos/list?block_id=${f.blockA}`)).statusCode).toBe(
      404,
    );
    const missing = await call('member', 'GET', '/api/equipamentos-publicos/list');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ block_id: 'Campo obrigatório' });
  });

  it('saves what it answered (echo), refuses a stale copy with 409 and a move to another block', async () => {
    const { f, call } = kit;
    const made = (await create({ name: 'Praça da Matriz', kind: 'praca', block_id: f.blockA })).json();
    const url = `/api/equipamentos-publicos/${made.id}`;
    const saved = await call('projectAdmin', 'PATCH', url, { ...made, name: 'Praça da Igreja Matriz' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: made.id, name: 'Praça da Igreja Matriz', version: made.version + 1 });
    const stale = await call('projectAdmin', 'PATCH', url, { ...made, name: 'Praça Velha' });
    expect(stale.statusCode).toBe(409);
    const moved = await call('projectAdmin', 'PATCH', url, { block_id: f.blockB });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ block_id: 'Este campo não pode ser alterado' });
    const changedId = await call('projectAdmin', 'PATCH', url, {
      ...(saved.json() as Record<string, unknown>),
      project_id: f.projectB,
    });
    expect(changedId.statusCode).toBe(400);
    expect(changedId.json().errors).toEqual({ project_id: 'Este campo não pode ser alterado' });
    expect((await call('projectAdmin', 'DELETE', url)).json()).toEqual({ id: made.id });
    expect((await call('projectAdmin', 'GET', url)).statusCode).toBe(404);
    expect((await call('projectAdmin', 'DELETE', url)).statusCode).toBe(404);
  });

  it('lists a parent’s records paged, sorted and searched like the other lists', async () => {
    const { f, call } = kit;
    for (const code of ['M-03', 'M-01', 'Ávila 2', 'M-02'])
      expect((await call('member', 'POST', '/api/marcos/create', { code, project_id: f.projectA })).statusCode).toBe(
        200,
      );
    await call('globalAdmin', 'POST', '/api/marcos/create', { code: 'M-09', project_id: f.projectB });
    const list = (query: string) => call('member', 'GET', `/api/marcos/list?project_id=${f.projectA}${query}`);
    const first = (await list('')).json();
    expect(first.total).toBe(4);
    expect(first.data.map((m: { code: string }) => m.code)).toEqual(['Ávila 2', 'M-01']);
    const last = (await list('&page=2&sort=code&order=desc')).json();
    expect(last.data.map((m: { code: string }) => m.code)).toEqual(['M-01', 'Ávila 2']);
    expect((await list('&q=avila')).json()).toMatchObject({ total: 1, data: [{ code: 'Ávila 2' }] });
    expect((await list('&sort=color')).json().errors).toEqual({ sort: 'Ordenação inválida' });
    expect((await call('member', 'GET', `/api/marcos/list?project_id=${f.projectB}`)).statusCode).toBe(404);
    expect((await call('globalAdmin', 'GET', `/api/marcos/list?project_id=${f.projectB}`)).json().total).toBe(1);
  });

  it('is in the OpenAPI document with its summaries, tag and schemas', async () => {
    const document = (await kit.ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = document.paths as Record<string, Record<string, { summary: string; tags: string[] }>>;
    expect(paths['/api/equipamentos-publicos/list']?.get?.summary).toBe('Equipamentos públicos de uma quadra');
    expect(paths['/api/equipamentos-publicos/{id}']?.patch?.summary).toBe('Altera um equipamento público');
    expect(paths['/api/marcos/create']?.post).toMatchObject({ summary: 'Cria um marco', tags: ['marcos'] });
    expect(Object.keys(paths['/api/marcos/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'patch']);
  });

  it('refuses at start-up a declaration the generic path cannot serve, saying what is missing', () => {
    const { entity } = markers;
    const without = (name: string) => entity.fields.filter((f) => f.name !== name);
    expect(() => resourceSchemas({ ...markers, entity: { ...entity, fields: without('project_id') } })).toThrow(
      'marcos: declare the required reference project_id (its parent)',
    );
    const withFile = { ...entity, fields: [...entity.fields, file('photo', 'Foto', { accept: 'image' })] };
    expect(() => resourceSchemas({ ...markers, entity: withFile })).toThrow(
      'marcos: photo (file) needs hand-written routes',
    );
    expect(() => resourceSchemas({ ...markers, unique: { field: 'color', message: 'x' } })).toThrow(
      'marcos: unique color is not a stored field',
    );
  });
});
