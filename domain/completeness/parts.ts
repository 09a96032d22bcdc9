import { labelled } from '../enums/choice.ts';
import type { CompletenessPart } from '../fields/types.ts';

/** The social registration and the improvements: completed (and recorded) separately. */
export const SOCIAL: CompletenessPart = 'social';
export const IMPROVEMENTS: CompletenessPart = 'improvements';

export const COMPLETENESS_PARTS = labelled([
  [SOCIAL, 'Cadastro social'],
  [IMPROVEMENTS, 'Benfeitorias'],
]);
