import type { FeatureCollection, Polygon } from 'geojson';
import type {
  geometryChecksAnswer,
  geometryIssueSchema,
  importReportAnswer,
  lotGeometryAnswer,
  lotsGeoJsonAnswer,
  MatchField,
} from '../../../domain/api/geometry.ts';
import type { Answer } from '../../../domain/api/wire.ts';
import type { ClientConfig } from '../clientConfig';
import type { HttpClient } from '../httpClient';
import { dispositionName, type DownloadedFile } from './reports';

/** A lot's attributes on the map (GET /projects/{id}/lots.geojson, domain/geo/features.ts). */
export type MapLotProperties = Answer<typeof lotsGeoJsonAnswer>['features'][number]['properties'];
/** The same answer as the geojson package types it, for Leaflet. */
export type MapLots = FeatureCollection<Polygon, MapLotProperties>;

/** One geometry finding (domain/geo/checks.ts), as a lot's geometry and the import report carry it. */
export type GeometryCheck = Answer<typeof geometryIssueSchema>;

/** `GET /projects/{id}/geometry-checks`: every finding with its lot's name and block. */
export type ProjectGeometryChecks = Answer<typeof geometryChecksAnswer>;
export type ProjectGeometryCheck = ProjectGeometryChecks['data'][number];

/** `GET /lots/{id}/geometry`. */
export type LotGeometry = Answer<typeof lotGeometryAnswer>;

/** The import's report (dry run or applied). */
export type GeometryImportReport = Answer<typeof importReportAnswer>;

export type GeometryExport = 'geojson' | 'kml' | 'dxf';

/** The dataProvider's typed calls for the map of the núcleo (issue 17). */
export interface GeometryMethods {
  getMapLots(projectId: number, options?: { blockId?: number }): Promise<MapLots>;
  getGeometryChecks(projectId: number): Promise<ProjectGeometryChecks>;
  getLotGeometry(lotId: number): Promise<LotGeometry>;
  importGeometry(
    projectId: number,
    file: File,
    options: { matchBy: string; matchField?: MatchField; dryRun: boolean },
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
      return (await httpClient(`${apiUrl}/projects/${projectId}/geometry-checks`)).json as ProjectGeometryChecks;
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
