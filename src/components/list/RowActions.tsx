import type { MouseEvent } from 'react';
import { IconButton, Stack, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import { useTranslate, type RaRecord } from 'react-admin';
import { paths } from '../paths';
import { DeleteWithConfirm } from '../DeleteWithConfirm';

export interface RowActionsProps {
  resource: string;
  record: RaRecord;
  canEdit?: boolean;
  canDelete?: boolean;
  /** Labels of the show and edit buttons (default Visualizar / Editar). */
  showLabel?: string;
  editLabel?: string;
  /** After a row was deleted (e.g. remove it locally). */
  onDeleted?: () => void;
}

/** A table row's show / edit / delete, each by permission, with the spec's URLs. */
export const RowActions = ({
  resource,
  record,
  canEdit = false,
  canDelete = false,
  showLabel,
  editLabel,
  onDeleted,
}: RowActionsProps) => {
  const translate = useTranslate();
  const show = showLabel ?? translate('app.action.show');
  const edit = editLabel ?? translate('app.action.edit');
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={show}>
        <IconButton
          component={Link}
          to={paths.show(resource, record.id)}
          aria-label={show}
          size="small"
          color="primary"
          onClick={stop}
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {canEdit && (
        <Tooltip title={edit}>
          <IconButton
            component={Link}
            to={paths.edit(resource, record.id)}
            aria-label={edit}
            size="small"
            color="primary"
            onClick={stop}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {canDelete && <DeleteWithConfirm resource={resource} record={record} iconOnly onDeleted={onDeleted} />}
    </Stack>
  );
};
