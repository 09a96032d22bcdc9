import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, AlertTitle, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslate } from 'react-admin';
import { ACCEPTED_FILES, isEditableImage } from './fileKinds';
import { ImageEditorDialog } from './ImageEditorDialog';
import type { Chosen, UploadState } from './useUpload';

/** The saving, failed ('Falha no envio', 'Tente novamente', the server's details) and success states. */
export const UploadStatusView = ({
  state,
  onRetry,
  onReset,
}: {
  state: UploadState;
  onRetry: () => void;
  onReset: () => void;
}) => {
  const translate = useTranslate();
  if (state.status === 'saving') {
    return (
      <Box role="status" sx={{ width: '100%' }}>
        <Typography variant="body2" sx={{ mb: 0.5, wordBreak: 'break-all' }}>
          {translate('app.upload.saving', { name: state.name })}
        </Typography>
        <LinearProgress aria-label={translate('app.upload.saving', { name: state.name })} />
      </Box>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert
        severity="error"
        sx={{ width: '100%' }}
        action={
          <Stack direction="row" spacing={1} sx={{ '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
            <Button color="inherit" size="small" onClick={onRetry}>
              {translate('app.upload.retry')}
            </Button>
            <Button color="inherit" size="small" onClick={onReset}>
              {translate('app.upload.cancel')}
            </Button>
          </Stack>
        }
      >
        <AlertTitle>{translate('app.upload.failed')}</AlertTitle>
        {state.detail}
      </Alert>
    );
  }
  if (state.status === 'success') {
    return (
      <Typography
        role="status"
        variant="body2"
        color="success.main"
        sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', wordBreak: 'break-all' }}
      >
        <CheckCircleIcon fontSize="inherit" />
        {translate('app.upload.success', { name: state.name })}
      </Typography>
    );
  }
  return null;
};

/**
 * The hidden file input and the image editor: one image chosen opens the editor (rotate,
 * crop, sent as JPEG); several files, a PDF or a HEIC go straight to `onChosen`.
 */
export function useFileChooser({
  multiple,
  label,
  onChosen,
}: {
  multiple: boolean;
  label: string;
  onChosen: (chosen: Chosen[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState<File | null>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 1 && isEditableImage(files[0])) setEditing(files[0]);
    else if (files.length) onChosen(files.map((file) => ({ file })));
  };
  const element = (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPTED_FILES}
        multiple={multiple}
        onChange={onChange}
        aria-label={label}
      />
      <ImageEditorDialog
        file={editing}
        onCancel={() => setEditing(null)}
        onConfirm={(jpeg) => {
          const file = editing;
          setEditing(null);
          if (file) onChosen([{ file, jpeg }]);
        }}
      />
    </>
  );
  return { open: () => input.current?.click(), element };
}
