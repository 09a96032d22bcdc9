import { MESSAGES } from '../validation/messages.ts';
import type { RegistryFacts } from './stages.ts';

/** The whole registry section of a lot as saved (the stored row with the body over it). */
export interface RegistryRecord extends RegistryFacts {
  registry_prenotacao_number?: string | null;
  registry_exigencia_text?: string | null;
  registry_matricula?: string | null;
  title_delivered_to?: string | null;
}

/**
 * The order of the registry facts (Decreto 9.310/2018 arts. 42 and 50): a nota de exigência
 * and a registration follow the prenotação, the nota with what it asks (art. 40, parágrafo
 * único); an answer follows its exigência; a registration opens the lot's matrícula (art. 50),
 * which the título prints from then on; the título is delivered after the registration, to
 * someone named. Field → message, empty when in order.
 */
export function registryProblems(lot: RegistryRecord): Record<string, string> {
  const out: Record<string, string> = {};
  const notBefore = (field: keyof RegistryFacts, day: string | null | undefined, early: string) => {
    const value = lot[field];
    if (value && day && value < day) out[field] = early;
  };
  const pre = lot.registry_prenotacao_on;
  if (lot.registry_exigencia_on && !pre) out.registry_exigencia_on = MESSAGES.registryNeedsPrenotacao;
  notBefore('registry_exigencia_on', pre, MESSAGES.registryBeforePrenotacao);
  // Art. 40, parágrafo único: the nota devolutiva "indicará os motivos da recusa e estipulará as exigências".
  if (lot.registry_exigencia_on && !lot.registry_exigencia_text?.trim())
    out.registry_exigencia_text = MESSAGES.registryNeedsExigenciaText;
  if (lot.registry_exigencia_answered_on && !lot.registry_exigencia_on)
    out.registry_exigencia_answered_on = MESSAGES.registryNeedsExigencia;
  notBefore('registry_exigencia_answered_on', lot.registry_exigencia_on, MESSAGES.registryBeforeExigencia);
  if (lot.registry_registered_on) {
    if (!pre) out.registry_registered_on = MESSAGES.registryNeedsPrenotacao;
    notBefore('registry_registered_on', pre, MESSAGES.registryBeforePrenotacao);
    if (lot.registry_exigencia_on && !lot.registry_exigencia_answered_on)
      out.registry_exigencia_answered_on = MESSAGES.registryOpenExigencia;
    if (!lot.registry_matricula) out.registry_matricula = MESSAGES.registryNeedsMatricula;
  }
  if (lot.title_delivered_on) {
    if (!lot.registry_registered_on) out.title_delivered_on = MESSAGES.registryNeedsRegistro;
    notBefore('title_delivered_on', lot.registry_registered_on, MESSAGES.registryBeforeRegistro);
    if (!lot.title_delivered_to) out.title_delivered_to = MESSAGES.registryNeedsReceiver;
  }
  return out;
}
