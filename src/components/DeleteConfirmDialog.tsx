import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

export interface DeleteConfirmDialogProps {
  open: boolean;
  /** What is deleted, as the sentence names it. */
  name: string;
  onClose: () => void;
  onConfirm: () => void;
  loading?: boolean;
}

/** docs/screens.md#screens: 'Você tem certeza que quer deletar {name}' with Fechar and Deletar. */
export const DeleteConfirmDialog = ({ open, name, onClose, onConfirm, loading = false }: DeleteConfirmDialogProps) => {
  const translate = useTranslate();
  const textId = useId();
  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogContent>
        <DialogContentText id={textId} sx={{ color: 'text.primary' }}>
          {translate('app.delete.confirm', { name })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {translate('app.delete.close')}
        </Button>
        <Button
          onClick={onConfirm}
          color="error"
          variant="contained"
          disabled={loading}
          startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('app.delete.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
