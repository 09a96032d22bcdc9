import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { DocumentPdf } from '../../providers/data/documents';

/**
 * `GET /projects/{id}/<document>/pdf` through the dataProvider (Bearer), again whenever
 * `version` changes (after each save); the previous PDF stays shown while the next one loads.
 */
export function usePdfBlob(projectId: number, document: DocumentPdf, version: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['document-pdf', projectId, document, version],
    queryFn: async ({ signal }) => (await dataProvider.getDocumentPdf(projectId, document, signal)).blob,
    placeholderData: keepPreviousData,
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
