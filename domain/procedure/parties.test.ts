import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.ts';
import { dueDate } from './clocks.ts';
import {
  EDITAL_COUNT_DELAY_DAYS,
  impugnationStartsOn,
  partyProgressBody,
  partyWindows,
  type PartyFacts,
} from './parties.ts';

const party = (notice_method: 'ar' | 'edital', notified_on: string): PartyFacts => ({
  notice_method,
  notified_on,
  impugnation_on: null,
  tacit_agreement_on: null,
  decision: null,
  decision_notified_on: null,
  appeal_on: null,
  appeal_window_closed_on: null,
});

describe('the 30 days to impugn (Decreto 9.310/2018 art. 24 §§ 1º, 4º e 5º, and art. 85, parágrafo único)', () => {
  it('count from the AR’s receipt', () => {
    const ar = party('ar', '2026-03-02');
    expect(impugnationStartsOn(ar)).toBe('2026-03-02');
    expect(partyWindows(ar, {}, '2026-03-05').impugnation_due_on).toBe(dueDate('impugnacao', '2026-03-02'));
  });

  it('by edital, count from ten days after its last publication', () => {
    const edital = party('edital', '2026-03-02');
    expect(EDITAL_COUNT_DELAY_DAYS).toBe(10);
    expect(impugnationStartsOn(edital)).toBe('2026-03-12');
    const due = partyWindows(edital, {}, '2026-03-05').impugnation_due_on!;
    expect(due).toBe(dueDate('impugnacao', '2026-03-12'));
    // On the day the AR's 30 days would have ended, the edital's are still running.
    expect(partyWindows(edital, {}, addDays(dueDate('impugnacao', '2026-03-02'), 1)).impugnation_state).not.toBe(
      'overdue',
    );
  });

  it('have no start before the notice', () => {
    expect(impugnationStartsOn({ notice_method: 'edital', notified_on: null })).toBeNull();
    expect(partyWindows({ ...party('edital', '2026-03-02'), notified_on: null }, {}, '2026-03-05')).toMatchObject({
      impugnation_due_on: null,
      impugnation_state: null,
    });
  });
});

describe('the hypotheses of an unfounded impugnação (art. 24, § 12) as a progress step sends them', () => {
  const grounds = (value: unknown) => partyProgressBody.parse({ decision_grounds: value }).decision_grounds;
  it('keeps what is recorded when absent, clears it with null or none, and keeps each hypothesis once', () => {
    expect(partyProgressBody.parse({}).decision_grounds).toBeUndefined();
    expect(grounds(null)).toBeNull();
    expect(grounds([])).toBeNull();
    expect(grounds(['sem-motivacao', 'sem-localizacao', 'sem-motivacao'])).toEqual([
      'sem-motivacao',
      'sem-localizacao',
    ]);
  });
  it('refuses a hypothesis § 12 does not have', () => {
    const parsed = partyProgressBody.safeParse({ decision_grounds: ['inconveniente'] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe('Fundamento da rejeição inválido');
  });
});
