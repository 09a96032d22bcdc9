import type { HttpClient } from '../httpClient';

/** The dataProvider's typed calls for: Lot history and conflicts (issue 8). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface HistoryMethods {}

export function historyMethods(_apiUrl: string, _httpClient: HttpClient): HistoryMethods {
  return {};
}
