import { useState, type MouseEvent } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  useDelete,
  useGetRecordRepresentation,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';

export interface DeleteWithConfirmProps {
  record?: RaRecord;
  resource?: string;
  /** The name in the sentence; the resource's recordRepresentation of the record by default. */
  name?: string;
  /** A custom deletion (e.g. removing a member); by default the dataProvider's delete. */
  onConfirm?: () => Promise<unknown>;
  /** After a successful deletion (e.g. drop the row locally). */
  onDeleted?: (record: RaRecord | undefined) => void;
  /** Where to go after deleting; nothing by default (the list refreshes). */
  redirect?: string;
  /** Said after deleting; react-admin's 'Elemento removido' by default. */
  successMessage?: string;
  /** A small icon button (table rows) instead of a labelled one. */
  iconOnly?: boolean;
  disabled?: boolean;
}

/**
 * The delete button of every screen: asks 'Você tem certeza que quer deletar {name}'
 * (Fechar / Deletar), then deletes and says so; errors are notified and the dialog stays.
 */
export const DeleteWithConfirm = (props: DeleteWithConfirmProps) => {
  const { onConfirm, onDeleted, redirect: redirectTo, successMessage, iconOnly = false, disabled = false } = props;
  const contextRecord = useRecordContext();
  const record = props.record ?? contextRecord;
  const resource = useResourceContext({ resource: props.resource });
  const represent = useGetRecordRepresentation(resource);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [deleteOne] = useDelete();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const name = props.name ?? (record ? String(represent(record)) : '');
  const label = translate('app.delete.delete');

  const confirm = async () => {
    setBusy(true);
    try {
      if (onConfirm) await onConfirm();
      else
        await deleteOne(
          resource,
          { id: record?.id, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      setOpen(false);
      notify(successMessage ?? 'ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
      onDeleted?.(record);
      if (redirectTo) redirect(redirectTo);
    } catch (error) {
      notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const openDialog = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };

  return (
    <>
      {iconOnly ? (
        <Tooltip title={label}>
          <span>
            <IconButton aria-label={label} color="error" size="small" onClick={openDialog} disabled={disabled}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button color="error" startIcon={<DeleteIcon />} onClick={openDialog} disabled={disabled}>
          {label}
        </Button>
      )}
      {/* React events bubble out of the dialog's portal to the row: keep its clicks from opening the row. */}
      <span style={{ display: 'contents' }} onClick={(event) => event.stopPropagation()}>
        <DeleteConfirmDialog
          open={open}
          name={name}
          loading={busy}
          onClose={() => setOpen(false)}
          onConfirm={confirm}
        />
      </span>
    </>
  );
};
