import { Button, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { paths } from '../../components/paths';

const LinkButton = ({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) => (
  <Button component={Link} to={to} startIcon={icon} variant="outlined" size="small">
    {children}
  </Button>
);

/** Back to the project's streets, and Editar / Visualizar when the user may edit. */
export const StreetActions = ({
  streetId,
  projectId,
  canEdit,
  editing = false,
}: {
  streetId: number;
  projectId: number;
  canEdit: boolean;
  editing?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
      <LinkButton to={paths.streets(projectId)} icon={<ArrowBackIcon />}>
        {translate('app.streets.back_to_list')}
      </LinkButton>
      {canEdit &&
        (editing ? (
          <LinkButton to={paths.show('streets', streetId)} icon={<VisibilityIcon />}>
            {translate('app.action.show')}
          </LinkButton>
        ) : (
          <LinkButton to={paths.edit('streets', streetId)} icon={<EditIcon />}>
            {translate('app.action.edit')}
          </LinkButton>
        ))}
    </Stack>
  );
};
