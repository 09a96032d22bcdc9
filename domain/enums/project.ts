import { labelled, type ValueOf } from './choice.ts';

/** The project class whose lots carry improvement data (the Benfeitorias tab, spec §3). */
export const MDR = 'MDR';

/**
 * The spec shows only MDR and a default written '{product}', i.e. the product's own class.
 * We store that default as 'REURB' (this product is REURB Gestão).
 */
export const DEFAULT_PROJECT_CLASS = 'REURB';

export const PROJECT_CLASSES = labelled([
  [DEFAULT_PROJECT_CLASS, DEFAULT_PROJECT_CLASS],
  [MDR, 'MDR (com benfeitorias)'],
]);
export type ProjectClass = ValueOf<typeof PROJECT_CLASSES>;

export const isMdr = (projectClass: unknown): boolean => projectClass === MDR;
