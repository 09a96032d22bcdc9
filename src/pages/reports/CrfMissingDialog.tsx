import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CrfMissing } from './useReportDownload';

/** The CRF refused (422): the server's message and each lot lacking fields, with the fields. */
export const CrfMissingDialog = ({ missing, onClose }: { missing: CrfMissing | null; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={missing !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{translate('app.reports.crf_missing_title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {missing?.message} {translate('app.reports.crf_missing_total', { total: missing?.total ?? 0 })}
        </Alert>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.reports.col.lot')}</TableCell>
              <TableCell>{translate('app.reports.col.block')}</TableCell>
              <TableCell>{translate('app.reports.col.missing')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {missing?.lots.map((lot) => (
              <TableRow key={lot.lot_id}>
                <TableCell>{lot.lot_name}</TableCell>
                <TableCell>{lot.block_name}</TableCell>
                <TableCell>{lot.missing.join(', ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.reports.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
