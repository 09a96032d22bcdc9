import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { reviewLot, type LotReview } from '../../domain/completeness/review-lot.ts';
import { lotEntity } from '../../domain/entities/lot/index.ts';
import { getField } from '../../domain/fields/entity.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import { children, lotEvents, lots, projects, residents } from '../db/schema/index.ts';
import type { Db } from '../db/connection.ts';
import { notFound } from '../errors.ts';
import type { Tx } from './conn.ts';
import { legalReview } from '../legal/review.ts';
import type { LotValues } from '../legal/lookups.ts';
import type { RuleResult } from '../../domain/legal/types.ts';
import { otherDocumentIds } from './other-documents.ts';
import { statusEntry } from '../history/lot-entries.ts';
import { recordHistory } from '../history/record.ts';
import type { ReviewWarning } from '../../domain/api/lot-actions.ts';

export const REVIEW_DONE = 'A análise foi executada com sucesso!';
/** A CPF already used elsewhere needs a person to look at it (Lei 13.465/2017, art. 23, §1º, II). */
export const STATUS_WHEN_DUPLICATE_CPF = 'to_review';

const COMPLETION_KINDS = { social: 'social_completed', improvements: 'improvements_completed' } as const;

/** Where the screen shows a missing item: the lot's section, or the Filhos / Moradores tab. */
const sectionOf = (item: LotReview['missing'][number]): string =>
  item.resource === 'lots' ? (getField(lotEntity, item.field)?.section ?? 'identity') : item.resource;

/**
 * Records who completed each part, once: the first review that finds the part complete
 * credits the last person who edited the lot's data (else the reviewer).
 */
async function recordCompletions(
  tx: Tx,
  lot: { id: number; project_id: number; updated_by: number | null },
  review: LotReview,
  reviewer: number,
) {
  const done = await tx
    .select({ kind: lotEvents.kind })
    .from(lotEvents)
    .where(and(eq(lotEvents.lot_id, lot.id), inArray(lotEvents.kind, Object.values(COMPLETION_KINDS))));
  const recorded = new Set(done.map((d) => d.kind));
  const complete = [
    review.social && COMPLETION_KINDS.social,
    review.improvements === true && COMPLETION_KINDS.improvements,
  ];
  const kinds = complete.filter(
    (k): k is (typeof COMPLETION_KINDS)[keyof typeof COMPLETION_KINDS] => !!k && !recorded.has(k),
  );
  if (!kinds.length) return;
  await tx.insert(lotEvents).values(
    kinds.map((kind) => ({
      lot_id: lot.id,
      project_id: lot.project_id,
      kind,
      user_id: lot.updated_by ?? reviewer,
      detail: { reviewed_by: reviewer },
    })),
  );
}

export interface ReviewResult {
  status: string;
  social: boolean;
  improvements: boolean | null;
  missing: {
    field: string;
    label: string;
    section: string;
    part: string;
    resource: string;
    record_id: number | string | null;
  }[];
  warnings: ReviewWarning[];
  /** The legal rules (domain/legal/) that did not pass: blocked or warning. */
  legal: RuleResult[];
}

/**
 * POST /lots/{id}/trigger-review ("Executar Análise"): domain's review of the lot, its
 * children and residents, plus the legal rules of domain/legal/ (the CPF across every
 * project among them). Sets the status it proposes (to_review when a CPF is already used
 * elsewhere or already received legitimação) and records the events.
 */
export async function triggerReview(db: Db, user: CurrentUser, lotId: number): Promise<ReviewResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ lot: lots, project_class: projects.project_class })
      .from(lots)
      .innerJoin(projects, eq(projects.id, lots.project_id))
      .where(eq(lots.id, lotId))
      .for('update', { of: lots });
    if (!row) throw notFound();
    const { lot } = row;
    // One query at a time inside a transaction.
    const documents = await otherDocumentIds(tx, lotId);
    const kids = await tx.select().from(children).where(eq(children.lot_id, lotId)).orderBy(asc(children.id));
    const others = await tx.select().from(residents).where(eq(residents.lot_id, lotId)).orderBy(asc(residents.id));
    const values = {
      ...lot,
      other_documents_files_ids: documents.other_documents_files,
      mdr_other_documents_files_ids: documents.mdr_other_documents_files,
    };
    const review = reviewLot({ lot: values, projectClass: row.project_class, children: kids, residents: others });
    const { warnings, legal, toReview } = await legalReview(
      tx,
      user,
      values as unknown as LotValues,
      row.project_class,
    );
    const status = toReview ? STATUS_WHEN_DUPLICATE_CPF : review.status;

    if (status !== lot.status) {
      await tx
        .update(lots)
        .set({ status, updated_at: sql`now()` })
        .where(eq(lots.id, lotId));
      await tx.insert(lotEvents).values({
        lot_id: lotId,
        project_id: lot.project_id,
        kind: 'status_changed',
        from_status: lot.status,
        to_status: status,
        user_id: user.id,
        detail: { source: 'review' },
      });
      await recordHistory(tx, user, [statusEntry(lot, lot.status, status)]);
    }
    await recordCompletions(tx, lot, review, user.id);
    await tx.insert(lotEvents).values({
      lot_id: lotId,
      project_id: lot.project_id,
      kind: 'reviewed',
      user_id: user.id,
      detail: {
        status,
        missing: review.missing.map((m) => m.field),
        duplicate_cpfs: warnings.map((w) => w.field),
        legal: legal.map((r) => ({ id: r.id, state: r.state })),
      },
    });
    return {
      status,
      social: review.social,
      improvements: review.improvements,
      missing: review.missing.map((m) => ({
        field: m.field,
        label: m.label,
        section: sectionOf(m),
        part: m.part,
        resource: m.resource,
        record_id: m.recordId ?? null,
      })),
      warnings,
      legal,
    };
  });
}
