import type { FeatureCollection, Polygon } from 'geojson';
import type { ClientConfig } from '../clientConfig';
import type { HttpClient } from '../httpClient';
import { dispositionName, type DownloadedFile } from './reports';

/** A lot's attributes on the map (GET /projects/{id}/lots.geojson, domain/geo/features.ts). */
export interface MapLotProperties {
  lot_id: number;
  lote: string;
  block_id: number | null;
  quadra: string | null;
  inscricao_imobiliaria: string | null;
  status: string | null;
  area_declared: number | null;
  area_computed: number;
  perimeter_m: number;
  holder?: string | null;
}
export type MapLots = FeatureCollection<Polygon, MapLotProperties>;

/** One geometry finding (domain/geo/checks.ts). */
export interface GeometryCheck {
  lot_id: number;
  rule: string;
  message: string;
  other_lot_id?: number;
  overlap_m2?: number;
  lot_name?: string;
  block_id?: number | null;
  block_name?: string | null;
}

export interface LotSide {
  from: string;
  to: string;
  length_m: number;
  azimuth_deg: number;
  azimuth_dms: string;
  bearing: string;
}

/** `GET /lots/{id}/geometry`. */
export interface LotGeometry {
  lot_id: number;
  project_id: number;
  utm_zone: string | null;
  area_declared: number | null;
  area_computed: number | null;
  perimeter_m: number | null;
  sides: LotSide[] | null;
  checks: GeometryCheck[];
}

/** The import's report (dry run or applied). */
export interface GeometryImportReport {
  dry_run: boolean;
  applied: boolean;
  match_by: string;
  match_field: 'name' | 'inscricao_imobiliaria';
  attributes: string[];
  features: number;
  matched: Array<{
    feature: number;
    key: string;
    lot_id: number;
    lot_name: string;
    vertices: number;
    dropped: number;
    notes: string[];
    checks: GeometryCheck[];
  }>;
  unmatched: Array<{ feature: number; key: string; reason: string }>;
  conflicting: Array<{ feature: number; key: string; lot_id: number | null; reason: string }>;
  failing_lots: number;
}

export type GeometryExport = 'geojson' | 'kml' | 'dxf';

/** The dataProvider's typed calls for the map of the núcleo (issue 17). */
export interface GeometryMethods {
  getMapLots(projectId: number, options?: { blockId?: number }): Promise<MapLots>;
  getGeometryChecks(projectId: number): Promise<{ data: GeometryCheck[] }>;
  getLotGeometry(lotId: number): Promise<LotGeometry>;
  importGeometry(
    projectId: number,
    file: File,
    options: { matchBy: string; matchField?: 'name' | 'inscricao_imobiliaria'; dryRun: boolean },
  ): Promise<GeometryImportReport>;
  downloadLots(projectId: number, format: GeometryExport, blockId?: number): Promise<DownloadedFile>;
  /** The base tiles the server configured (MAP_TILES_URL), or null. */
  getMapTiles(): Promise<{ url: string; attribution: string } | null>;
}

export function geometryMethods(apiUrl: string, httpClient: HttpClient): GeometryMethods {
  const block = (blockId?: number) => (blockId ? `block_id=${blockId}` : '');
  return {
    async getMapLots(projectId, options = {}) {
      const query = ['with_holder=true', block(options.blockId)].filter(Boolean).join('&');
      return (await httpClient(`${apiUrl}/projects/${projectId}/lots.geojson?${query}`)).json as MapLots;
    },
    async getGeometryChecks(projectId) {
      return (await httpClient(`${apiUrl}/projects/${projectId}/geometry-checks`)).json as { data: GeometryCheck[] };
    },
    async getLotGeometry(lotId) {
      return (await httpClient(`${apiUrl}/lots/${lotId}/geometry`)).json as LotGeometry;
    },
    async importGeometry(projectId, file, { matchBy, matchField = 'name', dryRun }) {
      const body = new FormData();
      body.append('match_by', matchBy);
      body.append('match_field', matchField);
      body.append('file', file, file.name);
      const url = `${apiUrl}/projects/${projectId}/geometry-import?dry_run=${dryRun}`;
      return (await httpClient(url, { method: 'POST', body })).json as GeometryImportReport;
    },
    async downloadLots(projectId, format, blockId) {
      const query = block(blockId);
      const { blob, headers } = await httpClient.blob(
        `${apiUrl}/projects/${projectId}/lots.${format}${query ? `?${query}` : ''}`,
      );
      return { blob, fileName: dispositionName(headers.get('content-disposition')) ?? `lotes.${format}` };
    },
    async getMapTiles() {
      return ((await httpClient(`${apiUrl}/client-config`)).json as ClientConfig).mapTiles ?? null;
    },
  };
}
