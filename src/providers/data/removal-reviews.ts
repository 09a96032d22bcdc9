import type {
  removalConfirmation,
  reviewDetail,
  reviewItem,
  summaryAnswer,
} from '../../../domain/api/removal-reviews.ts';
import type { Answer } from '../../../domain/api/wire.ts';
import type { HttpClient } from '../httpClient';
import { json, query } from './query';

/** A line of `GET /projects/{id}/removal-reviews` (issue 12): a record an LGPD removal matched (domain/api/removal-reviews.ts). */
export type RemovalReview = Answer<typeof reviewItem>;
export type ReviewTarget = RemovalReview['target'];
export type ReviewDecision = NonNullable<RemovalReview['decision']>;

/** `GET /removal-reviews/{id}`: the review and what a decision would affect. */
export type RemovalReviewDetail = Answer<typeof reviewDetail>;

/** `GET /removal-reviews/summary`: the dashboard's card. */
export type RemovalReviewSummary = Answer<typeof summaryAnswer>;

/** `POST /data-removal-confirm`'s answer: what was erased now, what is under review. */
export type RemovalConfirmation = Answer<typeof removalConfirmation>;

/** The dataProvider's typed calls for: LGPD removal reviews (issue 12). */
export interface RemovalReviewMethods {
  getRemovalReviews(projectId: number, params: { page: number; count: number; status?: 'pending' | 'decided' }): Promise<{ data: RemovalReview[]; total: number }>;
  getRemovalReview(id: number): Promise<RemovalReviewDetail>;
  decideRemovalReview(id: number, body: { decision: ReviewDecision; reason: string }): Promise<RemovalReviewDetail>;
  getRemovalReviewSummary(): Promise<RemovalReviewSummary>;
}

export function removalReviewMethods(apiUrl: string, httpClient: HttpClient): RemovalReviewMethods {
  return {
    async getRemovalReviews(projectId, params) {
      const { json: answer } = await httpClient(`${apiUrl}/projects/${projectId}/removal-reviews${query(params)}`);
      return { data: answer.data as RemovalReview[], total: answer.total as number };
    },
    async getRemovalReview(id) {
      return (await httpClient(`${apiUrl}/removal-reviews/${id}`)).json as RemovalReviewDetail;
    },
    async decideRemovalReview(id, body) {
      return (await httpClient(`${apiUrl}/removal-reviews/${id}/decide`, { method: 'POST', body: json(body) })).json as RemovalReviewDetail;
    },
    async getRemovalReviewSummary() {
      return (await httpClient(`${apiUrl}/removal-reviews/summary`)).json as RemovalReviewSummary;
    },
  };
}
