import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBrasilia } from '../../domain/procedure/calendar.ts';
import { notifiedParties } from '../db/schema/index.ts';
import { lotWorld } from '../lots/test-kit.ts';

/**
 * The notified parties a page at a time and searched (`GET /projects/{id}/notified-parties?page&count&q`):
 * a núcleo over a loteamento's matrículas notifies a titular of each (Decreto 9.310/2018, art. 24,
 * caput and § 1º), and the screen drew every party in one table with no search. The rows are put
 * in the table directly; adding and recording them is parties.test.ts's subject.
 */
let w: Awaited<ReturnType<typeof lotWorld>>;
const PARTIES = 45;

beforeAll(async () => {
  w = await lotWorld();
  await w.db.insert(notifiedParties).values([
    ...Array.from({ length: PARTIES }, (_, i) => ({
      project_id: w.f.projectA,
      role: 'titular',
      name: `Titular ${String(i + 1).padStart(2, '0')}`,
      registry_ref: `Matrícula 10.${String(i + 1).padStart(3, '0')}`,
      address: 'Rua das Flores, Centro',
    })),
    {
      project_id: w.f.projectA,
      role: 'confrontante',
      name: 'MARIA DA CONCEIÇÃO ARAÚJO',
      document: '52998224725',
      address: 'Avenida Brasil, 1.200',
      registry_ref: 'Transcrição 4.321',
    },
    { project_id: w.f.projectA, role: 'terceiro', name: 'Loteadora Exemplo Ltda', document: '11222333000181' },
    { project_id: w.f.projectB, role: 'titular', name: 'Maria de Outro Projeto' },
  ]);
}, 60_000);
afterAll(() => w?.ctx.close());

type Listed = { data: { id: number; name: string }[]; total: number };
const list = async (query: string) => {
  const response = await w.call('member', 'GET', `/projects/${w.f.projectA}/notified-parties?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Listed;
};
const names = (listed: Listed) => listed.data.map((p) => p.name);
const search = (q: string) => list(`q=${encodeURIComponent(q)}`);

describe('the notified parties, a page at a time', () => {
  it('pages through every party in the order they were registered, and says how many there are', async () => {
    const all = PARTIES + 2;
    const first = await list('page=1&count=20');
    expect(first.total).toBe(all);
    expect(names(first).slice(0, 2)).toEqual(['Titular 01', 'Titular 02']);
    const last = await list('page=3&count=20');
    expect(names(last)).toEqual([
      'Titular 41',
      'Titular 42',
      'Titular 43',
      'Titular 44',
      'Titular 45',
      'MARIA DA CONCEIÇÃO ARAÚJO',
      'Loteadora Exemplo Ltda',
    ]);
    expect(last.total).toBe(all);
    // Past the last page: nothing, and still the total.
    expect(await list('page=4&count=20')).toEqual({ data: [], total: all });
  });

  it('without page and count, answers the first 1000 as it always did, with the total', async () => {
    const whole = await list('');
    expect(whole.total).toBe(PARTIES + 2);
    expect(whole.data).toHaveLength(PARTIES + 2);
    expect(names(whole)).not.toContain('Maria de Outro Projeto');
  });

  it('refuses a count over 1000 and a bad page in Portuguese; another project sees nothing', async () => {
    const big = await w.call('member', 'GET', `/projects/${w.f.projectA}/notified-parties?count=1001`);
    expect(big).toMatchObject({ status: 400, body: { errors: { count: 'Quantidade máxima: 1000' } } });
    const page = await w.call('member', 'GET', `/projects/${w.f.projectA}/notified-parties?page=0`);
    expect(page).toMatchObject({ status: 400, body: { errors: { page: 'Página inválida' } } });
    expect((await w.call('outsider', 'GET', `/projects/${w.f.projectA}/notified-parties?q=maria`)).status).toBe(404);
  });
});

describe('the notified parties, searched (q)', () => {
  it('by the name, ignoring case and accents, every word found', async () => {
    expect(names(await search('maria conceicao'))).toEqual(['MARIA DA CONCEIÇÃO ARAÚJO']);
    expect(names(await search('Araújo Maria'))).toEqual(['MARIA DA CONCEIÇÃO ARAÚJO']);
    expect((await search('maria outro')).total).toBe(0);
  });

  it('by the CPF or CNPJ, typed with or without its dots', async () => {
    expect(names(await search('529.982.247-25'))).toEqual(['MARIA DA CONCEIÇÃO ARAÚJO']);
    expect(names(await search('52998224725'))).toEqual(['MARIA DA CONCEIÇÃO ARAÚJO']);
    expect(names(await search('11.222.333/0001-81'))).toEqual(['Loteadora Exemplo Ltda']);
    expect(names(await search('529982'))).toEqual(['MARIA DA CONCEIÇÃO ARAÚJO']);
  });

  it('by the matrícula or transcrição, the address or the role', async () => {
    expect(names(await search('matricula 10.007'))).toEqual(['Titular 07']);
    expect(names(await search('transcricao'))).toEqual(['MARIA DA CONCEIÇÃO ARAÚJO']);
    expect(names(await search('avenida brasil'))).toEqual(['MARIA DA CONCEIÇÃO ARAÚJO']);
    expect(names(await search('confrontante'))).toEqual(['MARIA DA CONCEIÇÃO ARAÚJO']);
    expect((await search('terceiro')).total).toBe(1);
  });

  it('pages the answers of a search, and finds nothing for a pattern typed as text', async () => {
    const found = await list(`q=${encodeURIComponent('flores')}&count=20&page=3`);
    expect(found.total).toBe(PARTIES);
    expect(names(found)).toEqual(['Titular 41', 'Titular 42', 'Titular 43', 'Titular 44', 'Titular 45']);
    for (const text of ['.*', '[', '%', '_', '\\', '(a|b)'])
      expect(await search(text), text).toEqual({ data: [], total: 0 });
    const long = await w.call('member', 'GET', `/projects/${w.f.projectA}/notified-parties?q=${'a'.repeat(201)}`);
    expect(long).toMatchObject({ status: 400, body: { errors: { q: 'Busca muito longa' } } });
  });
});

describe('Prazos a page at a time and searched (GET /projects/{id}/deadlines?page&count&q)', () => {
  beforeAll(async () => {
    // The titulares' letters received: a 30-day clock each (art. 24, § 1º).
    await w.db
      .update(notifiedParties)
      .set({ notice_method: 'ar', notified_on: addDays(todayInBrasilia(), -3) })
      .where(eq(notifiedParties.project_id, w.f.projectA));
  });
  type Clocks = { data: { id: string; subject: string }[]; total: number };
  const clocks = async (query: string) => {
    const response = await w.call('member', 'GET', `/projects/${w.f.projectA}/deadlines${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as Clocks;
  };

  it('answers every clock without count, as before, and a page of them with it, with the total', async () => {
    const all = await clocks('');
    expect(all.total).toBe(PARTIES + 2);
    expect(all.data).toHaveLength(PARTIES + 2);
    const second = await clocks('?page=2&count=20');
    expect(second.total).toBe(PARTIES + 2);
    expect(second.data.map((d) => d.id)).toEqual(all.data.slice(20, 40).map((d) => d.id));
  });

  it('finds a clock by its subject or its name, ignoring case and accents, every word', async () => {
    const found = await clocks(`?q=${encodeURIComponent('maria conceicao')}`);
    expect(found.total).toBe(1);
    expect(found.data[0].subject).toMatch(/^Confrontante: MARIA DA CONCEIÇÃO ARAÚJO/);
    expect((await clocks(`?q=${encodeURIComponent('IMPUGNAÇÃO titular')}&count=20`)).total).toBe(PARTIES);
    expect(await clocks('?q=ninguem')).toEqual({ data: [], total: 0 });
  });

  it('refuses a count over 1000 in Portuguese; another project sees nothing', async () => {
    const big = await w.call('member', 'GET', `/projects/${w.f.projectA}/deadlines?count=1001`);
    expect(big).toMatchObject({ status: 400, body: { errors: { count: 'Quantidade máxima: 1000' } } });
    expect((await w.call('outsider', 'GET', `/projects/${w.f.projectA}/deadlines?q=maria`)).status).toBe(404);
  });
});
