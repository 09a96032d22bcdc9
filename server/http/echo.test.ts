import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKit, uploadedFile } from '../projects/test-kit.ts';
import { STALE_RECORD } from '../history/version.ts';
import { multipartBody } from '../files/samples.ts';
import { bearer } from '../test/app.ts';
import { PERSONA_EMAILS } from '../test/fixtures.ts';
import type { Persona } from '../test/fixtures.ts';

/**
 * The API accepts what it answers (issue #13 part 5): every save takes back the whole record
 * as its GET answered it (react-admin's way), file objects included; a read-only key sent
 * with another value is refused by name; an echoed `updated_at` is the save's precondition.
 */
describe('saving the record as read', () => {
  let kit: Awaited<ReturnType<typeof apiKit>>;
  beforeAll(async () => {
    kit = await apiKit();
  });
  afterAll(() => kit.close());

  type Answer = { [key: string]: unknown };
  const read = async (persona: Persona, url: string): Promise<Answer> => {
    const res = await kit.call(persona, 'GET', url);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  /** Each record a client edits: its path, who edits it, one writable change and one read-only key to tamper with. */
  const saves = (): {
    name: string;
    url: string;
    persona: Persona;
    method?: 'PATCH';
    change: Answer;
    readOnly: string;
  }[] => {
    const { f } = kit;
    return [
      {
        name: 'project',
        url: `/api/projects/${f.projectA}`,
        persona: 'projectAdmin',
        change: { city: 'Niterói' },
        readOnly: 'lots_total',
      },
      {
        name: 'project settings',
        url: `/api/projects/${f.projectA}/settings`,
        persona: 'projectAdmin',
        // A project's settings are answered empty until first saved: the first save fills what is required.
        change: {
          works_responsible: 'Eng. Maria Souza',
          city_cnpj: '11222333000181',
          city_adress: 'Praça da Matriz, 1',
          city_mayor_name: 'José Prefeito',
          city_mayor_rg: '12.345.678-9',
          city_mayor_cpf: '52998224725',
          city_admin_process: '123/2026',
          titulo_description: 'Título de legitimação fundiária',
        },
        readOnly: 'id',
      },
      {
        name: 'block',
        url: `/api/blocks/${f.blockA}`,
        persona: 'projectAdmin',
        change: { name: 'Quadra 1A' },
        readOnly: 'id',
      },
      {
        name: 'street',
        url: `/api/streets/${f.streetA}`,
        persona: 'projectAdmin',
        change: { name: 'Rua das Flores Novas' },
        readOnly: 'id',
      },
      { name: 'lot', url: `/api/lots/${f.lotA}`, persona: 'member', change: { name: 'Lote 01-A' }, readOnly: 'status' },
      {
        name: 'user',
        url: `/api/users/${f.userIds.member}`,
        persona: 'globalAdmin',
        change: { name: 'Maria Membro' },
        readOnly: 'sub',
      },
    ];
  };

  it('saves the whole record read back, file objects included, on every record with a save', async () => {
    const { f, db, call } = kit;
    const image = await uploadedFile(db, f.userIds.projectAdmin);
    const withImage = await call('projectAdmin', 'PATCH', `/api/blocks/${f.blockA}`, { image_id: image });
    expect(withImage.statusCode).toBe(200);
    expect(withImage.json().image).toMatchObject({ id: image, url: expect.any(String) });
    for (const save of saves()) {
      const record = await read(save.persona, save.url);
      const res = await call(save.persona, 'PATCH', save.url, { ...record, ...save.change });
      expect(res.statusCode, `${save.name}: ${res.body}`).toBe(200);
      expect(res.json(), save.name).toMatchObject(save.change);
    }
  });

  it('refuses a read-only key sent with another value, naming it', async () => {
    const { call } = kit;
    for (const save of saves()) {
      const record = await read(save.persona, save.url);
      const value = record[save.readOnly];
      const other = typeof value === 'number' ? value + 1000 : 'outro valor';
      const res = await call(save.persona, 'PATCH', save.url, { ...record, [save.readOnly]: other });
      expect(res.statusCode, save.name).toBe(400);
      expect(res.json().errors, save.name).toEqual({ [save.readOnly]: 'Este campo não pode ser alterado' });
    }
  });

  it('takes an echoed updated_at as the precondition: current saves, stale answers 409', async () => {
    const { f, call } = kit;
    const url = `/api/streets/${f.streetA}`;
    const before = await read('projectAdmin', url);
    const { version: _version, ...withoutVersion } = before;
    const saved = await call('projectAdmin', 'PATCH', url, { ...withoutVersion, name: 'Rua das Flores 2' });
    expect(saved.statusCode).toBe(200);
    const stale = await call('projectAdmin', 'PATCH', url, { ...withoutVersion, name: 'Rua das Flores 3' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_RECORD);
    expect((await read('projectAdmin', url)).name).toBe('Rua das Flores 2');
    // The same instant written another way is the same stamp.
    const current = await read('projectAdmin', url);
    const { version: _v, ...echo } = current;
    const offset = new Date(String(current.updated_at)).toISOString().replace('Z', '+00:00');
    const again = await call('projectAdmin', 'PATCH', url, { ...echo, updated_at: offset, name: 'Rua das Flores' });
    expect(again.statusCode).toBe(200);
  });

  it('answers a save of a record the caller cannot see as its GET does, whatever the body echoes', async () => {
    const { f, call } = kit;
    const record = await read('globalAdmin', `/api/lots/${f.lotB}`);
    const res = await call('member', 'PATCH', `/api/lots/${f.lotB}`, record);
    expect(res.statusCode).toBe(404);
  });

  it('creates a lot carrying its block’s own project_id; another project_id is refused by name', async () => {
    const { f, call } = kit;
    const ok = await call('projectAdmin', 'POST', '/api/lots/create', {
      name: 'Lote 77',
      block_id: f.blockA,
      project_id: f.projectA,
      id: null,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Lote 77', project_id: f.projectA });
    const wrong = await call('projectAdmin', 'POST', '/api/lots/create', {
      name: 'Lote 78',
      block_id: f.blockA,
      project_id: f.projectB,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ project_id: 'Este campo não pode ser alterado' });
    // Outside one's projects the block is not found, whatever project_id says.
    const outside = await call('projectAdmin', 'POST', '/api/lots/create', {
      name: 'Lote 79',
      block_id: f.blockB,
      project_id: f.projectB,
    });
    expect(outside.statusCode).toBe(404);
  });

  it('creates from a copied record: empty read-only keys are dropped, set ones refused', async () => {
    const { f, call } = kit;
    const block = await read('projectAdmin', `/api/blocks/${f.blockA}`);
    const copy: Answer = { ...block, id: null, name: 'Quadra Cópia', image: null, image_id: null, updated_at: null };
    delete copy.version;
    for (const key of ['lots_total', 'lots_completed', 'progress', 'streets']) delete copy[key];
    const created = await call('projectAdmin', 'POST', '/api/blocks/create', copy);
    expect(created.statusCode, created.body).toBe(200);
    const refused = await call('projectAdmin', 'POST', '/api/blocks/create', {
      ...copy,
      name: 'Quadra Cópia 2',
      id: 5,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ id: 'Este campo não pode ser alterado' });
  });

  /**
   * A lot's children and residents are saved by POST to their own path, in JSON or as a form
   * post (the fields as text); they are read back from the lot's list. The same three rules.
   */
  describe.each([
    { name: 'child', list: 'children', readOnly: 'lot_id', change: { occupation: 'Estudante' } },
    { name: 'resident', list: 'residents', readOnly: 'resident_type', change: { occupation: 'Pedreiro' } },
  ])('a lot’s $name', ({ list, readOnly, change }) => {
    const readBack = async (id: number): Promise<Answer> => {
      const page = await read('member', `/api/lots/${kit.f.lotA}/${list}`);
      const record = (page.data as Answer[]).find((r) => r.id === id);
      expect(record).toBeDefined();
      return record!;
    };
    const created = async (): Promise<Answer> => {
      const res = await kit.call('member', 'POST', `/api/lots/${kit.f.lotA}/${list}`, { name: 'Ana Eco' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const formPost = async (url: string, values: Answer) => {
      const parts = Object.entries(values)
        .filter(([, v]) => v !== null && typeof v !== 'object')
        .map(([name, v]) => ({ name, value: String(v) }));
      const body = await multipartBody(parts);
      const token = await kit.ctx.tokenFor(PERSONA_EMAILS.member);
      return kit.ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    };

    it('saves the whole record read back, in JSON and as a form post', async () => {
      const { id } = await created();
      const url = `/api/lots/${kit.f.lotA}/${list}/${id}`;
      const saved = await kit.call('member', 'POST', url, { ...(await readBack(id as number)), ...change });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject(change);
      const posted = await formPost(url, { ...(await readBack(id as number)), name: 'Ana Eco Form' });
      expect(posted.statusCode, posted.body).toBe(200);
      expect(posted.json()).toMatchObject({ ...change, name: 'Ana Eco Form' });
    });

    it('refuses a read-only key sent with another value, naming it', async () => {
      const { id } = await created();
      const url = `/api/lots/${kit.f.lotA}/${list}/${id}`;
      const record = await readBack(id as number);
      const other = typeof record[readOnly] === 'number' ? (record[readOnly] as number) + 1000 : 'owner';
      const res = await kit.call('member', 'POST', url, { ...record, [readOnly]: other, name: 'Não Salvo' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ [readOnly]: 'Este campo não pode ser alterado' });
      expect((await readBack(id as number)).name).toBe('Ana Eco');
    });

    it('takes an echoed updated_at as the precondition: current saves, stale answers 409', async () => {
      const { id } = await created();
      const url = `/api/lots/${kit.f.lotA}/${list}/${id}`;
      const { version: _version, ...before } = await readBack(id as number);
      const saved = await kit.call('member', 'POST', url, { ...before, name: 'Ana Eco 2' });
      expect(saved.statusCode, saved.body).toBe(200);
      const stale = await kit.call('member', 'POST', url, { ...before, name: 'Ana Eco 3' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(STALE_RECORD);
      const staleForm = await formPost(url, { ...before, name: 'Ana Eco 4' });
      expect(staleForm.statusCode).toBe(409);
      expect((await readBack(id as number)).name).toBe('Ana Eco 2');
    });
  });
});
