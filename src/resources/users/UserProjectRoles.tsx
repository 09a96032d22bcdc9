import { useMemo, useState } from 'react';
import { Card, CardHeader, IconButton, Link as MuiLink, Stack, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Link } from 'react-router-dom';
import {
  DataTable,
  ListContextProvider,
  useDataProvider,
  useList,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ROLE_LABELS, type UserProjectRole } from '../../components/domain/model';
import { DeleteWithConfirm } from '../../components/DeleteWithConfirm';
import { AppPagination, ROWS_PER_PAGE } from '../../components/list';
import { paths } from '../../components/paths';
import type { AppDataProvider } from '../../providers/dataProvider';

type Row = UserProjectRole & { id: number };

/**
 * The user's roles in projects (docs/screens.md#screens user view): project (a link to it), role, show and
 * delete; delete removes the membership (`POST /projects/{id}/removeMember {user_sub}`).
 */
export const UserProjectRoles = () => {
  const translate = useTranslate();
  const user = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [removed, setRemoved] = useState<number[]>([]);
  const rows = useMemo(
    () =>
      ((user?.projects_roles as UserProjectRole[] | undefined) ?? [])
        .filter((r) => !removed.includes(r.project_id))
        .map((r): Row => ({ ...r, id: r.project_id })),
    [user, removed],
  );
  const list = useList({ data: rows, perPage: ROWS_PER_PAGE, resource: 'projects_roles' });
  if (!user) return null;
  const who = (user.name as string | null) || (user.email as string);
  return (
    <Card>
      <CardHeader
        title={translate('app.users.projects_roles')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <ListContextProvider value={list}>
        <DataTable
          resource="projects_roles"
          bulkActionButtons={false}
          rowClick={false}
          empty={<CardHeader subheader={translate('app.users.no_projects')} />}
        >
          <DataTable.Col
            label={translate('app.users.project')}
            render={(r: Row) => (
              <MuiLink component={Link} to={paths.show('projects', r.project_id)}>
                {r.project_name}
              </MuiLink>
            )}
          />
          <DataTable.Col
            label={translate('app.users.project_role')}
            render={(r: Row) => ROLE_LABELS[r.role] ?? r.role}
          />
          <DataTable.Col
            label={translate('app.list.actions')}
            align="right"
            render={(r: Row) => (
              <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                <Tooltip title={translate('app.action.show')}>
                  <IconButton
                    component={Link}
                    to={paths.show('projects', r.project_id)}
                    aria-label={translate('app.action.show')}
                    size="small"
                    color="primary"
                  >
                    <VisibilityIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <DeleteWithConfirm
                  iconOnly
                  record={r as unknown as RaRecord}
                  name={translate('app.users.membership', { user: who, project: r.project_name })}
                  successMessage="app.users.membership_removed"
                  onConfirm={() => dataProvider.removeProjectMember(r.project_id, user.sub as string)}
                  onDeleted={() => setRemoved((ids) => [...ids, r.project_id])}
                />
              </Stack>
            )}
          />
        </DataTable>
        <AppPagination />
      </ListContextProvider>
    </Card>
  );
};
