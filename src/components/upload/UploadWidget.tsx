import { useState, type ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import type { UploadedFile } from '../domain/model';
import type { UploadField } from '../../providers/dataProvider';
import { DeleteConfirmDialog } from '../DeleteConfirmDialog';
import { FileViewLink, FileViewList } from './FileViewer';
import { UploadFrame } from './UploadFrame';
import { UploadStatusView, useFileChooser } from './UploadParts';
import { useUpload } from './useUpload';

export interface UploadWidgetProps {
  label: ReactNode;
  /** The file held now (null: none). */
  value: UploadedFile | null;
  /** The multipart field: 'file', or 'image' for the image widget. */
  field?: UploadField;
  readOnly?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** After the upload: keep the new file (link it to its record); a failure shows 'Falha no envio'. */
  onUploaded: (file: UploadedFile) => Promise<unknown> | unknown;
  /** Remove: delete the file (lot documents) or clear the id field (other owners). */
  onRemove: (file: UploadedFile) => Promise<unknown> | unknown;
}

/**
 * One file (docs/states.md#states upload widget): initial, saving, success, failed ('Falha no envio', 'Tente
 * novamente', the server's details). Cancel (reset) returns to initial and forgets the file;
 * Substituir resets and picks another; Remover asks, then removes. Read-only: the link only.
 */
export const UploadWidget = (props: UploadWidgetProps) => {
  const { label, value, field = 'file', readOnly, disabled, required, error, helperText, onUploaded, onRemove } = props;
  const translate = useTranslate();
  const { state, start, retry, reset } = useUpload(field, onUploaded);
  const chooser = useFileChooser({
    multiple: false,
    label: typeof label === 'string' ? label : translate('app.upload.choose'),
    onChosen: ([c]) => void start(c),
  });
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const saving = state.status === 'saving';

  if (readOnly) {
    return (
      <UploadFrame label={label} required={required} helperText={helperText}>
        <FileViewList files={value} />
      </UploadFrame>
    );
  }

  const replace = () => {
    reset();
    chooser.open();
  };
  const remove = async () => {
    if (!value) return;
    setRemoving(true);
    try {
      await onRemove(value);
      reset();
    } catch {
      // The owner of the file says why (a notification); the file stays.
    } finally {
      setRemoving(false);
      setConfirming(false);
    }
  };

  return (
    <UploadFrame label={label} required={required} error={error} helperText={helperText}>
      {value && !saving ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <FileViewLink file={value} />
          <Button size="small" startIcon={<SwapHorizIcon />} onClick={replace} disabled={disabled}>
            {translate('app.upload.replace')}
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => setConfirming(true)}
            disabled={disabled}
          >
            {translate('app.upload.remove')}
          </Button>
        </Stack>
      ) : null}
      <UploadStatusView state={state} onRetry={() => void retry()} onReset={reset} />
      {!value && !saving && state.status !== 'failed' ? (
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadFileIcon />}
          onClick={chooser.open}
          disabled={disabled}
        >
          {translate('app.upload.choose')}
        </Button>
      ) : null}
      {chooser.element}
      <DeleteConfirmDialog
        open={confirming}
        name={value?.originalName ?? ''}
        loading={removing}
        onClose={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </UploadFrame>
  );
};
