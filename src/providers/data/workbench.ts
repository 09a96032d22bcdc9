import type {
  LotView,
  LotViewBody,
  WorkbenchAnswer,
  WorkbenchBulkAnswer,
  WorkbenchBulkBody,
  WorkbenchColumn,
  WorkbenchFilters,
} from '../../../domain/api/lot-workbench.ts';
import type { HttpClient } from '../httpClient';
import { json, query } from './query';
import { dispositionName, type DownloadedFile } from './reports';

export type { LotView, LotViewBody, WorkbenchBulkAnswer, WorkbenchBulkBody, WorkbenchColumn, WorkbenchFilters };

/** The workbench's sort and page as the list holds them. */
export interface WorkbenchSortParams {
  sort?: string;
  order?: 'asc' | 'desc';
}

/** The dataProvider's typed calls for: the lots workbench at /lots (issue 18). */
export interface WorkbenchMethods {
  /** `GET /lot-views`: own views and those shared with the user's projects. */
  getLotViews(): Promise<LotView[]>;
  /** `POST /lot-views`, or `PATCH /lot-views/{id}` with an id. */
  saveLotView(view: Partial<LotViewBody> & Pick<LotViewBody, 'name' | 'columns'>, id?: number): Promise<LotView>;
  /** `DELETE /lot-views/{id}` (its owner only). */
  deleteLotView(id: number): Promise<unknown>;
  /** `POST /lots/workbench/bulk`: one action on many lots, answered lot by lot. */
  bulkLots(body: WorkbenchBulkBody): Promise<WorkbenchBulkAnswer>;
  /** `GET /lots/workbench.xlsx`: the current view as a spreadsheet. */
  downloadLotWorkbench(
    filters: WorkbenchFilters,
    sort: WorkbenchSortParams,
    columns: readonly WorkbenchColumn[],
  ): Promise<DownloadedFile>;
}

/** The export may take a while on a big municipality (50 000 lots at most). */
const EXPORT_TIMEOUT_MS = 300_000;


export function workbenchMethods(apiUrl: string, httpClient: HttpClient): WorkbenchMethods {
  return {
    async getLotViews() {
      return ((await httpClient(`${apiUrl}/lot-views`)).json as { data: LotView[] }).data;
    },
    async saveLotView(view, id) {
      const url = id === undefined ? `${apiUrl}/lot-views` : `${apiUrl}/lot-views/${id}`;
      return (await httpClient(url, { method: id === undefined ? 'POST' : 'PATCH', body: json(view) })).json as LotView;
    },
    async deleteLotView(id) {
      return (await httpClient(`${apiUrl}/lot-views/${id}`, { method: 'DELETE' })).json;
    },
    async bulkLots(body) {
      return (await httpClient(`${apiUrl}/lots/workbench/bulk`, { method: 'POST', body: json(body) }))
        .json as WorkbenchBulkAnswer;
    },
    async downloadLotWorkbench(filters, sort, columns) {
      const url = `${apiUrl}/lots/workbench.xlsx${query({ ...filters, ...sort, columns })}`;
      const { blob, headers } = await httpClient.blob(url, { signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS) });
      return { blob, fileName: dispositionName(headers.get('content-disposition')) };
    },
  };
}

/** The list's answer, for the mock API and tests. */
export type { WorkbenchAnswer };
