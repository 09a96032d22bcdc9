import { useState } from 'react';
import { Alert, Box, CircularProgress, Pagination, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { keepForSameSubject } from '../../../components/keepForSameSubject';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { HistoryEntry } from './HistoryEntry';

/** Lines per page of the timeline. */
export const HISTORY_PAGE_SIZE = 20;

export const lotHistoryKey = (lotId: number, page: number) => ['lotHistory', lotId, page] as const;

/**
 * The lot history as a timeline, newest first, a page at a time (issue 8 part 2). Only for
 * the project's admins: the API answers 403 to anyone else, and a 403 signs the user out.
 */
export const LotHistory = ({ lotId }: { lotId: number }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const queryKey = lotHistoryKey(lotId, page);
  const query = useQuery({
    queryKey,
    queryFn: () => dataProvider.getLotHistory(lotId, page, HISTORY_PAGE_SIZE),
    // The page shown stays while the next one comes; another lot's history never stands in.
    placeholderData: keepForSameSubject(queryKey, 2),
    retry: false,
  });
  if (query.isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (query.isError) return <Alert severity="error">{translate('app.history.load_error')}</Alert>;
  const { data, total } = query.data;
  if (!total) return <Typography color="text.secondary">{translate('app.history.empty')}</Typography>;
  const pages = Math.ceil(total / HISTORY_PAGE_SIZE);
  return (
    <Box>
      <Box component="ol" sx={{ m: 0, p: 0 }} aria-label={translate('app.history.title')}>
        {data.map((line) => (
          <HistoryEntry key={line.id} line={line} />
        ))}
      </Box>
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_, next) => setPage(next)} sx={{ mt: 1 }} />}
    </Box>
  );
};
