import { useState } from 'react';
import { Box, Button, Card } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { DataTable, ListContextProvider, Title, useGetList, useList, useTranslate, type RaRecord } from 'react-admin';
import { userEntity } from '../../components/domain/model';
import { domainColumns } from '../../components/domain';
import { AppPagination, ROWS_PER_PAGE, RowActions, SearchField, useFuzzySearch } from '../../components/list';
import { paths } from '../../components/paths';
import { RequirePermission } from '../../components/permissions';

/** The users come in one call (spec §7, §9: count=10000) and are searched in the browser. */
export const USERS_FETCH_COUNT = 10_000;
const SEARCH_KEYS = ['name', 'email'] as const;
const COLUMNS = ['name', 'role', 'last_activity_at'] as const;

/** A user without a name (an invitation not yet accepted) shows the e-mail. */
const nameOf = (record: Record<string, unknown>) => (record.name as string | null) || (record.email as string);

const Users = () => {
  const translate = useTranslate();
  const [query, setQuery] = useState('');
  const { data, isPending, error } = useGetList('users', {
    pagination: { page: 1, perPage: USERS_FETCH_COUNT },
    sort: { field: 'name', order: 'ASC' },
  });
  const found = useFuzzySearch(data, SEARCH_KEYS, query);
  const list = useList({ data: found, isPending, error, perPage: ROWS_PER_PAGE, resource: 'users' });
  return (
    <ListContextProvider value={list}>
      <Title title={translate('app.menu.users')} />
      <Box
        sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', my: 2 }}
      >
        <SearchField
          value={query}
          onChange={(value) => {
            setQuery(value);
            list.setPage(1);
          }}
          label={translate('app.users.search')}
        />
        <Button component={Link} to={paths.create('users')} variant="contained" startIcon={<AddIcon />}>
          {translate('app.users.create')}
        </Button>
      </Box>
      <Card>
        <DataTable resource="users" bulkActionButtons={false} rowClick={(id) => paths.show('users', id)}>
          {domainColumns(userEntity, 'list', { only: COLUMNS, render: { name: nameOf } })}
          <DataTable.Col
            label={translate('app.list.actions')}
            align="right"
            render={(record: RaRecord) => <RowActions resource="users" record={record} canEdit />}
          />
        </DataTable>
        <AppPagination />
      </Card>
    </ListContextProvider>
  );
};

/** Usuários (`/users`, global admins): name, role, last activity (DD/MM/YYYY HH:MM), show/edit, Criar. */
export const UserList = () => (
  <RequirePermission allowed={(a) => a.isGlobalAdmin}>
    <Users />
  </RequirePermission>
);
