import type { historyAnswer, historyChange, historyLine } from '../../../domain/api/history.ts';
import type { Answer } from '../../../domain/api/wire.ts';
import type { HttpClient } from '../httpClient';
import { query } from './query';

/** One changed field of a history line: pt-BR label, values as shown (personal ones masked when the reader may not see them). */
export type HistoryChange = Answer<typeof historyChange>;

/** A line of `GET /lots/{id}/history` (issue 8): who changed what, when (domain/api/history.ts). */
export type HistoryLine = Answer<typeof historyLine>;
export type HistoryEntity = HistoryLine['entity'];
export type HistoryAction = HistoryLine['action'];

/** The dataProvider's typed calls for: Lot history and conflicts (issue 8). */
export interface HistoryMethods {
  /** `GET /lots/{id}/history?page&count` (project admins), newest first. */
  getLotHistory(lotId: number, page: number, count: number): Promise<Answer<typeof historyAnswer>>;
}

export function historyMethods(apiUrl: string, httpClient: HttpClient): HistoryMethods {
  return {
    async getLotHistory(lotId, page, count) {
      const { json } = await httpClient(`${apiUrl}/lots/${lotId}/history${query({ page, count })}`);
      return { data: json.data as HistoryLine[], total: json.total as number };
    },
  };
}
