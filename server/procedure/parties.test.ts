import { and, eq, isNotNull } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, isoToDate, todayInBrasilia } from '../../domain/procedure/calendar.ts';
import { dueDate } from '../../domain/procedure/clocks.ts';
import { notifiedParties } from '../db/schema/index.ts';
import { lotWorld } from '../lots/test-kit.ts';
import { closePartyWindows } from './parties.ts';

/** Notified parties, their windows, and the tacit agreement recorded when a window closes (issue 16 part 2). */
let w: Awaited<ReturnType<typeof lotWorld>>;
beforeAll(async () => {
  w = await lotWorld();
}, 60_000);
afterAll(() => w?.ctx.close());

const today = todayInBrasilia();
type Persona = 'projectAdmin' | 'member' | 'outsider';
const add = (body: Record<string, unknown>, persona: Persona = 'projectAdmin') =>
  w.call(persona, 'POST', `/projects/${w.f.projectA}/notified-parties`, body);
const step = (id: number, body: Record<string, unknown>, persona: Persona = 'projectAdmin') =>
  w.call(persona, 'PATCH', `/notified-parties/${id}`, body);
const party = async (name: string, extra: Record<string, unknown> = {}) => {
  const { status, body } = await add({ role: 'confrontante', name, ...extra });
  expect(status).toBe(201);
  return body.data.find((p: { name: string }) => p.name === name);
};
/** Noon in Brasília on a given day: the job's clock, set by the test. */
const at = (iso: string) => new Date(isoToDate(iso).getTime() + 15 * 3600_000);

describe('parties', () => {
  it('checks CPF and CNPJ check digits, and stores digits only', async () => {
    const cpf = await party('João Confrontante', { document: '529.982.247-25', registry_ref: 'Matrícula 12.345' });
    expect(cpf).toMatchObject({ document: '52998224725', role: 'confrontante', registry_ref: 'Matrícula 12.345' });
    const cnpj = await party('Loteadora Exemplo Ltda', { document: '11.222.333/0001-81', role: 'titular' });
    expect(cnpj.document).toBe('11222333000181');
    const wrong = await add({ role: 'confrontante', name: 'Errado', document: '529.982.247-24' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.document).toBe('CPF inválido');
    const role = await add({ role: 'vizinho', name: 'Sem papel' });
    expect(role.status).toBe(400);
  });

  it('only project admins add or record; members read; outsiders see nothing', async () => {
    const p = await party('Maria Vizinha');
    expect((await add({ role: 'terceiro', name: 'X Y' }, 'member')).status).toBe(403);
    expect((await add({ role: 'terceiro', name: 'X Y' }, 'outsider')).status).toBe(404);
    expect((await step(p.id, { notice_method: 'ar', notified_on: today }, 'member')).status).toBe(403);
    expect((await step(p.id, { notice_method: 'ar', notified_on: today }, 'outsider')).status).toBe(404);
    expect((await w.call('member', 'GET', `/projects/${w.f.projectA}/notified-parties`)).status).toBe(200);
    expect((await w.call('outsider', 'GET', `/projects/${w.f.projectA}/notified-parties`)).status).toBe(404);
  });
});

describe('notice, impugnação, decision and appeal', () => {
  it('the AR date starts the 30-day window shown on the Prazos page', async () => {
    const p = await party('Ana do AR');
    const notified = addDays(today, -5);
    const { status, body } = await step(p.id, { notice_method: 'ar', notified_on: notified });
    expect(status).toBe(200);
    const row = body.data.find((x: { id: number }) => x.id === p.id);
    expect(row).toMatchObject({ impugnation_due_on: dueDate('impugnacao', notified), impugnation_state: 'running' });
    const deadlines = await w.call('member', 'GET', `/projects/${w.f.projectA}/deadlines`);
    const clock = deadlines.body.data.find((d: { id: string }) => d.id === `impugnacao:parte-${p.id}`);
    expect(clock).toMatchObject({ kind: 'impugnacao', starts_on: notified, state: 'running' });
    expect(clock.article).toContain('art. 31');
    expect(clock.subject).toContain('Confrontante: Ana do AR');
  });

  it('each step needs the one before, and no date is in the future', async () => {
    const p = await party('Bruno Passos');
    const early = await step(p.id, { impugnation_on: today });
    expect(early.status).toBe(400);
    expect(early.body.errors.impugnation_on).toMatch(/notificação/);
    const future = await step(p.id, { notice_method: 'edital', notified_on: addDays(today, 2) });
    expect(future.status).toBe(400);
    expect(future.body.errors.notified_on).toMatch(/futuro/);
    const noMethod = await step(p.id, { notified_on: today });
    expect(noMethod.body.errors.notice_method).toMatch(/AR ou por edital/);
    const appeal = await step(p.id, { notice_method: 'ar', notified_on: today, appeal_on: today });
    expect(appeal.body.errors.appeal_on).toMatch(/rejeição/);
  });

  it('an impugnação after the 30 days is refused with the end date', async () => {
    const p = await party('Carla Atrasada');
    const notified = addDays(today, -60);
    const late = await step(p.id, { notice_method: 'ar', notified_on: notified, impugnation_on: addDays(today, -1) });
    expect(late.status).toBe(400);
    expect(late.body.errors.impugnation_on).toMatch(/fora do prazo de 30 dias/);
  });

  it('impugnação, rejection and appeal within 15 days', async () => {
    const p = await party('Davi Impugnante');
    const notified = addDays(today, -20);
    const steps = {
      notice_method: 'ar',
      notified_on: notified,
      impugnation_on: addDays(today, -15),
      impugnation_text: 'A divisa invade meu lote em 2 metros.',
      decision: 'rejeitada',
      decision_notified_on: addDays(today, -3),
    };
    // Art. 24, §§ 10 e 12: a rejection is a reasoned act on one of § 12's hypotheses; without its
    // reasons or its hypothesis it is refused, and kept unsaved.
    const unreasoned = await step(p.id, { ...steps, decision_reasons: '   ', decision_grounds: [] });
    expect(unreasoned.status).toBe(400);
    expect(unreasoned.body).toMatchObject({ message: 'Confira o andamento da notificação' });
    expect(unreasoned.body.errors).toEqual({
      decision_reasons:
        'Informe as razões da rejeição: a impugnação infundada é rejeitada por ato fundamentado (Decreto nº 9.310/2018, art. 24, § 10)',
      decision_grounds:
        'Marque em qual hipótese do art. 24, § 12 do Decreto nº 9.310/2018 a impugnação é infundada: só a impugnação infundada pode ser rejeitada (art. 24, § 10)',
    });
    const unknown = await step(p.id, { ...steps, decision_grounds: ['porque-sim'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toMatchObject({ 'decision_grounds.0': 'Fundamento da rejeição inválido' });
    const [unsaved] = await w.db.select().from(notifiedParties).where(eq(notifiedParties.id, p.id));
    expect(unsaved.decision).toBeNull();
    const r = await step(p.id, {
      ...steps,
      decision_reasons: 'A planta do loteamento mostra a divisa a 3 m do lote do impugnante.',
      decision_grounds: ['sem-localizacao', 'sem-localizacao'],
    });
    expect(r.status).toBe(200);
    expect(r.body.data.find((x: { id: number }) => x.id === p.id)).toMatchObject({
      decision_reasons: 'A planta do loteamento mostra a divisa a 3 m do lote do impugnante.',
      decision_grounds: ['sem-localizacao'],
    });
    let row = r.body.data.find((x: { id: number }) => x.id === p.id);
    expect(row).toMatchObject({ impugnation_state: 'met', appeal_due_on: dueDate('recurso', addDays(today, -3)) });
    const appealed = await step(p.id, { appeal_on: today, appeal_text: 'Recorro: apresento planta.' });
    expect(appealed.status).toBe(200);
    row = appealed.body.data.find((x: { id: number }) => x.id === p.id);
    expect(row).toMatchObject({ appeal_on: today, appeal_state: 'met' });
    // A step sends what it records: the impugnação's text and the decision's grounds stay.
    expect(row).toMatchObject({
      impugnation_text: 'A divisa invade meu lote em 2 metros.',
      decision_reasons: 'A planta do loteamento mostra a divisa a 3 m do lote do impugnante.',
      decision_grounds: ['sem-localizacao'],
    });
  });

  it('keeps § 12’s hypotheses to a rejection: an acceptance has none, and clears what a rejection left', async () => {
    const p = await party('Hugo Acolhido');
    const steps = {
      notice_method: 'ar',
      notified_on: addDays(today, -20),
      impugnation_on: addDays(today, -15),
      decision: 'rejeitada',
      decision_reasons: 'Não indica motivo algum.',
      decision_grounds: ['sem-motivacao'],
    };
    expect((await step(p.id, steps)).status).toBe(200);
    const accepted = await step(p.id, { decision: 'acolhida' });
    expect(accepted.status).toBe(400);
    expect(accepted.body.errors).toEqual({
      decision_grounds: 'As hipóteses do art. 24, § 12 fundamentam apenas a rejeição da impugnação',
    });
    const r = await step(p.id, { decision: 'acolhida', decision_grounds: null });
    expect(r.status).toBe(200);
    expect(r.body.data.find((x: { id: number }) => x.id === p.id)).toMatchObject({
      decision: 'acolhida',
      decision_grounds: null,
    });
  });
});

describe('windows that close in silence (the daily job)', () => {
  it('records the tacit agreement once, on the day after the window, even when two runs overlap', async () => {
    const p = await party('Eva Silenciosa');
    const notified = addDays(today, -45);
    expect((await step(p.id, { notice_method: 'edital', notified_on: notified })).status).toBe(200);
    const [a, b] = await Promise.all([closePartyWindows(w.db), closePartyWindows(w.db)]);
    expect(a.tacit + b.tacit).toBeGreaterThanOrEqual(1);
    const [row] = await w.db.select().from(notifiedParties).where(eq(notifiedParties.id, p.id));
    // By edital the 30 days count from ten days after the last publication (Decreto 9.310/2018, art. 85, p.u.).
    expect(row.tacit_agreement_on).toBe(addDays(dueDate('impugnacao', addDays(notified, 10)), 1));
    expect((await closePartyWindows(w.db)).tacit).toBe(0);

    const list = await w.call('member', 'GET', `/projects/${w.f.projectA}/notified-parties`);
    expect(list.body.data.find((x: { id: number }) => x.id === p.id)).toMatchObject({ impugnation_state: 'met' });
    // The tacit agreement cannot be rewritten by a late impugnação.
    const rewrite = await step(p.id, { impugnation_on: addDays(notified, 3) });
    expect(rewrite.status).toBe(409);
    expect(rewrite.body.message).toMatch(/anuência tácita/);
  });

  it('runs on a clock the test sets: nothing closes before the end day, the window closes the day after', async () => {
    const p = await party('Fábio Futuro');
    expect((await step(p.id, { notice_method: 'ar', notified_on: today })).status).toBe(200);
    const due = dueDate('impugnacao', today);
    const read = async () =>
      (await w.db.select().from(notifiedParties).where(eq(notifiedParties.id, p.id)))[0].tacit_agreement_on;
    await closePartyWindows(w.db, at(due));
    expect(await read()).toBeNull();
    await closePartyWindows(w.db, at(addDays(due, 1)));
    expect(await read()).toBe(addDays(due, 1));
  });

  it("keeps to one project when given one (the demo seed), leaving the other projects' windows to the daily job", async () => {
    const p = await party('Hugo Outro Projeto');
    expect((await step(p.id, { notice_method: 'ar', notified_on: addDays(today, -45) })).status).toBe(200);
    const read = async () =>
      (await w.db.select().from(notifiedParties).where(eq(notifiedParties.id, p.id)))[0].tacit_agreement_on;
    expect(await closePartyWindows(w.db, new Date(), w.f.projectB)).toEqual({ tacit: 0, appeal: 0 });
    expect(await read()).toBeNull();
    expect((await closePartyWindows(w.db, new Date(), w.f.projectA)).tacit).toBeGreaterThanOrEqual(1);
    expect(await read()).not.toBeNull();
  });

  it("closes a loteamento's windows, notified by one edital, in as many statements as one party's", async () => {
    const notified = addDays(today, -45);
    const add = (n: number, from: number) =>
      w.db.insert(notifiedParties).values(
        Array.from({ length: n }, (_, i) => ({
          project_id: w.f.projectB,
          role: 'titular',
          name: `Titular ${from + i} do Edital`,
          notice_method: 'edital',
          notified_on: notified,
        })),
      );
    const statements = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    const run = async () => {
      statements.mockClear();
      const closed = await closePartyWindows(w.db, new Date(), w.f.projectB);
      return { ...closed, statements: statements.mock.calls.length };
    };
    await add(1, 1);
    const one = await run();
    await add(40, 2);
    const forty = await run();
    statements.mockRestore();
    expect(one.tacit).toBe(1);
    expect(forty.tacit).toBe(40);
    expect(forty.statements).toBe(one.statements);
    const closed = await w.db
      .select({ on: notifiedParties.tacit_agreement_on })
      .from(notifiedParties)
      .where(and(eq(notifiedParties.project_id, w.f.projectB), isNotNull(notifiedParties.tacit_agreement_on)));
    // By edital the 30 days count from ten days after the last publication (Decreto 9.310/2018, art. 85, p.u.).
    expect(new Set(closed.map((r) => r.on))).toEqual(
      new Set([addDays(dueDate('impugnacao', addDays(notified, 10)), 1)]),
    );
  });

  it('closes the appeal window of a rejected impugnant who did not appeal', async () => {
    const p = await party('Gil Sem Recurso');
    const r = await step(p.id, {
      notice_method: 'ar',
      notified_on: addDays(today, -60),
      impugnation_on: addDays(today, -50),
      decision: 'rejeitada',
      decision_reasons: 'Trata da partilha de uma herança, não da Reurb.',
      decision_grounds: ['materia-estranha'],
      decision_notified_on: addDays(today, -40),
    });
    expect(r.status).toBe(200);
    const closed = await closePartyWindows(w.db);
    expect(closed.appeal).toBeGreaterThanOrEqual(1);
    const [row] = await w.db.select().from(notifiedParties).where(eq(notifiedParties.id, p.id));
    expect(row.appeal_window_closed_on).toBe(addDays(dueDate('recurso', addDays(today, -40)), 1));
    expect(row.tacit_agreement_on).toBeNull();
    expect((await step(p.id, { appeal_on: addDays(today, -30) })).status).toBe(409);
  });
});
