import { describe, expect, it } from 'vitest';
import {
  addYears,
  byUrgency,
  clockState,
  dueDate,
  easterSunday,
  isBusinessDay,
  isIsoDate,
  nationalHolidays,
  nextBusinessDay,
  PROCEDURE_STAGES,
  needsReason,
  proposedNext,
  stageDeadlines,
  stageMove,
  STAGE_DEFINITIONS,
  CLOCK_KINDS,
  CLOCK_RULES,
  windowClosed,
  type Deadline,
} from './index.ts';

const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

describe('the calendar (Lei 9.784/1999 art. 66)', () => {
  it('computes Easter for known years', () => {
    expect(easterSunday(2000)).toBe('2000-04-23');
    expect(easterSunday(2019)).toBe('2019-04-21');
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('lists the Easter-dependent days of 2025 as published in the federal calendar', () => {
    const names = Object.fromEntries(nationalHolidays(2025).map((h) => [h.name, h.date]));
    expect(names['Carnaval (segunda-feira)']).toBe('2025-03-03');
    expect(names['Carnaval (terça-feira)']).toBe('2025-03-04');
    expect(names['Sexta-feira Santa']).toBe('2025-04-18');
    expect(names['Corpus Christi']).toBe('2025-06-19');
    expect(names['Dia Nacional de Zumbi e da Consciência Negra']).toBe('2025-11-20');
    expect(nationalHolidays(2023).some((h) => h.date === '2023-11-20')).toBe(false);
  });

  it('a 30-day window ending on Carnival Tuesday ends on Ash Wednesday', () => {
    expect(weekday('2025-03-04')).toBe(2);
    expect(dueDate('impugnacao', '2025-02-02')).toBe('2025-03-05');
    // Ending on Carnival Monday skips both days.
    expect(dueDate('impugnacao', '2025-02-01')).toBe('2025-03-05');
  });

  it('a 30-day window ending on Good Friday skips the weekend and Tiradentes (2025-04-21)', () => {
    expect(dueDate('impugnacao', '2025-03-19')).toBe('2025-04-22');
  });

  it('a 30-day window ending on a Sunday ends on the Monday', () => {
    expect(weekday('2025-06-01')).toBe(0);
    expect(dueDate('impugnacao', '2025-05-02')).toBe('2025-06-02');
  });

  it('counts calendar days from the day after the start (art. 66, caput and § 2º)', () => {
    // 2026-03-02 is a Monday; +30 calendar days is Wednesday 2026-04-01, a business day.
    expect(dueDate('impugnacao', '2026-03-02')).toBe('2026-04-01');
    expect(dueDate('recurso', '2026-03-02')).toBe('2026-03-17');
    expect(dueDate('qualificacao_registral', '2026-03-02')).toBe('2026-03-17');
    expect(dueDate('classificacao', '2026-01-05')).toBe('2026-07-06');
  });

  it('a 1-year window runs date to date across a leap day, and from 29 February ends on 28 February', () => {
    // 2023-03-10 + 1 year = 2024-03-10 (366 days, across 2024-02-29), a Sunday → Monday.
    expect(weekday('2024-03-10')).toBe(0);
    expect(dueDate('isencao_registro', '2023-03-10')).toBe('2024-03-11');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(dueDate('isencao_registro', '2024-02-29')).toBe('2025-02-28');
  });

  it('the 5-year conversion term does not roll: the right arises on the date itself', () => {
    // 2026-03-08 is a Sunday.
    expect(dueDate('conversao_posse', '2021-03-08')).toBe('2026-03-08');
  });

  it('moves an end past the project municipal holidays', () => {
    const calendar = { municipalHolidays: ['2026-04-01', '2026-04-02'] };
    expect(isBusinessDay('2026-04-01', calendar)).toBe(false);
    // 04-01 and 04-02 municipal, 04-03 Good Friday, then the weekend.
    expect(dueDate('impugnacao', '2026-03-02', calendar)).toBe('2026-04-06');
    expect(nextBusinessDay('2026-12-25')).toBe('2026-12-28');
  });

  it('reads only real dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('29/02/2024')).toBe(false);
    expect(isIsoDate(20240229)).toBe(false);
  });
});

describe('clock states', () => {
  it('running, due soon (≤ 7 days, the end day included), overdue, met', () => {
    expect(clockState('2026-04-20', null, '2026-04-12')).toBe('running');
    expect(clockState('2026-04-20', null, '2026-04-13')).toBe('due_soon');
    expect(clockState('2026-04-20', null, '2026-04-20')).toBe('due_soon');
    expect(clockState('2026-04-20', null, '2026-04-21')).toBe('overdue');
    expect(clockState('2026-04-20', '2026-04-25', '2026-05-01')).toBe('met');
    expect(windowClosed('2026-04-20', '2026-04-20')).toBe(false);
    expect(windowClosed('2026-04-20', '2026-04-21')).toBe(true);
  });

  it('every clock names its article and its start', () => {
    for (const kind of CLOCK_KINDS) {
      expect(CLOCK_RULES[kind].article).toMatch(/(Lei|Decreto) [\d.]+\/\d{4}, arts?\. \d+/);
      expect(CLOCK_RULES[kind].startsOn.length).toBeGreaterThan(5);
    }
  });

  it('orders overdue first, then due soon, then by end date', () => {
    const d = (id: string, state: Deadline['state'], due_on: string): Deadline => ({
      id,
      kind: 'impugnacao',
      article: '',
      starts_on: '2026-01-01',
      due_on,
      state,
      met_on: null,
      subject: id,
    });
    const sorted = [
      d('a', 'running', '2026-02-01'),
      d('b', 'overdue', '2026-01-20'),
      d('c', 'due_soon', '2026-01-25'),
      d('d', 'overdue', '2026-01-10'),
    ].sort(byUrgency);
    expect(sorted.map((x) => x.id)).toEqual(['d', 'b', 'c', 'a']);
  });
});

describe('stage order', () => {
  it('declares the stages of the issue in legal order, each with its article, the nota de exigência optional', () => {
    expect(PROCEDURE_STAGES).toEqual([
      'requerimento',
      'instauracao',
      'classificacao',
      'notificacao',
      'projeto',
      'aprovacao',
      'crf',
      'prenotacao',
      'exigencia',
      'registro',
      'indeferimento',
    ]);
    expect(STAGE_DEFINITIONS.map((s) => s.key)).toEqual([...PROCEDURE_STAGES]);
    expect(STAGE_DEFINITIONS.filter((s) => s.optional).map((s) => s.key)).toEqual(['exigencia']);
    for (const s of STAGE_DEFINITIONS) expect(s.article).toMatch(/art/);
    // A stage that requires its note says what the note holds and how its absence is refused.
    expect(STAGE_DEFINITIONS.filter((s) => s.required.includes('note')).map((s) => s.key)).toEqual([
      'exigencia',
      'indeferimento',
    ]);
    for (const s of STAGE_DEFINITIONS) expect(Boolean(s.requiredNote), s.key).toBe(s.required.includes('note'));
  });

  it('only the first stage or the next one goes without a reason', () => {
    expect(stageMove(null, 'requerimento')).toBe('first');
    expect(stageMove(null, 'aprovacao')).toBe('skip');
    expect(stageMove('requerimento', 'instauracao')).toBe('next');
    expect(stageMove('instauracao', 'notificacao')).toBe('skip');
    expect(stageMove('aprovacao', 'projeto')).toBe('back');
    expect(stageMove('crf', 'crf')).toBe('same');
    expect(['first', 'next'].map((m) => needsReason(m as 'first'))).toEqual([false, false]);
    expect(['skip', 'back', 'same'].every((m) => needsReason(m as 'skip'))).toBe(true);
  });

  it('the registry may answer with a nota de exigência or register: both are the ordinary path (Decreto 9.310 arts. 40 p.u., 42)', () => {
    expect(stageMove('prenotacao', 'registro')).toBe('next');
    expect(stageMove('prenotacao', 'exigencia')).toBe('next');
    expect(stageMove('exigencia', 'registro')).toBe('next');
    // The CRF presented again after the requirements are met: a new prenotação.
    expect(stageMove('exigencia', 'prenotacao')).toBe('next');
    expect(stageMove('crf', 'exigencia')).toBe('skip');
    expect(stageMove('crf', 'registro')).toBe('skip');
    expect(stageMove('registro', 'exigencia')).toBe('back');
    expect(stageMove('exigencia', 'exigencia')).toBe('same');
  });

  it('a reasoned refusal ends a request or a project before its approval; a new request or the project reformulated follows (Decreto 9.310 arts. 23 § 2º, 39)', () => {
    for (const stage of ['requerimento', 'instauracao', 'classificacao', 'notificacao', 'projeto'] as const)
      expect(stageMove(stage, 'indeferimento')).toBe('next');
    // After the approval, a refusal is a departure that needs its reason (the approval annulled).
    expect(stageMove('aprovacao', 'indeferimento')).toBe('skip');
    expect(stageMove('indeferimento', 'requerimento')).toBe('next');
    expect(stageMove('indeferimento', 'projeto')).toBe('next');
    expect(stageMove('indeferimento', 'aprovacao')).toBe('back');
    expect(proposedNext('indeferimento')).toBe('requerimento');
    // Still proposed: the ordinary next stage, never the refusal.
    expect(proposedNext('requerimento')).toBe('instauracao');
    expect(proposedNext('projeto')).toBe('aprovacao');
    expect(STAGE_DEFINITIONS.find((d) => d.key === 'indeferimento')!.required).toEqual(['note']);
  });

  it('a refusal meets the 180 days to classify, as a classification does (art. 23, § 2º)', () => {
    const clocks = stageDeadlines(
      [
        { id: 1, stage: 'requerimento', date: '2026-01-05', requester: null },
        { id: 2, stage: 'indeferimento', date: '2026-03-02', requester: null },
      ],
      {},
      '2026-12-07',
    );
    expect(clocks).toHaveLength(1);
    expect(clocks[0]).toMatchObject({ kind: 'classificacao', state: 'met', met_on: '2026-03-02' });
  });

  it('the form proposes the next stage the procedure cannot go without', () => {
    expect(proposedNext(null)).toBe('requerimento');
    expect(proposedNext('crf')).toBe('prenotacao');
    expect(proposedNext('prenotacao')).toBe('registro');
    expect(proposedNext('exigencia')).toBe('registro');
    expect(proposedNext('registro')).toBe('registro');
  });
});

describe("the registry's clocks of a prenotação (Decreto 9.310 art. 42 and § 8º)", () => {
  const event = (id: number, stage: string, date: string) => ({ id, stage, date, requester: null });
  const of = (events: ReturnType<typeof event>[], today: string) =>
    Object.fromEntries(
      stageDeadlines(events, {}, today).map((d) => [
        `${d.kind}:${d.id.split('-')[1]}`,
        { due: d.due_on, state: d.state, met: d.met_on },
      ]),
    );

  it('15 days to a nota de exigência or the registration, 60 days to the registration', () => {
    const clocks = of([event(1, 'prenotacao', '2026-03-02')], '2026-03-05');
    expect(clocks['qualificacao_registral:1']).toEqual({ due: '2026-03-17', state: 'running', met: null });
    // 60 days end on 1 May, Dia do Trabalho, a Friday: the next business day (Lei 9.784/1999 art. 66 § 1º).
    expect(clocks['conclusao_registro:1']).toEqual({ due: '2026-05-04', state: 'running', met: null });
    expect(CLOCK_RULES.conclusao_registro.article).toBe('Decreto 9.310/2018, art. 42, § 8º');
  });

  it('a nota de exigência meets the 15 days; the 60 days run on until the registration', () => {
    const events = [event(1, 'prenotacao', '2026-03-02'), event(2, 'exigencia', '2026-03-12')];
    let clocks = of(events, '2026-04-01');
    expect(clocks['qualificacao_registral:1']).toMatchObject({ state: 'met', met: '2026-03-12' });
    expect(clocks['conclusao_registro:1']).toMatchObject({ state: 'running', met: null });
    // Presented again after meeting the requirements: a clock of its own; the registration meets both.
    events.push(event(3, 'prenotacao', '2026-04-06'), event(4, 'registro', '2026-04-20'));
    clocks = of(events, '2026-05-10');
    expect(clocks['qualificacao_registral:3']).toMatchObject({ state: 'met', met: '2026-04-20' });
    expect(clocks['conclusao_registro:1']).toMatchObject({ state: 'met', met: '2026-04-20' });
    expect(clocks['conclusao_registro:3']).toMatchObject({ state: 'met', met: '2026-04-20' });
  });

  it('a registration first meets the 15 days and the 60 at once; without either, both fall overdue', () => {
    const registered = of([event(1, 'prenotacao', '2026-03-02'), event(2, 'registro', '2026-03-09')], '2026-06-01');
    expect(registered['qualificacao_registral:1']).toMatchObject({ state: 'met', met: '2026-03-09' });
    expect(registered['conclusao_registro:1']).toMatchObject({ state: 'met', met: '2026-03-09' });
    const silent = of([event(1, 'prenotacao', '2026-03-02')], '2026-06-01');
    expect(silent['qualificacao_registral:1'].state).toBe('overdue');
    expect(silent['conclusao_registro:1'].state).toBe('overdue');
  });
});
