import { useMemo } from 'react';
import Fuse, { type IFuseOptions } from 'fuse.js';

const OPTIONS: IFuseOptions<unknown> = { threshold: 0.35, ignoreLocation: true, ignoreDiacritics: true };

/**
 * Fuzzy search (fuse.js) of records over some of their keys, accents ignored ('Esperanca'
 * finds 'Esperança'), best matches first; all records, in their order, for an empty query.
 */
export function useFuzzySearch<T>(records: readonly T[] | undefined, keys: readonly string[], query: string): T[] {
  const fuse = useMemo(
    () => new Fuse([...(records ?? [])], { ...(OPTIONS as IFuseOptions<T>), keys: [...keys] }),
    [records, keys],
  );
  return useMemo(() => {
    const q = query.trim();
    return q ? fuse.search(q).map((r) => r.item) : [...(records ?? [])];
  }, [fuse, query, records]);
}
