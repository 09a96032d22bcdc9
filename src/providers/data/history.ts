import type { HttpClient } from '../httpClient';
import { query } from './query';

/** One changed field of a history line: pt-BR label, values as shown (personal ones masked when the reader may not see them). */
export interface HistoryChange {
  field: string;
  label: string;
  from: string | null;
  to: string | null;
}

export type HistoryEntity = 'lot' | 'child' | 'resident' | 'document' | 'status';
export type HistoryAction = 'created' | 'updated' | 'deleted' | 'status' | 'file_added' | 'file_removed' | 'lgpd_review';

/** A line of `GET /lots/{id}/history` (issue 8): who changed what, when. */
export interface HistoryLine {
  id: number;
  at: string;
  user_id: number | null;
  user_name: string | null;
  entity: HistoryEntity;
  entity_id: number | null;
  entity_label: string | null;
  action: HistoryAction;
  changes: HistoryChange[];
}

/** The dataProvider's typed calls for: Lot history and conflicts (issue 8). */
export interface HistoryMethods {
  /** `GET /lots/{id}/history?page&count` (project admins), newest first. */
  getLotHistory(lotId: number, page: number, count: number): Promise<{ data: HistoryLine[]; total: number }>;
}

export function historyMethods(apiUrl: string, httpClient: HttpClient): HistoryMethods {
  return {
    async getLotHistory(lotId, page, count) {
      const { json } = await httpClient(`${apiUrl}/lots/${lotId}/history${query({ page, count })}`);
      return { data: json.data as HistoryLine[], total: json.total as number };
    },
  };
}
