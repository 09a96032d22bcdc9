import { Button, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { ResourceDef } from '../domain/model';
import { paths } from '../paths';
import { useResourceTexts } from './texts';
import { listPath } from './useParent';

const LinkButton = ({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) => (
  <Button component={Link} to={to} startIcon={icon} variant="outlined" size="small">
    {children}
  </Button>
);

/** Back to the parent's list of the record, and Editar / Visualizar when the user may edit. */
export const ResourceActions = ({
  resource,
  id,
  parentId,
  canEdit,
  editing = false,
}: {
  resource: ResourceDef;
  id: number;
  parentId: number;
  canEdit: boolean;
  editing?: boolean;
}) => {
  const translate = useTranslate();
  const texts = useResourceTexts(resource);
  const name = resource.entity.resource;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
      <LinkButton to={listPath(resource, parentId)} icon={<ArrowBackIcon />}>
        {texts.backToList}
      </LinkButton>
      {canEdit &&
        (editing ? (
          <LinkButton to={paths.show(name, id)} icon={<VisibilityIcon />}>
            {translate('app.action.show')}
          </LinkButton>
        ) : (
          <LinkButton to={paths.edit(name, id)} icon={<EditIcon />}>
            {translate('app.action.edit')}
          </LinkButton>
        ))}
    </Stack>
  );
};
