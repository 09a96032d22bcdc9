import { QueryClient } from '@tanstack/react-query';

/**
 * Whether a failed read is asked again: not when the server refused it (a 4xx: the record is not
 * there, not the caller's, or the request is wrong), since the same request will be refused the
 * same way; up to three times, as react-query does by default, for a dropped connection, a 5xx, a
 * 408 or a 429. With react-query's default (three retries for anything, 1 + 2 + 4 s apart) a
 * stale link to a deleted record showed Carregando for seven seconds before saying so.
 */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429) return false;
  return failures < 3;
}

/** The app's query client (react-admin's reads, and the screens' own `useQuery`): retryUnlessRefused. */
export const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: retryUnlessRefused } } });
