import { labelled, type ValueOf } from './choice.ts';

/** The statuses the review decides between; named because rules refer to them. */
export const LOT_STATUS_INCOMPLETE = 'incomplete';
export const LOT_STATUS_COMPLETE = 'complete';

/** Lot status (docs/entities.md#entities, docs/states.md#states): set freely by an admin, proposed by the review. */
export const LOT_STATUSES = labelled([
  ['empty', 'Vazio'],
  [LOT_STATUS_INCOMPLETE, 'Incompleto'],
  [LOT_STATUS_COMPLETE, 'Completo'],
  ['to_review', 'Para Revisão'],
]);
export type LotStatus = ValueOf<typeof LOT_STATUSES>;

/** A new lot, and the dropdown's fallback after a failed change (docs/states.md#states, docs/limits.md#limits). */
export const DEFAULT_LOT_STATUS: LotStatus = LOT_STATUS_INCOMPLETE;
