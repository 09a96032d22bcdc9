import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import { emissionLots, emissions } from '../db/schema/index.ts';
import { insertLot, lotWorld } from '../lots/test-kit.ts';

/**
 * The register a page at a time and searched (`GET /projects/{id}/emissions?page&count&q`): a
 * project of thousands of lots has thousands of títulos, and the screen used to ask for the 200
 * most recent and nothing more. The rows are put in the table directly; emitting them is
 * emissions.test.ts's subject.
 */
let w: Awaited<ReturnType<typeof lotWorld>>;
const TITULOS = 60;
let crf: number;
let complementar: number;

beforeAll(async () => {
  w = await lotWorld();
  const place = { block_id: w.f.blockA, project_id: w.f.projectA };
  const conceicao = await insertLot(w.db, { ...place, name: 'Lote Jatobá' });
  const other = await insertLot(w.db, { ...place, name: 'LOTE ÁGUA IPÊ' });
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 12, minute));
  const rows = await w.db
    .insert(emissions)
    .values(
      Array.from({ length: TITULOS }, (_, i) => ({
        project_id: w.f.projectA,
        kind: 'titulo-legitimacao',
        number: i + 1,
        year: 2026,
        emitted_at: at(i),
      })),
    )
    .returning({ id: emissions.id, number: emissions.number });
  await w.db.insert(emissionLots).values(
    rows.map((r) => ({
      emission_id: r.id,
      lot_id: r.number === 17 ? conceicao : other,
      holder_name: r.number === 17 ? 'Maria da Conceição' : 'José Pereira',
    })),
  );
  [{ id: crf }] = await w.db
    .insert(emissions)
    .values({ project_id: w.f.projectA, kind: 'cert-reg-fund', number: 3, year: 2026, emitted_at: at(70) })
    .returning({ id: emissions.id });
  [{ id: complementar }] = await w.db
    .insert(emissions)
    .values({
      project_id: w.f.projectA,
      kind: 'cert-reg-fund',
      number: 4,
      year: 2026,
      emitted_at: at(71),
      complementar_of: crf,
    })
    .returning({ id: emissions.id });
  await w.db.insert(emissionLots).values([
    { emission_id: crf, lot_id: conceicao, holder_name: 'Maria da Conceição' },
    { emission_id: crf, lot_id: other, holder_name: 'José Pereira' },
    { emission_id: complementar, lot_id: other, holder_name: 'José Pereira' },
  ]);
  // Still rendering: never listed, nor found.
  await w.db
    .insert(emissions)
    .values({ project_id: w.f.projectA, kind: 'titulo-legitimacao', number: 61, year: 2026, status: 'pending' });
}, 60_000);
afterAll(() => w?.ctx.close());

type Listed = { data: { id: number; label: string; number: number }[]; total: number };
const list = async (query: string) => {
  const response = await w.call('member', 'GET', `/projects/${w.f.projectA}/emissions?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Listed;
};
const labels = (listed: Listed) => listed.data.map((e) => e.label);

describe('the emission register, a page at a time', () => {
  it('pages through every emission, the most recent first, and says how many there are', async () => {
    const all = TITULOS + 2;
    const first = await list('page=1&count=25');
    expect(first.total).toBe(all);
    expect(labels(first).slice(0, 3)).toEqual([
      'CRF COMPLEMENTAR nº 004/2026, complementar à CRF nº 003/2026',
      'CRF nº 003/2026',
      'Título nº 0060/2026',
    ]);
    const last = await list('page=3&count=25');
    expect(last.total).toBe(all);
    expect(labels(last)).toHaveLength(all - 50);
    expect(labels(last).at(-1)).toBe('Título nº 0001/2026');
    const seen = new Set([...first.data, ...(await list('page=2&count=25')).data, ...last.data].map((e) => e.id));
    expect(seen.size).toBe(all);
  });

  it("reads a page off its index's end, with no sort of the project's rows", async () => {
    // As the planner would with statistics of thousands of rows: the order comes from the index.
    const plan = await w.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<Record<string, string>>(
        await tx.execute(sql`explain select id from emissions where project_id = ${w.f.projectA}
          and status <> 'pending' order by emitted_at desc, id desc limit 20`),
      ).map((row) => Object.values(row)[0]);
    });
    expect(plan.join('\n')).toMatch(/Index Scan Backward using emissions_project_idx/);
    expect(plan.join('\n')).not.toMatch(/Sort/);
  });
});

describe('the emission register, searched (q)', () => {
  it('by the number as printed, with or without its zeros, year or kind', async () => {
    expect(labels(await list('q=0053/2026'))).toEqual(['Título nº 0053/2026']);
    expect(labels(await list(`q=${encodeURIComponent('título 53')}`))).toEqual(['Título nº 0053/2026']);
    // A complementar CRF is found by its own number, and by the one it complements, as its label
    // prints it (Decreto 9.310/2018 art. 16 §7º); a complemented CRF is never found by the number of
    // a complementar one.
    const complementar = 'CRF COMPLEMENTAR nº 004/2026, complementar à CRF nº 003/2026';
    expect(labels(await list('q=crf%20004'))).toEqual([complementar]);
    expect(labels(await list(`q=${encodeURIComponent('CRF nº 003/2026')}`))).toEqual([complementar, 'CRF nº 003/2026']);
    expect(labels(await list(`q=${encodeURIComponent('complementar à crf 003')}`))).toEqual([complementar]);
    expect(labels(await list('q=complementar'))).toEqual([complementar]);
  });

  it("by a covered lot's name or its holder at emission, ignoring case and accents", async () => {
    const byHolder = await list(`q=${encodeURIComponent('maria conceicao')}`);
    expect(labels(byHolder)).toEqual(['CRF nº 003/2026', 'Título nº 0017/2026']);
    expect(byHolder.total).toBe(2);
    expect(labels(await list('q=JATOBA'))).toEqual(['CRF nº 003/2026', 'Título nº 0017/2026']);
    // Upper-case accented letters in the data (PGlite's C collation folds only ASCII's case).
    expect((await list('q=agua%20ipe')).total).toBe(TITULOS - 1 + 2);
    // Every word must be found: the holder's name and the kind.
    expect(labels(await list(`q=${encodeURIComponent('Conceição título')}`))).toEqual(['Título nº 0017/2026']);
  });

  it('pages the answers of a search, and says when nothing is found', async () => {
    const found = await list(`q=${encodeURIComponent('José')}&count=25&page=3`);
    expect(found.total).toBe(TITULOS - 1 + 2);
    expect(found.data).toHaveLength(TITULOS + 1 - 50);
    expect(await list('q=9999/2026')).toEqual({ data: [], total: 0 });
    // The search is text, never a pattern: these find nothing and are no error.
    for (const text of ['.*', '[', '%', '_', '\\', '(a|b)'])
      expect(await list(`q=${encodeURIComponent(text)}`), text).toEqual({ data: [], total: 0 });
    // Not a pending row, however it is searched for.
    expect(await list('q=0061')).toEqual({ data: [], total: 0 });
  });

  it('a search longer than 200 letters or a page over 200 is a 400 in Portuguese; another project sees nothing', async () => {
    const long = await w.call('member', 'GET', `/projects/${w.f.projectA}/emissions?q=${'a'.repeat(201)}`);
    expect(long).toMatchObject({ status: 400, body: { errors: { q: 'Busca muito longa' } } });
    const many = await w.call('member', 'GET', `/projects/${w.f.projectA}/emissions?count=201`);
    expect(many).toMatchObject({ status: 400, body: { errors: { count: 'Quantidade máxima: 200' } } });
    expect((await w.call('outsider', 'GET', `/projects/${w.f.projectA}/emissions?q=0053`)).status).toBe(404);
  });
});
