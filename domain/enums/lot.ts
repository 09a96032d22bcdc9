import { labelled, type ValueOf } from './choice.ts';

/** Enumerations of the lot record besides its status and the people (docs/entities.md#entities). */

/** The uses with a non-residential purpose (Lei 13.465/2017 art. 23, §1º, III: domain/legal/). */
export const USO_NAO_RESIDENCIAL = 'NAO_RESIDENCIAL';
export const USO_MISTO = 'MISTO';
export const USOS_DO_LOTE = labelled([
  ['RESIDENCIAL', 'Residencial'],
  [USO_NAO_RESIDENCIAL, 'Não residencial'],
  [USO_MISTO, 'Misto'],
]);
export type UsoDoLote = ValueOf<typeof USOS_DO_LOTE>;

export const MARRIAGE_REGIMES = labelled([
  ['COMUNHAO_PARCIAL', 'Comunhão parcial de bens'],
  ['COMUNHAO_UNIVERSAL', 'Comunhão universal de bens'],
  ['SEPARACAO_TOTAL', 'Separação total de bens'],
]);
export type MarriageRegime = ValueOf<typeof MARRIAGE_REGIMES>;

/** Lots move from phase 1 to phase 2 of their project (docs/entities.md#entities, docs/states.md#states). */
export const PROJECT_PHASES = labelled([
  [1, 'Etapa 1'],
  [2, 'Etapa 2'],
]);
export type ProjectPhase = ValueOf<typeof PROJECT_PHASES>;
export const DEFAULT_PROJECT_PHASE: ProjectPhase = PROJECT_PHASES[0].id;

/**
 * Kinds of people on the residents tab. Only `other` is typed by hand and may be edited
 * (docs/screens.md#screens); the other kinds are the owner, the partner and the children shown as residents.
 */
export const EDITABLE_RESIDENT_TYPE = 'other';
export const RESIDENT_TYPES = labelled([
  ['owner', 'Titular'],
  ['spouse', 'Cônjuge'],
  ['companion', 'Companheiro(a)'],
  ['child', 'Filho(a)'],
  [EDITABLE_RESIDENT_TYPE, 'Outro morador'],
]);
export type ResidentType = ValueOf<typeof RESIDENT_TYPES>;
