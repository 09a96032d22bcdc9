import { labelled, type ValueOf } from './choice.ts';

/** The project class whose lots carry improvement data (the Benfeitorias tab, docs/entities.md#entities). */
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
 * pays for the works (art. 33), is printed on the CRF (Decreto 9.310/2018 art. 38, III) and
 * decides whether the conditions of legitimação in Reurb-S apply (art. 23, §1º; Decreto
 * 9.310/2018 art. 16, §1º). A project may be 'mista' (Decreto 9.310/2018 art. 5º, §7º: the
 * classification may be made by parts or per unit): each lot then carries its own modality.
 */
export const REURB_S = 'S';
export const REURB_E = 'E';
export const REURB_MISTA = 'mista';
export const LOT_REURB_MODALITIES = labelled([
  [REURB_S, 'Reurb-S (Regularização Fundiária Urbana de Interesse Social)'],
  [REURB_E, 'Reurb-E (Regularização Fundiária Urbana de Interesse Específico)'],
]);
export type LotReurbModality = ValueOf<typeof LOT_REURB_MODALITIES>;
export const REURB_MODALITIES = labelled([
  ...LOT_REURB_MODALITIES.map((c) => [c.id, c.name] as const),
  [REURB_MISTA, 'Reurb mista (modalidade definida em cada lote)'],
]);
export type ReurbModality = ValueOf<typeof REURB_MODALITIES>;

/** The modality that applies to one lot: the project's, or the lot's own in a 'mista' project (null: not said). */
export const lotModality = (projectModality: unknown, lotModalityValue: unknown): LotReurbModality | null => {
  if (projectModality === REURB_S || projectModality === REURB_E) return projectModality;
  if (projectModality === REURB_MISTA && (lotModalityValue === REURB_S || lotModalityValue === REURB_E))
    return lotModalityValue;
  return null;
};

/**
 * Whether a lot's Reurb is read as social: Reurb-S, or not said (a lot of a mista project without
 * its own), the stricter reading until someone says otherwise (Decreto 9.310/2018 art. 16, §1º:
 * the conditions of art. 23, §1º "apenas na Reurb-S").
 */
export const readAsReurbS = (projectModality: unknown, lotModalityValue: unknown): boolean =>
  (lotModality(projectModality, lotModalityValue) ?? REURB_S) === REURB_S;
