import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';

export interface ConflictDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * Loads the current version, and closes the offer once it is in; what the user typed stays in
   * the form. The dialog waits for it: closed before the version arrived, a quick 'Salvar' sent
   * the stale copy again and met the same refusal (a slow machine, 2026-12-07).
   */
  onReload: () => Promise<unknown>;
}

/**
 * The reload offer after a save from a stale copy (issue 8): the server's message, a note
 * that the typed values are kept, and 'Recarregar', busy until the current version is loaded.
 */
export const ConflictDialog = ({ open, onClose, onReload }: ConflictDialogProps) => {
  const translate = useTranslate();
  const [reloading, setReloading] = useState(false);
  const reload = () => {
    setReloading(true);
    // A reload that failed leaves the offer open, to try again.
    void onReload()
      .catch(() => undefined)
      .finally(() => setReloading(false));
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="conflict-title" role="alertdialog">
      <DialogTitle id="conflict-title">{translate('app.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ color: 'text.primary', mb: 1 }}>{translate('app.conflict.message')}</DialogContentText>
        <DialogContentText>{translate('app.conflict.kept')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={reloading}>
          {translate('app.conflict.cancel')}
        </Button>
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={reload} loading={reloading} autoFocus>
          {translate('app.conflict.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
