import type { HttpClient } from '../httpClient';
import { json, query } from './query';

export type ReviewTarget = 'owner' | 'spouse' | 'child' | 'resident';
export type ReviewDecision = 'erase' | 'anonymise' | 'legal_hold';

/** A line of `GET /projects/{id}/removal-reviews` (issue 12): a record an LGPD removal matched. */
export interface RemovalReview {
  id: number;
  project_id: number;
  lot_id: number | null;
  lot_name: string | null;
  block_name: string | null;
  target: ReviewTarget;
  matched_by: Array<'email' | 'cpf'>;
  created_at: string;
  due_at: string;
  overdue: boolean;
  status: 'pending' | 'decided';
  decision: ReviewDecision | null;
  reason: string | null;
  decided_by_name: string | null;
  decided_at: string | null;
}

/** `GET /removal-reviews/{id}`: the review and what a decision would affect. */
export interface RemovalReviewDetail extends RemovalReview {
  project_name: string;
  affected: { present: boolean; person_name: string | null; documents: number; emitted: boolean };
}

/** `GET /removal-reviews/summary`: the dashboard's card. */
export interface RemovalReviewSummary {
  pending: number;
  overdue: number;
  projects: Array<{ project_id: number; project_name: string; pending: number; overdue: number; next_due_at: string }>;
  items: Array<RemovalReview & { project_name: string }>;
}

/** `POST /data-removal-confirm`'s answer: what was erased now, what is under review. */
export interface RemovalConfirmation {
  message: string;
  details: string[];
  under_review: boolean;
  review_due_at: string | null;
}

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
