import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFile } from '../lots/test-kit.ts';
import { VALID_SETTINGS } from '../projects/settings/test-values.ts';
import { bearer, testApp } from '../test/app.ts';
import { createFixtures, PERSONA_EMAILS, type Fixtures } from '../test/fixtures.ts';
import { STALE_RECORD } from './version.ts';

type Method = 'GET' | 'POST' | 'PATCH';

describe('no lost updates: a save from a stale copy answers 409 and changes nothing', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let f: Fixtures;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await testApp();
    f = await createFixtures(ctx.database.db);
    admin = bearer(await ctx.tokenFor(PERSONA_EMAILS.projectAdmin));
  });
  afterAll(() => ctx.close());

  const call = async (method: Method, url: string, payload?: object, version?: number | string) => {
    const headers = version === undefined ? admin : { ...admin, 'if-match': String(version) };
    const response = await ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() };
  };
  const stale = { status: 409, body: { message: STALE_RECORD } };

  /** Each versioned record: where it is read, how it is saved, and two different values. */
  const records = () => [
    {
      name: 'lot',
      read: `/lots/${f.lotA}`,
      save: 'PATCH' as const,
      url: `/lots/${f.lotA}`,
      field: 'n_selagem',
      values: ['S-1', 'S-2'],
    },
    {
      name: 'project',
      read: `/projects/${f.projectA}`,
      save: 'PATCH' as const,
      url: `/projects/${f.projectA}`,
      field: 'city',
      values: ['Ouro Preto', 'Mariana'],
    },
    {
      name: 'block',
      read: `/blocks/${f.blockA}`,
      save: 'PATCH' as const,
      url: `/blocks/${f.blockA}`,
      field: 'name',
      values: ['Quadra X1', 'Quadra X2'],
    },
    {
      name: 'street',
      read: `/streets/${f.streetA}`,
      save: 'PATCH' as const,
      url: `/streets/${f.streetA}`,
      field: 'name',
      values: ['Rua X1', 'Rua X2'],
    },
    {
      name: 'child',
      read: `/lots/${f.lotA}/children`,
      save: 'POST' as const,
      url: `/lots/${f.lotA}/children/${f.childA}`,
      field: 'mother_name',
      values: ['Ana Souza', 'Bia Souza'],
    },
    {
      name: 'resident',
      read: `/lots/${f.lotA}/residents`,
      save: 'POST' as const,
      url: `/lots/${f.lotA}/residents/${f.residentA}`,
      field: 'occupation',
      values: ['Pedreiro', 'Pintor'],
    },
  ];
  const current = async (read: string, id?: number) => {
    const { body } = await call('GET', read);
    return (body.data ? body.data.find((r: { id: number }) => r.id === id) : body) as Record<string, unknown>;
  };
  const idOf = (name: string) => (name === 'child' ? f.childA : name === 'resident' ? f.residentA : undefined);

  it('answers each record with its version; the second of two saves from one copy is refused and the first stays', async () => {
    for (const r of records()) {
      const before = await current(r.read, idOf(r.name));
      expect(before.version, r.name).toEqual(expect.any(Number));
      const first = await call(r.save, r.url, { [r.field]: r.values[0] }, before.version as number);
      expect(first.status, `${r.name}: ${JSON.stringify(first.body)}`).toBe(200);
      expect(first.body.version, r.name).toBe((before.version as number) + 1);
      expect(await call(r.save, r.url, { [r.field]: r.values[1] }, before.version as number), r.name).toEqual(stale);
      expect((await current(r.read, idOf(r.name)))[r.field], r.name).toBe(r.values[0]);
      // From the fresh copy the save goes through.
      const again = await call(r.save, r.url, { [r.field]: r.values[1] }, first.body.version);
      expect(again.status, r.name).toBe(200);
    }
  });

  it('two saves sent at once from the same copy: exactly one wins', async () => {
    for (const r of records()) {
      const before = await current(r.read, idOf(r.name));
      const answers = await Promise.all(
        r.values.map((value) => call(r.save, r.url, { [r.field]: `${value} bis` }, before.version as number)),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses, r.name).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)!;
      const after = await current(r.read, idOf(r.name));
      expect(after[r.field], r.name).toBe(winner.body[r.field]);
      expect(after.version, r.name).toBe((before.version as number) + 1);
    }
  });

  it('the record sent back whole (react-admin) carries its version in the body', async () => {
    const lot = await current(`/projects/${f.projectA}`);
    const body = { name: lot.name, city: 'Tiradentes', version: lot.version };
    expect((await call('PATCH', `/projects/${f.projectA}`, body)).status).toBe(200);
    expect(await call('PATCH', `/projects/${f.projectA}`, { ...body, city: 'Congonhas' })).toEqual(stale);
    expect((await current(`/projects/${f.projectA}`)).city).toBe('Tiradentes');
    // If-Match wins over the body's version.
    expect(
      (await call('PATCH', `/projects/${f.projectA}`, { ...body, city: 'Congonhas' }, (lot.version as number) + 1))
        .status,
    ).toBe(200);
  });

  it('report settings: created without a version, then checked like the others', async () => {
    const created = await call('PATCH', `/projects/${f.projectA}/settings`, VALID_SETTINGS);
    expect(created.status).toBe(200);
    expect(created.body.version).toBe(1);
    expect(
      (await call('PATCH', `/projects/${f.projectA}/settings`, { city_mayor_name: 'Ana Prefeita' }, 1)).status,
    ).toBe(200);
    expect(await call('PATCH', `/projects/${f.projectA}/settings`, { city_mayor_name: 'Outro Nome' }, 1)).toEqual(
      stale,
    );
    expect((await call('GET', `/projects/${f.projectA}/settings`)).body).toMatchObject({
      city_mayor_name: 'Ana Prefeita',
      version: 2,
    });
  });

  it('a save without a version is accepted as before (scripts, older clients); a malformed one is a 400', async () => {
    const before = await current(`/lots/${f.lotA}`);
    const plain = await call('PATCH', `/lots/${f.lotA}`, { n_proposta: 'P-9' });
    expect(plain.status).toBe(200);
    expect(plain.body.version).toBe((before.version as number) + 1);
    for (const bad of ['abc', '1.5', '-3']) {
      const answer = await call('PATCH', `/lots/${f.lotA}`, { n_proposta: 'P-10' }, bad);
      expect(answer, bad).toMatchObject({ status: 400, body: { errors: { version: 'Versão inválida' } } });
    }
    expect((await call('PATCH', `/lots/${f.lotA}`, { n_proposta: 'P-10', version: 'x' })).status).toBe(400);
    expect((await current(`/lots/${f.lotA}`)).n_proposta).toBe('P-9');
  });

  it('the status, set on its own route, does not make the editor’s copy stale', async () => {
    const before = await current(`/lots/${f.lotA}`);
    expect((await call('PATCH', `/lots/${f.lotA}/update-status`, { status: 'complete' })).status).toBe(200);
    expect((await call('PATCH', `/lots/${f.lotA}`, { n_selagem: 'S-3' }, before.version as number)).status).toBe(200);
  });

  it('removing a document moves the lot on: a copy that still holds it is stale', async () => {
    const fileId = await insertFile(ctx.database.db, null, f.userIds.projectAdmin, 'rg.pdf');
    const linked = await call('PATCH', `/lots/${f.lotA}`, { rg_file_id: fileId });
    expect(linked.status).toBe(200);
    expect((await call('PATCH', `/lots/${f.lotA}/remove-file`, { file_id: fileId })).status).toBe(200);
    expect(
      await call('PATCH', `/lots/${f.lotA}`, { rg_file_id: fileId, n_selagem: 'S-9' }, linked.body.version),
    ).toEqual(stale);
  });
});
