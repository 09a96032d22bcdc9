import { eq } from 'drizzle-orm';
import type { ReviewDecisionBody } from '../../domain/validation/removal-review.ts';
import { REVIEW_DECISION_LABELS } from '../../domain/validation/removal-review.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { removalReviews, type AnonymisedPart, type ReviewTarget, type StoredChange } from '../db/schema/index.ts';
import { conflict, notFound } from '../errors.ts';
import { recordHistory } from '../history/record.ts';
import { anonymiseRecord } from './anonymise.ts';
import { erasePerson, recordAnonymisations } from './erase.ts';

export const REVIEW_ANSWERS = {
  decided: 'Este pedido de remoção já foi decidido.',
} as const;

/** The records of one review, as erasePerson takes them (no legal hold: the admin decided). */
function recordsOf(target: ReviewTarget, lotId: number, targetId: number | null) {
  return {
    accountId: null,
    ownerLots: target === 'owner' ? [lotId] : [],
    spouseLots: target === 'spouse' ? [lotId] : [],
    children: target === 'child' ? [targetId!] : [],
    residents: target === 'resident' ? [targetId!] : [],
    heldLots: [],
  };
}

/**
 * Applies a project admin's decision, in one transaction: erase (the existing removal code:
 * the owner's or spouse's columns and documents, or the child's or resident's row), anonymise
 * (server/removal/anonymise.ts), or legal hold (the data stays). Each is written to the lot's
 * history with the decision and its reason, and the review is closed. Answers the storage keys
 * of the deleted documents, removed by the caller once this has committed.
 */
export async function decideReview(
  db: Db,
  user: CurrentUser,
  id: number,
  body: ReviewDecisionBody,
): Promise<{ keys: string[] }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [review] = await tx.select().from(removalReviews).where(eq(removalReviews.id, id)).for('update');
    if (!review) throw notFound();
    if (review.decision) throw conflict(REVIEW_ANSWERS.decided);
    const target = review.target as ReviewTarget;
    let keys: string[] = [];
    let part: AnonymisedPart | null = null;
    if (review.lot_id != null && body.decision === 'erase') {
      const erasure = await erasePerson(tx, recordsOf(target, review.lot_id, review.target_id));
      keys = erasure.keys;
      part = erasure.parts.get(review.lot_id)?.[0] ?? null;
    } else if (review.lot_id != null && body.decision === 'anonymise') {
      ({ keys, part } = await anonymiseRecord(tx, target, review.lot_id, review.target_id));
    }
    if (part && review.lot_id != null)
      await recordAnonymisations(tx, new Map([[review.lot_id, [part]]]), review.event_id ?? null);
    if (review.lot_id != null) {
      const changes: StoredChange[] = [
        { field: 'lgpd_decision', from: null, to: REVIEW_DECISION_LABELS[body.decision] },
        { field: 'lgpd_reason', from: null, to: body.reason },
      ];
      await recordHistory(tx, user, [
        {
          lotId: review.lot_id,
          projectId: review.project_id,
          entity: target === 'owner' || target === 'spouse' ? 'lot' : target,
          entityId: review.target_id,
          entityLabel: null,
          action: 'lgpd_review',
          changes,
        },
      ]);
    }
    await tx
      .update(removalReviews)
      .set({
        decision: body.decision,
        reason: body.reason,
        decided_by: user.id,
        decided_by_name: user.name || user.email,
        decided_at: new Date(),
      })
      .where(eq(removalReviews.id, id));
    return { keys };
  });
}
