import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { keepForSameSubject } from '../keepForSameSubject';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { DocumentPdf } from '../../providers/data/documents';

/**
 * `GET /projects/{id}/<document>/pdf` through the dataProvider (Bearer), again whenever
 * `version` changes (after each save); the previous PDF stays shown while the next one loads,
 * never another project's or another document's (keepForSameSubject: printed from here, it would
 * pass for this one).
 */
export function usePdfBlob(projectId: number, document: DocumentPdf, version: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryKey = ['document-pdf', projectId, document, version] as const;
  const query = useQuery<Blob>({
    queryKey,
    queryFn: async ({ signal }) => (await dataProvider.getDocumentPdf(projectId, document, signal)).blob,
    placeholderData: keepForSameSubject<Blob>(queryKey, 3),
    retry: false,
    gcTime: 0,
  });
  return {
    blob: query.data,
    loading: query.isFetching,
    error: query.error?.message,
    retry: () => void query.refetch(),
  };
}
