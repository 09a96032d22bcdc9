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
  it('declares the nine stages of the issue in legal order, each with its article', () => {
    expect(PROCEDURE_STAGES).toEqual([
      'requerimento',
      'instauracao',
      'classificacao',
      'notificacao',
      'projeto',
      'aprovacao',
      'crf',
      'prenotacao',
      'registro',
    ]);
    expect(STAGE_DEFINITIONS.map((s) => s.key)).toEqual([...PROCEDURE_STAGES]);
    for (const s of STAGE_DEFINITIONS) expect(s.article).toMatch(/art/);
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
});
