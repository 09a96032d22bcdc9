import { clockState, CLOCK_RULES, dueDate, type ClockKind, type Deadline } from './clocks.ts';
import type { ClockCalendar } from './calendar.ts';
import { formatDate } from '../validation/dates.ts';

/** What the clocks need of a stage event. */
export interface ClockEvent {
  id: number;
  stage: string;
  date: string;
  requester: string | null;
}

/** One computed clock (also the lots' registry clocks, domain/registry/deadlines.ts). */
export function clock(
  kind: ClockKind,
  source: string,
  startsOn: string,
  metOn: string | null,
  subject: string,
  calendar: ClockCalendar,
  today: string,
): Deadline {
  const due = dueDate(kind, startsOn, calendar);
  return {
    id: `${kind}:${source}`,
    kind,
    article: CLOCK_RULES[kind].article,
    starts_on: startsOn,
    due_on: due,
    state: clockState(due, metOn, today),
    met_on: metOn,
    subject,
  };
}

/** The first event of `stage` recorded after the event `after` (by the order of recording). */
const firstAfter = (events: readonly ClockEvent[], after: ClockEvent, ...stages: string[]) =>
  events.find((e) => e.id > after.id && stages.includes(e.stage)) ?? null;

/**
 * The clocks of one project's stage events (issue 16 part 3), pure over the rows:
 * - 180 days to classify from each requerimento (Lei 13.465/2017 art. 30 §2; Decreto
 *   9.310/2018 art. 23 §2), met by the classification recorded after it, whether a decision
 *   or the automatic fixation of art. 30 §3, or by the reasoned refusal § 2º allows instead;
 * - 15 days for the registry office from each prenotação of the CRF to "emitir a nota de
 *   exigência ou praticar os atos tendentes ao registro" (Decreto art. 42), met by the nota de
 *   exigência or the registration recorded after it, whichever came first, as the lots' clock
 *   counts it (domain/registry/deadlines.ts);
 * - 60 days from each prenotação to conclude the registration (art. 42, § 8º), met by the
 *   registration recorded after it. The office may extend it once by as much, with a reasoned
 *   justification: the clock warns at the first term, when the Município should have that
 *   justification in hand, which protects the families waiting for their titles.
 * A later requerimento or prenotação (a new request after a refusal, a CRF presented again)
 * starts a clock of its own; the older one stays in the list as it ended.
 */
export function stageDeadlines(events: readonly ClockEvent[], calendar: ClockCalendar, today: string): Deadline[] {
  const out: Deadline[] = [];
  for (const event of events) {
    if (event.stage === 'requerimento') {
      const met = firstAfter(events, event, 'classificacao', 'indeferimento');
      const who = event.requester ? ` (${event.requester})` : '';
      out.push(
        clock(
          'classificacao',
          `evento-${event.id}`,
          event.date,
          met?.date ?? null,
          `Requerimento de ${formatDate(event.date)}${who}`,
          calendar,
          today,
        ),
      );
    }
    if (event.stage === 'prenotacao') {
      const registered = firstAfter(events, event, 'registro');
      const answered = [firstAfter(events, event, 'exigencia'), registered]
        .filter((e) => e !== null)
        .sort((a, b) => a.id - b.id)[0];
      const subject = `CRF prenotada em ${formatDate(event.date)}`;
      const source = `evento-${event.id}`;
      out.push(clock('qualificacao_registral', source, event.date, answered?.date ?? null, subject, calendar, today));
      out.push(clock('conclusao_registro', source, event.date, registered?.date ?? null, subject, calendar, today));
    }
  }
  return out;
}
