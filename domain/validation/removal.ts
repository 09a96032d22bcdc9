import { MESSAGES } from './messages.ts';

/** The word that confirms removal of one's data (spec §5). */
export const REMOVAL_CONFIRMATION_WORD = 'Confirmar';

export const checkConfirmationWord = (typed: unknown): string | undefined =>
  typed === REMOVAL_CONFIRMATION_WORD ? undefined : MESSAGES.confirmationWord;

/**
 * The phase-update box: lot ids one per line. Returns the ids, or the spec's message when
 * no line has one. Non-numeric lines are returned in `invalid` for the caller to report.
 */
export const parseLotIdLines = (text: string): { ids: number[]; invalid: string[]; error?: string } => {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (lines.length === 0) return { ids: [], invalid: [], error: MESSAGES.lotIdsRequired };
  const ids = [...new Set(lines.filter((l) => /^\d+$/.test(l)).map(Number))];
  return { ids, invalid: lines.filter((l) => !/^\d+$/.test(l)) };
};
