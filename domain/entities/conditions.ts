import { MARRIED, STABLE_UNION_MARK } from '../enums/civil-status.ts';
import { USO_MISTO, USO_NAO_RESIDENCIAL } from '../enums/lot.ts';
import { MDR, REURB_E, REURB_MISTA } from '../enums/project.ts';
import { COMPRA_VENDA } from '../enums/real-rights.ts';
import type { Condition } from '../fields/condition.ts';

/** The visibility conditions of docs/screens.md#screens and docs/validation.md#validation, shared by the entities. */

/** The Cônjuge tab: civil_status exactly MARRIED. */
export const WHEN_MARRIED: Condition = { field: 'civil_status', equals: MARRIED };

/** The Companheiro(a) tab: civil_status contains 'estável', any case. */
export const WHEN_STABLE_UNION: Condition = { field: 'civil_status', contains: STABLE_UNION_MARK };

/** Either: the partner's identity fields serve both tabs. */
export const WHEN_PARTNER: Condition = { anyOf: [WHEN_MARRIED, WHEN_STABLE_UNION] };

/** Uses with a non-residential purpose (the public-interest act of Lei 13.465/2017 art. 23, §1º, III). */
export const WHEN_NOT_ONLY_RESIDENTIAL: Condition = {
  anyOf: [
    { field: 'uso_do_lote', equals: USO_NAO_RESIDENCIAL },
    { field: 'uso_do_lote', equals: USO_MISTO },
  ],
};

/** The contract and its proof of payment: the título hábil of a unit bought (Decreto 9.310/2018 art. 50, parágrafo único). */
export const WHEN_BOUGHT: Condition = { field: 'real_right', equals: COMPRA_VENDA };

/** The Benfeitorias tab. */
export const WHEN_MDR: Condition = { projectClass: MDR };

/** A lot's own modality: only a Reurb mista project classifies its units one by one (Decreto 9.310/2018 art. 5º, § 7º). */
export const WHEN_MISTA: Condition = { projectModality: REURB_MISTA };

/** A Reurb-E unit: the project's modality, or the lot's own in a Reurb mista (Decreto 9.310/2018 art. 5º, § 7º). */
export const WHEN_REURB_E: Condition = {
  anyOf: [{ projectModality: REURB_E }, { allOf: [WHEN_MISTA, { field: 'reurb_modality', equals: REURB_E }] }],
};

/** Tabs that need a saved record (Filhos, Moradores). */
export const WHEN_EXISTING: Condition = { isNew: false };

/** e.g. deficiencia_desc only when deficiencia is true. */
export const whenTrue = (field: string): Condition => ({ field, equals: true });

export const whenFilled = (field: string): Condition => ({ field, filled: true });
