import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';

export interface ConflictDialogProps {
  open: boolean;
  onClose: () => void;
  /** Loads the current version; what the user typed stays in the form. */
  onReload: () => void;
}

/**
 * The reload offer after a save from a stale copy (issue 8): the server's message, a note
 * that the typed values are kept, and 'Recarregar'.
 */
export const ConflictDialog = ({ open, onClose, onReload }: ConflictDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="conflict-title" role="alertdialog">
      <DialogTitle id="conflict-title">{translate('app.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ color: 'text.primary', mb: 1 }}>{translate('app.conflict.message')}</DialogContentText>
        <DialogContentText>{translate('app.conflict.kept')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.conflict.cancel')}</Button>
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={onReload} autoFocus>
          {translate('app.conflict.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
