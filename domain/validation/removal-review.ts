import { z } from 'zod';

/**
 * A project admin's decision on an LGPD removal review (issue 12): erase, anonymise, or keep
 * the data under a legal duty (Lei 13.709/2018 art. 16, I), always with a reason.
 */
export const REVIEW_DECISION_VALUES = ['erase', 'anonymise', 'legal_hold'] as const;
export type ReviewDecisionValue = (typeof REVIEW_DECISION_VALUES)[number];

export const REVIEW_DECISION_LABELS: Record<ReviewDecisionValue, string> = {
  erase: 'Apagar os dados',
  anonymise: 'Anonimizar',
  legal_hold: 'Manter por obrigação legal (LGPD art. 16, I)',
};

export const REVIEW_REASON_MIN = 10;
export const REVIEW_REASON_MAX = 2000;

export const REVIEW_MESSAGES = {
  decision: 'Escolha a decisão: apagar, anonimizar ou manter por obrigação legal.',
  reasonRequired: 'Informe o motivo da decisão.',
  reasonShort: `Descreva o motivo com pelo menos ${REVIEW_REASON_MIN} caracteres.`,
  reasonLong: `O motivo pode ter no máximo ${REVIEW_REASON_MAX} caracteres.`,
} as const;

/** The reason as typed: the message of its problem, or undefined. */
export function checkReviewReason(reason: unknown): string | undefined {
  if (typeof reason !== 'string' || reason.trim() === '') return REVIEW_MESSAGES.reasonRequired;
  const length = reason.trim().length;
  if (length < REVIEW_REASON_MIN) return REVIEW_MESSAGES.reasonShort;
  if (length > REVIEW_REASON_MAX) return REVIEW_MESSAGES.reasonLong;
  return undefined;
}

/** POST /api/removal-reviews/{id}/decide */
export const reviewDecisionSchema = z.strictObject({
  decision: z.enum(REVIEW_DECISION_VALUES, { error: REVIEW_MESSAGES.decision }),
  reason: z
    .string({ error: REVIEW_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: REVIEW_MESSAGES.reasonRequired })
    .min(REVIEW_REASON_MIN, { error: REVIEW_MESSAGES.reasonShort })
    .max(REVIEW_REASON_MAX, { error: REVIEW_MESSAGES.reasonLong }),
});
export type ReviewDecisionBody = z.infer<typeof reviewDecisionSchema>;
