import { paths } from '../../components/paths';

/** Where the project screens link to (docs/screens.md#screens); the screens behind them are built elsewhere. */
export const projectPaths = {
  list: paths.list('projects'),
  create: paths.create('projects'),
  show: (id: number) => paths.show('projects', id),
  edit: (id: number) => paths.edit('projects', id),
  streets: (id: number) => paths.streets(id),
  reports: (id: number) => `/projects/${id}/reports`,
  progress: (id: number) => `/projects/${id}/progress`,
  reportSettings: (id: number) => `/projects/${id}/reports/settings`,
  estudoPreliminar: (id: number) => `/projects/${id}/reports/estudo-preliminar`,
  relatorioTecnico: (id: number) => `/projects/${id}/reports/relatorio-tecnico`,
  removalReviews: (id: number) => `/projects/${id}/removal-reviews`,
  emissions: (id: number) => `/projects/${id}/emissions`,
  /** The map of the núcleo (issue 17), optionally one block (`?block_id=`). */
  map: (id: number, blockId?: number) => `/projects/${id}/map${blockId ? `?block_id=${blockId}` : ''}`,
  blockShow: (id: number) => paths.show('blocks', id),
  blockEdit: (id: number) => paths.edit('blocks', id),
};

/** The list fetches this many projects and searches them in the browser (docs/api.md#api, docs/limits.md#limits). */
export const PROJECTS_FETCH_COUNT = 250;
