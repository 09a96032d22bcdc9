import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBrasilia } from '../../domain/procedure/calendar.ts';
import { dueDate } from '../../domain/procedure/clocks.ts';
import { procedureEvents, procedureHolidays, projects } from '../db/schema/index.ts';
import { insertFile, lotWorld } from '../lots/test-kit.ts';
import { bearer } from '../test/app.ts';
import { PERSONA_EMAILS } from '../test/fixtures.ts';
import { fixOverdueClassifications } from './classification.ts';

/** The procedure's stage events and the clocks computed from them, through the real routes (issue 16). */
let w: Awaited<ReturnType<typeof lotWorld>>;
beforeAll(async () => {
  w = await lotWorld();
}, 60_000);
afterAll(() => w?.ctx.close());

const today = todayInBrasilia();
const record = (body: Record<string, unknown>, persona: 'projectAdmin' | 'member' | 'outsider' = 'projectAdmin') =>
  w.call(persona, 'POST', `/projects/${w.f.projectA}/procedure`, body);
const requerimento = (date: string) => ({
  stage: 'requerimento',
  date,
  requester: 'Associação de Moradores do Jardim Esperança',
  legitimado: 'beneficiarios',
  modality: 'S',
});

describe('stage events', () => {
  it('records the requerimento with who asked, and answers the timeline', async () => {
    const { status, body } = await record({ ...requerimento(addDays(today, -200)), note: 'Protocolo 123/2025' });
    expect(status).toBe(201);
    expect(body.current_stage).toBe('requerimento');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      stage: 'requerimento',
      move: 'first',
      requester: 'Associação de Moradores do Jardim Esperança',
      legitimado: 'beneficiarios',
      modality: 'S',
      note: 'Protocolo 123/2025',
      user_name: 'Gabriela Gestora',
      automatic: false,
    });
  });

  it('refuses a requerimento without its legitimado, a future date and a bad date, naming the field', async () => {
    const missing = await w.call('projectAdmin', 'POST', `/projects/${w.f.projectB}/procedure`, {
      stage: 'requerimento',
      date: today,
    });
    // Project B is not the project admin's: 404 before any validation of the content.
    expect(missing.status).toBe(404);
    const noLegitimado = await record({ stage: 'requerimento', date: today, requester: 'Fulano' });
    expect(noLegitimado.status).toBe(400);
    expect(noLegitimado.body.errors.legitimado).toMatch(/art\. 14/);
    const future = await record({ stage: 'instauracao', date: addDays(today, 3) });
    expect(future.status).toBe(400);
    expect(future.body.errors.date).toMatch(/futuro/);
    const bad = await record({ stage: 'instauracao', date: '31/02/2026' });
    expect(bad.status).toBe(400);
    const unknown = await record({ stage: 'demarcacao', date: today });
    expect(unknown.status).toBe(400);
    expect((await w.db.select().from(procedureEvents)).length).toBe(1);
  });

  it('the next stage goes without a reason; skipping or going back needs one, kept in the history', async () => {
    const next = await record({ stage: 'instauracao', date: addDays(today, -190), act_number: 'Decreto 45/2025' });
    expect(next.status).toBe(201);
    expect(next.body.data.at(-1)).toMatchObject({ move: 'next', act_number: 'Decreto 45/2025', reason: null });

    const skip = await record({ stage: 'projeto', date: addDays(today, -100) });
    expect(skip.status).toBe(400);
    expect(skip.body.errors.reason).toMatch(/motivo/);

    const skipped = await record({
      stage: 'projeto',
      date: addDays(today, -100),
      reason: 'Classificação e notificações feitas em processo físico anterior ao sistema',
    });
    expect(skipped.status).toBe(201);
    expect(skipped.body.current_stage).toBe('projeto');
    expect(skipped.body.data.at(-1)).toMatchObject({ move: 'skip' });

    const back = await record({
      stage: 'classificacao',
      date: addDays(today, -90),
      modality: 'S',
      reason: 'Classificação registrada agora',
    });
    expect(back.status).toBe(201);
    expect(back.body.data.at(-1)).toMatchObject({ move: 'back', modality: 'S' });
    expect(back.body.data.map((e: { stage: string }) => e.stage)).toEqual([
      'requerimento',
      'instauracao',
      'projeto',
      'classificacao',
    ]);
  });

  it('members read the timeline but only project admins record; outsiders see nothing', async () => {
    expect((await w.call('member', 'GET', `/projects/${w.f.projectA}/procedure`)).status).toBe(200);
    expect((await record({ stage: 'notificacao', date: today }, 'member')).status).toBe(403);
    expect((await record({ stage: 'notificacao', date: today }, 'outsider')).status).toBe(404);
    expect((await w.call('outsider', 'GET', `/projects/${w.f.projectA}/procedure`)).status).toBe(404);
    expect((await w.call('outsider', 'GET', `/projects/${w.f.projectA}/deadlines`)).status).toBe(404);
  });

  it("links the act's uploaded file, and refuses another project's file", async () => {
    const adminId = await w.userId('projectAdmin');
    const own = await insertFile(w.db, null, adminId, 'decreto-aprovacao.pdf');
    const foreign = await insertFile(w.db, w.f.projectB, null, 'alheio.pdf');
    const refused = await record({ stage: 'notificacao', date: addDays(today, -80), act_file_id: foreign });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.act_file_id).toBeTruthy();
    const ok = await record({ stage: 'notificacao', date: addDays(today, -80), act_file_id: own });
    expect(ok.status).toBe(201);
    expect(ok.body.data.at(-1).act_file).toMatchObject({ id: own, originalName: 'decreto-aprovacao.pdf' });
    expect(ok.body.data.at(-1).act_file.url).toMatch(/signature=/);
  });
});

describe('deadlines', () => {
  it('the 180-day classification clock runs from the requerimento and is met by the classification', async () => {
    const { status, body } = await w.call('member', 'GET', `/projects/${w.f.projectA}/deadlines`);
    expect(status).toBe(200);
    const clock = body.data.find((d: { kind: string }) => d.kind === 'classificacao');
    // Far enough back that no weekend or holiday moves the end to today or later.
    const start = addDays(today, -200);
    expect(clock).toMatchObject({
      kind: 'classificacao',
      starts_on: start,
      due_on: dueDate('classificacao', start),
      state: 'met',
      met_on: addDays(today, -90),
    });
    expect(clock.article).toContain('art. 30, § 2º');
    expect(clock.subject).toContain('Associação de Moradores');
  });

  it('the registry clocks after the prenotação: 15 days due soon, then overdue, honouring municipal holidays; met by the nota de exigência; 60 days met by the registration', async () => {
    const reason = 'Retomada do procedimento registral';
    const prenotacao = addDays(today, -10);
    expect(
      (await record({ stage: 'prenotacao', date: prenotacao, act_number: 'Protocolo 9.876', reason })).status,
    ).toBe(201);
    let { body } = await w.call('projectAdmin', 'GET', `/projects/${w.f.projectA}/deadlines`);
    let clock = body.data.find((d: { kind: string }) => d.kind === 'qualificacao_registral');
    expect(clock.due_on).toBe(dueDate('qualificacao_registral', prenotacao));
    expect(clock.state).toBe(clock.due_on < today ? 'overdue' : 'due_soon');
    expect(clock.article).toBe('Decreto 9.310/2018, art. 42');

    // A municipal holiday on the end day moves it (Lei 9.784/1999 art. 66 §1).
    const put = async (data: unknown, persona: 'projectAdmin' | 'member' = 'projectAdmin') => {
      const response = await w.ctx.app.inject({
        method: 'PUT',
        url: `/api/projects/${w.f.projectA}/holidays`,
        headers: bearer(await w.ctx.tokenFor(PERSONA_EMAILS[persona])),
        payload: { data },
      });
      return { status: response.statusCode, body: response.json() };
    };
    expect((await put([{ date: clock.due_on, name: 'Aniversário da cidade' }], 'member')).status).toBe(403);
    expect((await put([{ date: '31/12/2026', name: 'X' }])).status).toBe(400);
    const twice = await put([
      { date: clock.due_on, name: 'A' },
      { date: clock.due_on, name: 'B' },
    ]);
    expect(twice.status).toBe(400);
    const saved = await put([{ date: clock.due_on, name: 'Aniversário da cidade' }]);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual([{ date: clock.due_on, name: 'Aniversário da cidade' }]);
    ({ body } = await w.call('projectAdmin', 'GET', `/projects/${w.f.projectA}/deadlines`));
    const moved = body.data.find((d: { kind: string }) => d.kind === 'qualificacao_registral');
    expect(moved.due_on > clock.due_on).toBe(true);
    expect((await put([])).body.data).toEqual([]);
    expect((await w.db.select().from(procedureHolidays)).length).toBe(0);

    // The dashboard panel lists it for the project's people, not for an outsider.
    const urgent = await w.call('member', 'GET', '/deadlines/urgent');
    expect(urgent.body.data.map((d: { id: string }) => d.id)).toContain(clock.id);
    expect(urgent.body.data.find((d: { id: string }) => d.id === clock.id).project_name).toBeTruthy();
    const outsider = await w.call('outsider', 'GET', '/deadlines/urgent');
    expect(outsider.body.data.map((d: { id: string }) => d.id)).not.toContain(clock.id);

    // The office answers with a nota de exigência (no reason asked: the ordinary path): the 15
    // days are met; the 60 days to conclude the registration (art. 42, § 8º) run on.
    const exigencia = addDays(today, -3);
    // Art. 40, parágrafo único: the nota devolutiva names the motives and the exigências; without them, a 400.
    const bare = await record({ stage: 'exigencia', date: exigencia, act_number: 'Nota 1.234' });
    expect(bare.status).toBe(400);
    expect(bare.body.errors).toEqual({
      note: 'Informe os motivos da recusa e as exigências da nota devolutiva do cartório (Decreto 9.310/2018, art. 40, parágrafo único)',
    });
    const note = 'Apresentar a planta com as medidas perimetrais da quadra C.';
    expect((await record({ stage: 'exigencia', date: exigencia, act_number: 'Nota 1.234', note })).status).toBe(201);
    ({ body } = await w.call('projectAdmin', 'GET', `/projects/${w.f.projectA}/deadlines`));
    clock = body.data.find((d: { kind: string }) => d.kind === 'qualificacao_registral');
    expect(clock).toMatchObject({ state: 'met', met_on: exigencia });
    const conclusion = (data: Array<{ kind: string }>) => data.find((d) => d.kind === 'conclusao_registro');
    expect(conclusion(body.data)).toMatchObject({
      starts_on: prenotacao,
      due_on: dueDate('conclusao_registro', prenotacao),
      state: 'running',
      met_on: null,
      article: 'Decreto 9.310/2018, art. 42, § 8º',
    });

    // Registered: met.
    expect((await record({ stage: 'registro', date: today, act_number: 'R-1/12.345' })).status).toBe(201);
    ({ body } = await w.call('projectAdmin', 'GET', `/projects/${w.f.projectA}/deadlines`));
    expect(conclusion(body.data)).toMatchObject({ state: 'met', met_on: today });
    expect(body.data.every((d: { starts_on: string; due_on: string }) => /^\d{4}-\d{2}-\d{2}$/.test(d.due_on))).toBe(
      true,
    );
  });
});

describe('the automatic classification (Lei 13.465/2017 art. 30 §3)', () => {
  it('fixes the modality asked in the requerimento once the 180 days pass, once, as a system event', async () => {
    const start = addDays(today, -200);
    const due = dueDate('classificacao', start);
    // A requerimento that indicated no modality leaves nothing to fix (Dec. 9.310/2018, art. 23, § 3º):
    // its clock stays overdue for the Município to classify or refuse (§ 2º).
    await w.db.insert(procedureEvents).values({
      project_id: w.f.projectB,
      stage: 'requerimento',
      date: start,
      move: 'first',
      requester: 'Associação Vila Nova',
      legitimado: 'beneficiarios',
      modality: null,
    });
    expect(await fixOverdueClassifications(w.db)).toBe(0);
    const waiting = await w.call('outsider', 'GET', `/projects/${w.f.projectB}/deadlines`);
    expect(waiting.body.data[0]).toMatchObject({ kind: 'classificacao', met_on: null });
    expect(waiting.body.data[0].state).toBe('overdue');
    // The requerimento recorded again with the modality it asked for.
    await w.db.insert(procedureEvents).values({
      project_id: w.f.projectB,
      stage: 'requerimento',
      date: start,
      move: 'same',
      requester: 'Associação Vila Nova',
      legitimado: 'beneficiarios',
      modality: 'E',
    });
    const runs = await Promise.all([fixOverdueClassifications(w.db), fixOverdueClassifications(w.db)]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await fixOverdueClassifications(w.db)).toBe(0);
    const { body } = await w.call('outsider', 'GET', `/projects/${w.f.projectB}/procedure`);
    expect(body.current_stage).toBe('classificacao');
    expect(body.data.at(-1)).toMatchObject({
      stage: 'classificacao',
      automatic: true,
      modality: 'E',
      user_name: null,
      date: addDays(due, 1),
      move: 'skip',
    });
    expect(body.data.at(-1).note).toContain('art. 30, § 3º');
    const deadlines = await w.call('outsider', 'GET', `/projects/${w.f.projectB}/deadlines`);
    expect(deadlines.body.data[0]).toMatchObject({ kind: 'classificacao', state: 'met', met_on: addDays(due, 1) });
  });
});

describe('the classification decides the project’s modality (Decreto 9.310/2018 art. 23, I; art. 38, III)', () => {
  it('recording it sets the project’s modality, and the automatic one does too', async () => {
    const modalityOf = async (id: number) =>
      (
        await w.db.select({ m: projects.reurb_modality, v: projects.version }).from(projects).where(eq(projects.id, id))
      )[0];
    const before = await modalityOf(w.f.projectA);
    const classified = await record({
      stage: 'classificacao',
      date: addDays(today, -2),
      act_number: 'Decreto nº 44/2026',
      modality: 'E',
      reason: 'Reclassificação por estudo técnico (art. 23, § 3º).',
    });
    expect(classified.status).toBe(201);
    expect(await modalityOf(w.f.projectA)).toEqual({ m: 'E', v: before.v + 1 });
    // The same modality again: the project is left as it is.
    await record({ stage: 'classificacao', date: addDays(today, -1), modality: 'E', reason: 'Ato republicado.' });
    expect(await modalityOf(w.f.projectA)).toEqual({ m: 'E', v: before.v + 1 });
    // Project B was classified by the daily job with the requerimento's 'E' (above).
    expect((await modalityOf(w.f.projectB)).m).toBe('E');
    await w.db.update(projects).set({ reurb_modality: 'S' }).where(eq(projects.id, w.f.projectA));
  });
});

describe('the refusal of a request or a project (Decreto 9.310/2018 arts. 23, § 2º, and 39)', () => {
  it('needs its grounds, meets the clock to classify, and leaves nothing for the automatic classification', async () => {
    // A new requerimento, refused within the 180 days with its grounds.
    const start = addDays(today, -190);
    const asked = await w.call('projectAdmin', 'POST', `/projects/${w.f.projectA}/procedure`, {
      ...requerimento(start),
      reason: 'Novo requerimento da associação.',
    });
    expect(asked.status).toBe(201);
    const bare = await record({ stage: 'indeferimento', date: addDays(today, -100), note: '   ' });
    expect(bare.status).toBe(400);
    expect(bare.body.errors.note).toBe(
      'Informe os fundamentos técnicos e legais do indeferimento e o que reformular para um novo pedido (Decreto 9.310/2018, arts. 25, parágrafo único, e 39)',
    );
    const refused = await record({
      stage: 'indeferimento',
      date: addDays(today, -100),
      act_number: 'Despacho nº 7/2026',
      note: 'A área está integralmente em faixa de domínio de rodovia; apresentar levantamento que exclua a faixa.',
    });
    expect(refused.status).toBe(201);
    expect(refused.body.current_stage).toBe('indeferimento');
    expect(refused.body.data.at(-1)).toMatchObject({ stage: 'indeferimento', move: 'next', reason: null });
    const deadlines = await w.call('member', 'GET', `/projects/${w.f.projectA}/deadlines`);
    const clock = deadlines.body.data.find(
      (d: { kind: string; starts_on: string }) => d.kind === 'classificacao' && d.starts_on === start,
    );
    expect(clock).toMatchObject({ state: 'met', met_on: addDays(today, -100) });
    // The 180 days are long past, and the requerimento asked for a modality: nothing is fixed.
    await fixOverdueClassifications(w.db);
    const after = await w.call('member', 'GET', `/projects/${w.f.projectA}/procedure`);
    expect(after.body.current_stage).toBe('indeferimento');
  });
});
