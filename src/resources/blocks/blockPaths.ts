import { paths } from '../../components/paths';

/** Where the block screens link to (docs/screens.md#screens). */
export const blockPaths = {
  show: (id: number) => paths.show('blocks', id),
  edit: (id: number) => paths.edit('blocks', id),
  project: (projectId: number) => paths.show('projects', projectId),
};

/** A block's lots come in one call of up to 1000 (docs/api.md#api, docs/limits.md#limits) and are searched in the browser. */
export const LOTS_FETCH_COUNT = 1000;

/** Lower case without accents, for the search by name ('lote 1' finds 'Lote 12'). */
const fold = (text: unknown) =>
  String(text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The records whose name contains the query (accents and case ignored); all for an empty query. */
export function filterByName<T extends { name?: unknown }>(records: readonly T[] | undefined, query: string): T[] {
  const q = fold(query).trim();
  return (records ?? []).filter((r) => !q || fold(r.name).includes(q));
}
