import { Button, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useActor } from '../../components/permissions';
import { paths } from '../../components/paths';
import type { LotRecord } from './lotRecord';

const LinkButton = ({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) => (
  <Button component={Link} to={to} startIcon={icon} variant="outlined" size="small">
    {children}
  </Button>
);

/**
 * Above the lot (docs/screens.md#screens): Voltar to its block, and Editar (or Visualizar on the editor).
 * The API lets every member of the project change the lot's data (field staff do the social
 * registration), so Editar follows that; the admin's controls are in LotAdminBar.
 */
export const LotActions = ({
  lot,
  editing = false,
}: {
  lot: Pick<LotRecord, 'id' | 'block_id' | 'project_id'>;
  editing?: boolean;
}) => {
  const translate = useTranslate();
  const access = useActor();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
      <LinkButton to={paths.show('blocks', lot.block_id)} icon={<ArrowBackIcon />}>
        {translate('app.action.back')}
      </LinkButton>
      {access.canSeeProject(lot.project_id) &&
        (editing ? (
          <LinkButton to={paths.show('lots', lot.id)} icon={<VisibilityIcon />}>
            {translate('app.action.show')}
          </LinkButton>
        ) : (
          <LinkButton to={paths.edit('lots', lot.id)} icon={<EditIcon />}>
            {translate('app.action.edit')}
          </LinkButton>
        ))}
    </Stack>
  );
};
