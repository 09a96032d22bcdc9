/** The fields of a review decision's lot-history line (server/removal/decide.ts), as the history shows them. */
export const REVIEW_HISTORY_FIELDS = { lgpd_decision: 'Decisão (LGPD)', lgpd_reason: 'Motivo' } as const;
