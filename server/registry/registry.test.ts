import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addYears, todayInBrasilia } from '../../domain/procedure/calendar.ts';
import { dueDate } from '../../domain/procedure/clocks.ts';
import { normaliseProtocol } from '../../domain/registry/protocol.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { REURB_E, REURB_MISTA, REURB_S } from '../../domain/enums/project.ts';
import { emissionLots, emissions, lots, projects } from '../db/schema/index.ts';
import { insertLot, lotWorld } from '../lots/test-kit.ts';
import { LOOKUP_RATE_LIMIT } from '../http/public-lookup.ts';

/** The registry after the CRF, per lot, and the public status by protocol (issue 16 parts 5 and 6). */
let w: Awaited<ReturnType<typeof lotWorld>>;
beforeAll(async () => {
  w = await lotWorld();
}, 180_000);
afterAll(() => w?.ctx.close());

const today = todayInBrasilia();
const day = (n: number) => addDays(today, n);
const protocolOf = async (id: number) =>
  (await w.db.select({ p: lots.protocol }).from(lots).where(eq(lots.id, id)))[0].p!;

/** A public call from a given address (each test its own, so the rate limit of one does not touch another). */
const lookup = async (payload: Record<string, unknown>, remoteAddress = '198.51.100.1') => {
  const started = performance.now();
  const response = await w.ctx.app.inject({ method: 'POST', url: '/api/public/lookup', payload, remoteAddress });
  return { status: response.statusCode, body: response.json(), ms: performance.now() - started };
};

describe('the protocol', () => {
  it('every lot has one, drawn by the database, valid and distinct, whoever inserted it', async () => {
    const { body } = await w.call('projectAdmin', 'POST', '/lots/create', { name: 'Lote P1', block_id: w.f.blockA });
    const viaApi = await protocolOf(body.id);
    const direct = await insertLot(w.db, { name: 'Lote P2', block_id: w.f.blockA, project_id: w.f.projectA });
    const all = (await w.db.select({ p: lots.protocol }).from(lots)).map((r) => r.p);
    expect(all.every((p) => p !== null && normaliseProtocol(p) === p)).toBe(true);
    expect(new Set(all).size).toBe(all.length);
    expect(viaApi).not.toBe(await protocolOf(direct));
  });

  it('the migration fills lots that had none (the same statement it runs)', async () => {
    await w.db.update(lots).set({ protocol: null }).where(eq(lots.id, w.f.lotB));
    await w.db.execute(sql`update lots set protocol = lot_protocol() where protocol is null`);
    expect(normaliseProtocol(await protocolOf(w.f.lotB))).not.toBeNull();
  });

  it('a thousand draws agree with the check character and use the whole alphabet', async () => {
    const result = await w.db.execute(sql`select lot_protocol() as p from generate_series(1, 1000)`);
    const drawn = (result as unknown as { rows: { p: string }[] }).rows.map((r) => r.p);
    expect(drawn.every((p) => normaliseProtocol(p) === p)).toBe(true);
    expect(new Set(drawn.join('')).size).toBe(31);
  });

  it('is read-only: a body cannot set it', async () => {
    const { status } = await w.call('projectAdmin', 'PATCH', `/lots/${w.f.lotA}`, { protocol: '22222-22222' });
    expect(status).toBe(400);
  });
});

describe('the registry facts of a lot', () => {
  it('checks the CNM check digits and stores its 16 digits', async () => {
    const wrong = await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, { registry_cnm: '148429.2.0003917-56' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.registry_cnm).toBe(MESSAGES.cnm);
    const right = await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, { registry_cnm: '148429.2.0003917-55' });
    expect(right.status).toBe(200);
    expect((await w.call('member', 'GET', `/lots/${w.f.lotA}`)).body.registry_cnm).toBe('1484292000391755');
  });

  it('refuses a nota de exigência saved without what it asks (art. 40, parágrafo único), keeping the lot as it was', async () => {
    const bare = await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, {
      registry_prenotacao_on: day(-9),
      registry_exigencia_on: day(-4),
    });
    expect(bare.status).toBe(400);
    expect(bare.body.errors).toEqual({ registry_exigencia_text: MESSAGES.registryNeedsExigenciaText });
    expect((await w.call('member', 'GET', `/lots/${w.f.lotA}`)).body.registry_prenotacao_on).toBeNull();
  });

  it('refuses facts out of the order of art. 42, naming the fields, and keeps what was saved', async () => {
    const early = await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, { registry_registered_on: day(-3) });
    expect(early.status).toBe(400);
    expect(early.body.errors).toMatchObject({
      registry_registered_on: MESSAGES.registryNeedsPrenotacao,
      registry_matricula: MESSAGES.registryNeedsMatricula,
    });
    const delivered = await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, { title_delivered_on: day(-1) });
    expect(delivered.body.errors.title_delivered_on).toBe(MESSAGES.registryNeedsRegistro);
    const future = await w.call('member', 'PATCH', `/lots/${w.f.lotA}`, { registry_prenotacao_on: day(2) });
    expect(future.status).toBe(400);
    const lot = (await w.call('member', 'GET', `/lots/${w.f.lotA}`)).body;
    expect(lot.registry_registered_on).toBeNull();
    expect(lot.registry_prenotacao_on).toBeNull();
  });

  it('records prenotação, exigência, registro and delivery; the stage counts and the clocks follow', async () => {
    const counts = async () => (await w.call('member', 'GET', `/projects/${w.f.projectA}/registry-stages`)).body;
    const before = await counts();
    const id = await insertLot(w.db, { name: 'Lote R1', block_id: w.f.blockA, project_id: w.f.projectA });
    const patch = (body: Record<string, unknown>) => w.call('member', 'PATCH', `/lots/${id}`, body);
    expect((await counts()).counts.pendente).toBe(before.counts.pendente + 1);

    expect((await patch({ registry_prenotacao_number: '123.456', registry_prenotacao_on: day(-20) })).status).toBe(200);
    let deadlines = (await w.call('member', 'GET', `/projects/${w.f.projectA}/deadlines`)).body.data;
    const clock = deadlines.find((d: { id: string }) => d.id === `qualificacao_registral:lote-${id}`);
    expect(clock).toMatchObject({ starts_on: day(-20), due_on: dueDate('qualificacao_registral', day(-20)) });
    expect(clock.subject).toContain('Lote R1');
    expect(clock.state).toBe('overdue');

    const exigencia = { registry_exigencia_on: day(-10), registry_exigencia_text: 'Apresentar planta assinada' };
    expect((await patch(exigencia)).status).toBe(200);
    expect((await counts()).counts.exigencia).toBe(before.counts.exigencia + 1);
    deadlines = (await w.call('member', 'GET', `/projects/${w.f.projectA}/deadlines`)).body.data;
    expect(deadlines.find((d: { id: string }) => d.id === `qualificacao_registral:lote-${id}`)).toMatchObject({
      state: 'met',
      met_on: day(-10),
    });

    const registered = {
      registry_exigencia_answered_on: day(-8),
      registry_registered_on: day(-5),
      registry_matricula: '45.678',
      registry_cnm: '148429.2.0003917-55',
    };
    expect((await patch(registered)).status).toBe(200);
    expect((await counts()).counts.registrado).toBe(before.counts.registrado + 1);
    expect((await patch({ title_delivered_on: day(-1), title_delivered_to: 'Maria da Silva' })).status).toBe(200);
    const after = await counts();
    expect(after.counts.entregue).toBe(before.counts.entregue + 1);
    expect(after.total).toBe(before.total + 1);

    const dashboard = (await w.call('member', 'GET', '/registry/stages')).body.data;
    expect(dashboard.map((p: { project_id: number }) => p.project_id)).toEqual([w.f.projectA]);
    expect(dashboard[0].counts).toEqual(after.counts);
  });

  it('gives the year to present a título free of fees (art. 56) to the Reurb-S lots only (art. 53)', async () => {
    const [{ modality }] = await w.db
      .select({ modality: projects.reurb_modality })
      .from(projects)
      .where(eq(projects.id, w.f.projectA));
    await w.db.update(projects).set({ reurb_modality: REURB_MISTA }).where(eq(projects.id, w.f.projectA));
    try {
      const at = { block_id: w.f.blockA, project_id: w.f.projectA };
      const social = await insertLot(w.db, { name: 'Lote T-S', reurb_modality: REURB_S, ...at });
      const especifico = await insertLot(w.db, { name: 'Lote T-E', reurb_modality: REURB_E, ...at });
      const unsaid = await insertLot(w.db, { name: 'Lote T-?', ...at });
      const [emission] = await w.db
        .insert(emissions)
        .values({ project_id: w.f.projectA, kind: 'titulo-legitimacao', number: 9001, year: 2026 })
        .returning({ id: emissions.id });
      await w.db
        .insert(emissionLots)
        .values([social, especifico, unsaid].map((lot_id) => ({ emission_id: emission.id, lot_id })));
      const deadlines = (await w.call('member', 'GET', `/projects/${w.f.projectA}/deadlines`)).body.data;
      const exemptions = deadlines
        .filter((d: { kind: string }) => d.kind === 'isencao_registro')
        .map((d: { id: string }) => d.id);
      expect(exemptions).toContain(`isencao_registro:lote-${social}`);
      expect(exemptions).toContain(`isencao_registro:lote-${unsaid}`);
      expect(exemptions).not.toContain(`isencao_registro:lote-${especifico}`);
      await w.db.delete(emissions).where(eq(emissions.id, emission.id));
    } finally {
      await w.db.update(projects).set({ reurb_modality: modality }).where(eq(projects.id, w.f.projectA));
    }
  });

  it("the dashboard's panel and the calendar read only the lots whose clocks may be theirs, and miss none", async () => {
    // Prenotações a day apart around the 15 days of art. 42 and títulos a day apart around the
    // year of art. 56: the panel must list exactly the overdue and this week's of Prazos.
    const at = { block_id: w.f.blockA, project_id: w.f.projectA };
    const ids: number[] = [];
    for (let n = -40; n <= 0; n++)
      ids.push(await insertLot(w.db, { name: `Lote U${n}`, registry_prenotacao_on: day(n), ...at }));
    const titled: number[] = [];
    for (let n = -400; n <= -340; n += 2) titled.push(await insertLot(w.db, { name: `Lote Y${n}`, ...at }));
    const rows = await w.db
      .insert(emissions)
      .values(
        titled.map((_, i) => ({
          project_id: w.f.projectA,
          kind: 'titulo-legitimacao',
          number: 9100 + i,
          year: 2025,
          emitted_at: new Date(`${day(-400 + 2 * i)}T15:00:00Z`),
        })),
      )
      .returning({ id: emissions.id, number: emissions.number });
    await w.db.insert(emissionLots).values(rows.map((r) => ({ emission_id: r.id, lot_id: titled[r.number - 9100] })));
    // Legitimações de posse registered five years back, a day apart around today: their conversion (art. 19).
    const possessed: number[] = [];
    for (let n = -14; n <= 14; n += 2)
      possessed.push(
        await insertLot(w.db, {
          name: `Lote Posse${n}`,
          real_right: 'LEGITIMACAO_POSSE',
          registry_prenotacao_on: addYears(day(n), -5),
          registry_registered_on: addYears(day(n), -5),
          ...at,
        }),
      );
    try {
      const prazos = (await w.call('member', 'GET', `/projects/${w.f.projectA}/deadlines`)).body.data as {
        id: string;
        state: string;
        due_on: string;
      }[];
      const urgent = (await w.call('member', 'GET', '/deadlines/urgent')).body.data as {
        id: string;
        project_id: number;
      }[];
      const expected = prazos.filter((d) => d.state === 'overdue' || d.state === 'due_soon').map((d) => d.id);
      expect(urgent.filter((d) => d.project_id === w.f.projectA).map((d) => d.id)).toEqual(expected);
      // The calendar's month reads only the lots whose clocks may end within it, as the panel does.
      const [from, to] = [day(-10), day(5)];
      const month = (await w.call('member', 'GET', `/deadlines?from=${from}&to=${to}`)).body.data as {
        id: string;
        project_id: number;
      }[];
      const inMonth = prazos.filter((d) => d.due_on >= from && d.due_on <= to).map((d) => d.id);
      expect(inMonth.length).toBeGreaterThan(10);
      expect(
        month
          .filter((d) => d.project_id === w.f.projectA)
          .map((d) => d.id)
          .sort(),
      ).toEqual(inMonth.sort());
      // Both sides of each edge are there: running clocks (left out) and urgent ones (listed).
      const ours = (kind: string, lots: number[]) =>
        prazos.filter((d) => lots.some((id) => d.id === `${kind}:lote-${id}`));
      for (const [kind, lots] of [
        ['qualificacao_registral', ids],
        ['isencao_registro', titled],
      ] as const) {
        const states = new Set(ours(kind, lots).map((d) => d.state));
        expect(states, kind).toEqual(new Set(['overdue', 'due_soon', 'running']));
      }
      // A conversion is never overdue: past its day it happened by itself.
      expect(new Set(ours('conversao_posse', possessed).map((d) => d.state))).toEqual(
        new Set(['met', 'due_soon', 'running']),
      );
      expect(ours('conversao_posse', possessed)).toHaveLength(possessed.length);
    } finally {
      await w.db.delete(emissions).where(sql`${emissions.number} >= 9100 and ${emissions.year} = 2025`);
      await w.db.delete(lots).where(sql`${lots.id} in ${[...ids, ...titled, ...possessed]}`);
    }
  });

  it('a member of another project sees neither the counts nor the project on the dashboard', async () => {
    expect((await w.call('outsider', 'GET', `/projects/${w.f.projectA}/registry-stages`)).status).toBe(404);
    const dashboard = (await w.call('outsider', 'GET', '/registry/stages')).body.data;
    expect(dashboard.some((p: { project_id: number }) => p.project_id === w.f.projectA)).toBe(false);
  });
});

describe('the public lookup', () => {
  let protocol: string;
  beforeAll(async () => {
    const id = await insertLot(w.db, {
      name: 'Lote C1',
      block_id: w.f.blockA,
      project_id: w.f.projectA,
      owner_name: 'Maria Aparecida dos Santos',
      cpf: '52998224725',
      birth_date: '1975-04-12',
      registry_prenotacao_on: day(-3),
    });
    protocol = await protocolOf(id);
  });

  it('answers the two stages in plain Portuguese and nothing personal beyond the masked name', async () => {
    const typed = `${protocol.slice(0, 5).toLowerCase()}-${protocol.slice(5)}`;
    const { status, body } = await lookup({ protocol: typed, birth_date: '12/04/1975' }, '198.51.100.10');
    expect(status).toBe(200);
    expect(body).toMatchObject({ lot_stage: 'prenotado', project_stage: expect.any(String), holder: 'MARIA A. S.' });
    expect(body.lot_stage_text).toMatch(/cartório/);
    expect(JSON.stringify(body)).not.toMatch(/Aparecida|Santos|52998224725|1975|Lote C1/);
  });

  it('answers the same 404, in about the same time, for a wrong protocol and for a wrong date', async () => {
    const other = protocol.startsWith('2') ? `3${protocol.slice(1)}` : `2${protocol.slice(1)}`;
    const wrongProtocol = { protocol: other, birth_date: '12/04/1975' };
    const unknownValid = { protocol: '22222-22222', birth_date: '12/04/1975' };
    const wrongDate = { protocol, birth_date: '13/04/1975' };
    const times: Record<string, number[]> = { protocol: [], date: [] };
    for (let i = 0; i < 8; i++) {
      for (const [key, payload] of [
        ['protocol', i % 2 ? wrongProtocol : unknownValid],
        ['date', wrongDate],
      ] as const) {
        const r = await lookup(payload, `198.51.100.${20 + i}`);
        expect(r.status).toBe(404);
        expect(r.body).toEqual({ message: MESSAGES.lookupNotFound });
        times[key].push(r.ms);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    // One indexed query either way: the medians stay within a few milliseconds of each other.
    expect(Math.abs(median(times.protocol) - median(times.date))).toBeLessThan(Math.max(15, median(times.date) * 0.5));
  });

  it('refuses a malformed body with 400 and a Portuguese message', async () => {
    const r = await lookup({ protocol: '', birth_date: '31/02/1975' }, '198.51.100.40');
    expect(r.status).toBe(400);
    expect(r.body.errors).toMatchObject({
      protocol: MESSAGES.lookupProtocol,
      birth_date: MESSAGES.lookupBirthDate,
    });
  });

  it('limits each address: the next call answers 429 in Portuguese, another address still gets through', async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < LOOKUP_RATE_LIMIT.max; i++) {
      expect((await lookup({ protocol, birth_date: '01/01/1900' }, address)).status).toBe(404);
    }
    const refused = await lookup({ protocol, birth_date: '12/04/1975' }, address);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MESSAGES.lookupTooMany);
    expect((await lookup({ protocol, birth_date: '12/04/1975' }, '203.0.113.8')).status).toBe(200);
  });
});
