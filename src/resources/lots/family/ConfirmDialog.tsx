import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, word for word (e.g. 'Tem certeza que deseja excluir este filho?'). */
  message: string;
  busy?: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** The delete confirmation of the Filhos and Moradores tabs (docs/screens.md#screens). */
export const ConfirmDialog = ({ open, message, busy = false, onClose, onConfirm }: ConfirmDialogProps) => {
  const translate = useTranslate();
  const textId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogContent>
        <DialogContentText id={textId} sx={{ color: 'text.primary' }}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('app.family.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          color="error"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('app.family.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
