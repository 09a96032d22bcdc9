import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import type { UploadedFile } from '../domain/model';
import type { UploadField } from '../../providers/dataProvider';
import { DeleteConfirmDialog } from '../DeleteConfirmDialog';
import { FileViewLink, FileViewList } from './FileViewer';
import { UploadFrame } from './UploadFrame';
import { UploadStatusView, useFileChooser } from './UploadParts';
import { useUpload, type Chosen } from './useUpload';

export interface MultiUploadWidgetProps {
  label: ReactNode;
  value: UploadedFile[];
  /** At most this many files (other documents: 10); more shows the spec's warning. */
  limit: number;
  field?: UploadField;
  readOnly?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** Called once per uploaded file, in turn. */
  onUploaded: (file: UploadedFile) => Promise<unknown> | unknown;
  onRemove: (file: UploadedFile) => Promise<unknown> | unknown;
}

/** One file on its way: its own saving / failed (retry, cancel) states; gone once it is in the list. */
const PendingUpload = ({
  chosen,
  field,
  onUploaded,
  onDone,
}: {
  chosen: Chosen;
  field: UploadField;
  onUploaded: MultiUploadWidgetProps['onUploaded'];
  onDone: () => void;
}) => {
  const { state, start, retry, reset } = useUpload(field, onUploaded);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start(chosen);
  }, [chosen, start]);
  useEffect(() => {
    if (state.status === 'success') onDone();
  }, [state.status, onDone]);
  return <UploadStatusView state={state} onRetry={() => void retry()} onReset={() => (reset(), onDone())} />;
};

let nextKey = 0;

/** Several files with a limit (docs/validation.md#validation), each uploaded on its own; remove asks first. */
export const MultiUploadWidget = (props: MultiUploadWidgetProps) => {
  const {
    label,
    value,
    limit,
    field = 'file',
    readOnly,
    disabled,
    required,
    error,
    helperText,
    onUploaded,
    onRemove,
  } = props;
  const translate = useTranslate();
  const [pending, setPending] = useState<{ key: number; chosen: Chosen; done: () => void }[]>([]);
  const [overLimit, setOverLimit] = useState(false);
  const [removing, setRemoving] = useState<UploadedFile | null>(null);
  const [busy, setBusy] = useState(false);

  const add = (chosen: Chosen[]) => {
    const room = Math.max(0, limit - value.length - pending.length);
    setOverLimit(chosen.length > room);
    const entries = chosen.slice(0, room).map((c) => {
      const key = ++nextKey;
      return { key, chosen: c, done: () => setPending((list) => list.filter((p) => p.key !== key)) };
    });
    setPending((list) => [...list, ...entries]);
  };
  const chooser = useFileChooser({
    multiple: true,
    label: typeof label === 'string' ? label : translate('app.upload.add'),
    onChosen: add,
  });

  if (readOnly) {
    return (
      <UploadFrame label={label} required={required} helperText={helperText}>
        <FileViewList files={value} />
      </UploadFrame>
    );
  }

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await onRemove(removing);
    } catch {
      // The owner says why; the file stays.
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <UploadFrame label={label} required={required} error={error} helperText={helperText}>
      {value.map((file) => (
        <Stack key={file.id} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <FileViewLink file={file} />
          <Tooltip title={translate('app.upload.remove')}>
            <span>
              <IconButton
                size="small"
                color="error"
                aria-label={`${translate('app.upload.remove')} ${file.originalName}`}
                onClick={() => setRemoving(file)}
                disabled={disabled}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      ))}
      {pending.map((p) => (
        <PendingUpload key={p.key} chosen={p.chosen} field={field} onUploaded={onUploaded} onDone={p.done} />
      ))}
      {overLimit ? (
        <Alert severity="warning" onClose={() => setOverLimit(false)} sx={{ width: '100%' }}>
          {translate('app.upload.limit', { limit })}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadFileIcon />}
          onClick={chooser.open}
          disabled={disabled}
        >
          {translate('app.upload.add')}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {translate('app.upload.count', { count: value.length, limit })}
        </Typography>
      </Stack>
      {chooser.element}
      <DeleteConfirmDialog
        open={!!removing}
        name={removing?.originalName ?? ''}
        loading={busy}
        onClose={() => setRemoving(null)}
        onConfirm={() => void remove()}
      />
    </UploadFrame>
  );
};
