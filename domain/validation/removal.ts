import { MESSAGES } from './messages.ts';

/** The word that confirms removal of one's data (docs/validation.md#validation). */
export const REMOVAL_CONFIRMATION_WORD = 'Confirmar';

export const checkConfirmationWord = (typed: unknown): string | undefined =>
  typed === REMOVAL_CONFIRMATION_WORD ? undefined : MESSAGES.confirmationWord;

/**
 * The phase-update box: lot ids one per line (commas, semicolons and spaces also separate
 * them, as people paste "12, 13"). Returns the ids, or the spec's message when there is none;
 * every other entry is returned in `invalid` for the caller to name (issue #18).
 */
export const parseLotIdLines = (text: string): { ids: number[]; invalid: string[]; error?: string } => {
  const entries = text.split(/[\s,;]+/).filter((l) => l !== '');
  if (entries.length === 0) return { ids: [], invalid: [], error: MESSAGES.lotIdsRequired };
  const ids = [...new Set(entries.filter((l) => /^\d+$/.test(l)).map(Number))];
  return { ids, invalid: [...new Set(entries.filter((l) => !/^\d+$/.test(l)))] };
};
