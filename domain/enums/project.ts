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

/**
 * The Reurb modality (Lei 13.465/2017 art. 13): of social interest (Reurb-S, núcleos occupied
 * mainly by low-income people) or of specific interest (Reurb-E, the rest). It decides who
 * pays for the works (art. 33) and is printed on the CRF (Decreto 9.310/2018 art. 38).
 */
export const REURB_S = 'REURB-S';
export const REURB_MODALITIES = labelled([
  [REURB_S, 'Reurb-S (Regularização Fundiária Urbana de Interesse Social)'],
  ['REURB-E', 'Reurb-E (Regularização Fundiária Urbana de Interesse Específico)'],
]);
export type ReurbModality = ValueOf<typeof REURB_MODALITIES>;
