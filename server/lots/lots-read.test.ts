import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotEntity } from '../../domain/entities/lot/index.ts';
import { storageKey } from '../../domain/fields/entity.ts';
import { blocks } from '../db/schema/index.ts';
import { insertFile, insertLot, lotWorld } from './test-kit.ts';

describe('GET /lots/list and /lots/{id}', () => {
  let w: Awaited<ReturnType<typeof lotWorld>>;
  beforeAll(async () => {
    w = await lotWorld();
    for (let i = 2; i <= 26; i++) {
      await insertLot(w.db, {
        name: `Lote ${String(i).padStart(3, '0')}`,
        block_id: w.f.blockA,
        project_id: w.f.projectA,
        owner_name: i === 7 ? 'Ávila Pereira' : `Dono ${i}`,
        cpf: i === 7 ? '52998224725' : null,
      });
    }
  });
  afterAll(() => w.ctx.close());

  it('lists a block in light rows, paged, with the total', async () => {
    const { status, body } = await w.call('member', 'GET', `/lots/list?block_id=${w.f.blockA}&page=3&count=10`);
    expect(status).toBe(200);
    expect(body.total).toBe(26);
    expect(body.data).toHaveLength(6);
    expect(body.data[0].name).toBe('Lote 021');
    expect(Object.keys(body.data[0]).sort()).toEqual(
      ['block_id', 'cpf', 'id', 'name', 'owner_name', 'project_id', 'project_phase', 'status', 'updated_at'].sort(),
    );
    expect(body.data[0]).toMatchObject({
      block_id: w.f.blockA,
      project_id: w.f.projectA,
      status: 'incomplete',
      project_phase: 1,
    });
  });

  it('defaults to 1000 per page, sorts and searches', async () => {
    const all = await w.call('member', 'GET', `/lots/list?block_id=${w.f.blockA}`);
    expect(all.body.data).toHaveLength(26);
    const desc = await w.call('member', 'GET', `/lots/list?block_id=${w.f.blockA}&sort=name&order=DESC&count=2`);
    expect(desc.body.data.map((r: { name: string }) => r.name)).toEqual(['Lote 026', 'Lote 025']);
    const byOwner = await w.call('member', 'GET', `/lots/list?block_id=${w.f.blockA}&q=ávila`);
    expect(byOwner.body).toMatchObject({ total: 1, data: [{ name: 'Lote 007', cpf: '52998224725' }] });
    const byCpf = await w.call('member', 'GET', `/lots/list?block_id=${w.f.blockA}&q=529.982`);
    expect(byCpf.body.total).toBe(1);
    const byName = await w.call('member', 'GET', `/lots/list?project_id=${w.f.projectA}&q=lote 01`);
    expect(byName.body.total).toBe(10);
    const none = await w.call('member', 'GET', `/lots/list?block_id=${w.f.blockA}&q=%25`);
    expect(none.body.total).toBe(0);
  });

  it('needs a block or a project, and keeps to the user’s projects', async () => {
    expect((await w.call('member', 'GET', '/lots/list')).status).toBe(400);
    expect((await w.call('member', 'GET', '/lots/list?block_id=abc')).status).toBe(400);
    expect((await w.call('member', 'GET', '/lots/list?block_id=1&sort=cpf')).status).toBe(400);
    expect((await w.call('outsider', 'GET', `/lots/list?block_id=${w.f.blockA}`)).status).toBe(404);
    expect((await w.call('outsider', 'GET', `/lots/list?project_id=${w.f.projectA}`)).status).toBe(404);
    expect((await w.call('anonymous', 'GET', `/lots/list?block_id=${w.f.blockA}`)).status).toBe(401);
    expect((await w.call('member', 'GET', '/lots/list?block_id=999999')).status).toBe(404);
    const admin = await w.call('globalAdmin', 'GET', `/lots/list?project_id=${w.f.projectB}`);
    expect(admin.body).toMatchObject({ total: 1, data: [{ id: w.f.lotB }] });
  });

  it('answers the whole lot with files, block, project class and assignees', async () => {
    const admin = await w.userId('projectAdmin');
    const rg = await insertFile(w.db, w.f.projectA, admin, 'rg.pdf');
    const other = await insertFile(w.db, w.f.projectA, admin, 'outro.pdf');
    const patched = await w.call('projectAdmin', 'PATCH', `/lots/${w.f.lotA}`, {
      rg_file_id: rg,
      other_documents_files_ids: [other],
    });
    expect(patched.status).toBe(200);
    const { status, body } = await w.call('member', 'GET', `/lots/${w.f.lotA}`);
    expect(status).toBe(200);
    for (const field of lotEntity.fields) expect(body, field.name).toHaveProperty(storageKey(field));
    expect(body).toMatchObject({
      id: w.f.lotA,
      name: 'Lote 001',
      owner_name: 'José da Silva',
      block: { id: w.f.blockA, name: 'Quadra 01' },
      project_class: 'REURB',
      project_reurb_modality: 'S',
      status: 'incomplete',
      project_phase: 1,
      deficiencia: false,
      beneficios_sociais: [],
      answers: {},
      rg_file_id: rg,
      rg_file: { id: rg, originalName: 'rg.pdf', url: expect.any(String) },
      cpf_file_id: null,
      cpf_file: null,
      other_documents_files_ids: [other],
      other_documents_files: [{ id: other, originalName: 'outro.pdf' }],
      mdr_other_documents_files_ids: [],
      mdr_other_documents_files: [],
      assigned_users: { social: null, benfeitorias: null },
    });
    expect(body).not.toHaveProperty('anonymized');
  });

  it('answers 404 outside one’s projects and 400 for a bad id', async () => {
    expect((await w.call('outsider', 'GET', `/lots/${w.f.lotA}`)).status).toBe(404);
    expect((await w.call('projectAdmin', 'GET', `/lots/${w.f.lotB}`)).status).toBe(404);
    expect((await w.call('member', 'GET', '/lots/999999')).status).toBe(404);
    expect((await w.call('member', 'GET', '/lots/abc')).status).toBe(400);
    expect((await w.call('member', 'GET', '/lots/99999999999')).status).toBe(400);
    expect((await w.call('anonymous', 'GET', `/lots/${w.f.lotA}`)).status).toBe(401);
    expect((await w.call('globalAdmin', 'GET', `/lots/${w.f.lotB}`)).body).toMatchObject({ project_class: 'MDR' });
  });

  it('lists nothing of a block that is not the user’s even with the project filter of another', async () => {
    const [blockA2] = await w.db.insert(blocks).values({ name: 'Quadra 02', project_id: w.f.projectA }).returning();
    const { body } = await w.call('member', 'GET', `/lots/list?block_id=${blockA2.id}&project_id=${w.f.projectA}`);
    expect(body).toEqual({ data: [], total: 0 });
  });
});
