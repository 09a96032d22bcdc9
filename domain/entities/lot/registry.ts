import { REAL_RIGHTS } from '../../enums/real-rights.ts';
import { choice, inSection, text } from '../../fields/builders.ts';

/**
 * Lot, "Direito real e registro": what the Reurb confers on the occupant and what the registry
 * office answered. The real right is listed per occupant in the CRF (Decreto 9.310/2018 art. 38,
 * VI) and named in the título; the matrícula is the one the registry opens for each regularised
 * unit once the CRF is registered (art. 50) and is printed on the título from then on, never the
 * internal id. The protocol is the lot's public number (the public status lookup), set by the
 * server. The registry's own steps (prenotação, exigência, registro, entrega) live beside these.
 */
export const LOT_REGISTRY = inSection('registry', [
  choice('real_right', 'Direito real conferido', REAL_RIGHTS),
  text('registry_matricula', 'Matrícula nº (aberta pelo cartório)', { max: 50 }),
  text('registry_cnm', 'CNM (Código Nacional de Matrícula)', { max: 30 }),
  text('protocol', 'Protocolo de acompanhamento', { readOnly: true, views: ['show'] }),
]);
