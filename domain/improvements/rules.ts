import { SEM_BANHEIRO } from '../enums/improvements.ts';
import { MESSAGES } from '../validation/messages.ts';

/** The improvements' answers that must agree with one another, as a lot will be saved. */
export interface ImprovementRecord {
  mdr_n_banheiros?: number | null;
  mdr_esgotamento_sanitario?: readonly string[] | null;
}

/** The keys whose change asks for `improvementProblems` (a save of other fields never does). */
export const IMPROVEMENT_RULE_KEYS: readonly (keyof ImprovementRecord)[] = [
  'mdr_n_banheiros',
  'mdr_esgotamento_sanitario',
];

/**
 * Answers of the benfeitorias that contradict each other across fields (those within one field
 * are the field's `alone` and `opposites`): a house whose sewage is "sem banheiro ou sanitário"
 * has no bathroom. Field → message, empty when they agree.
 */
export function improvementProblems(lot: ImprovementRecord): Record<string, string> {
  const bathrooms = lot.mdr_n_banheiros;
  if (lot.mdr_esgotamento_sanitario?.includes(SEM_BANHEIRO) && typeof bathrooms === 'number' && bathrooms > 0)
    return { mdr_n_banheiros: MESSAGES.bathroomsWithoutSanitation };
  return {};
}
