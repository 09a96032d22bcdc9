import type { ClockCalendar } from '../procedure/calendar.ts';
import { dueDate, type Deadline } from '../procedure/clocks.ts';
import { clock } from '../procedure/deadlines.ts';
import { REURB_E, type LotReurbModality } from '../enums/project.ts';
import { formatDate } from '../validation/dates.ts';
import { lotInBlock } from '../text/named.ts';
import { LEGITIMACAO_POSSE } from '../legal/legitimacao.ts';

/** What the lot clocks need of a lot. */
export interface LotClockRow {
  lot_id: number;
  lot_name: string;
  block_name: string;
  registry_prenotacao_on: string | null;
  registry_exigencia_on: string | null;
  registry_registered_on: string | null;
  /** The day (Brasília) of the lot's first título emitted and not cancelled, if any. */
  title_emitted_on: string | null;
  /** The modality that applies to the lot (`lotModality`: the project's, or its own in a mista one); null when not said. */
  reurb_modality: LotReurbModality | null;
  /** The real right conferred on the lot's occupant (domain/enums/real-rights.ts); null when not decided. */
  real_right: string | null;
}

const earliest = (...days: (string | null)[]): string | null => days.filter((d): d is string => !!d).sort()[0] ?? null;

/**
 * The registry clocks of each lot, from its own registry facts (issue 16 part 5):
 * - 15 days for the office from the lot's prenotação to issue a nota de exigência or register
 *   (Decreto 9.310/2018 art. 42), met by whichever of the two came first;
 * - one year from the título's emission to present it to the office for the exemption of fees
 *   (art. 56), for a Reurb-S lot only: the exemption is of "os atos necessários ao registro da
 *   Reurb-S" (art. 53), so a Reurb-E lot has none to lose and no such clock. A lot whose
 *   modality is not said keeps it: an alert too many costs less than a lost exemption.
 *   Met by the lot's prenotação on or after that emission (the título presented),
 *   or by its registration (a registered right needs no more presenting). The emission counted
 *   is the lot's first título not cancelled: art. 56 counts from "a data de emissão do título",
 *   and a reissue (a corrected título supersedes the first) does not give the family a new
 *   year; counting from the first keeps the alert early, which protects the exemption;
 * - five years from the registration of a legitimação de posse to its conversion into property
 *   (Decreto 9.310/2018 art. 19: "decorrido o prazo de cinco anos, contado da data do seu
 *   registro, terá a conversão automática"), for a lot whose real right is the legitimação de
 *   posse and whose registration is recorded. Nobody must act: the conversion happens by itself
 *   (when art. 183 of the Constitution is met; otherwise on request, § 1º), so the clock is met on
 *   its own end, and the Município sees the day it can tell the family their posse became property.
 */
export function lotRegistryDeadlines(rows: readonly LotClockRow[], calendar: ClockCalendar, today: string): Deadline[] {
  const out: Deadline[] = [];
  for (const lot of rows) {
    const name = lotInBlock(lot.lot_name, lot.block_name, 'Lote');
    if (lot.registry_prenotacao_on) {
      out.push(
        clock(
          'qualificacao_registral',
          `lote-${lot.lot_id}`,
          lot.registry_prenotacao_on,
          earliest(lot.registry_exigencia_on, lot.registry_registered_on),
          `${name}: prenotado em ${formatDate(lot.registry_prenotacao_on)}`,
          calendar,
          today,
        ),
      );
    }
    if (lot.title_emitted_on && lot.reurb_modality !== REURB_E) {
      const presented =
        lot.registry_prenotacao_on && lot.registry_prenotacao_on >= lot.title_emitted_on
          ? lot.registry_prenotacao_on
          : null;
      out.push(
        clock(
          'isencao_registro',
          `lote-${lot.lot_id}`,
          lot.title_emitted_on,
          earliest(presented, lot.registry_registered_on),
          `${name}: título emitido em ${formatDate(lot.title_emitted_on)}`,
          calendar,
          today,
        ),
      );
    }
    if (lot.real_right === LEGITIMACAO_POSSE && lot.registry_registered_on) {
      const converts = dueDate('conversao_posse', lot.registry_registered_on, calendar);
      out.push(
        clock(
          'conversao_posse',
          `lote-${lot.lot_id}`,
          lot.registry_registered_on,
          today > converts ? converts : null,
          `${name}: legitimação de posse registrada em ${formatDate(lot.registry_registered_on)}`,
          calendar,
          today,
        ),
      );
    }
  }
  return out;
}
