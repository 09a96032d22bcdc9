import { Box, Button, Card } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { ListContextProvider, Title, useTranslate, type RaRecord } from 'react-admin';
import { userEntity } from '../../components/domain/model';
import { DomainListTable, RowActions, SearchField, useBrowserList } from '../../components/list';
import { paths } from '../../components/paths';
import { RequirePermission } from '../../components/permissions';
import { nameOrEmail } from '../../providers/session';

/** The users come in one call (docs/api.md#api, docs/limits.md#limits: count=10000) and are searched in the browser. */
export const USERS_FETCH_COUNT = 10_000;
const SEARCH_KEYS = ['name', 'email'] as const;

const Users = () => {
  const translate = useTranslate();
  const { list, query, search } = useBrowserList({
    resource: 'users',
    fetchCount: USERS_FETCH_COUNT,
    searchKeys: SEARCH_KEYS,
  });
  return (
    <ListContextProvider value={list}>
      <Title title={translate('app.menu.users')} />
      <Box
        sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', my: 2 }}
      >
        <SearchField value={query} onChange={search} label={translate('app.users.search')} />
        <Button component={Link} to={paths.create('users')} variant="contained" startIcon={<AddIcon />}>
          {translate('app.users.create')}
        </Button>
      </Box>
      <Card>
        <DomainListTable
          entity={userEntity}
          rowClick={(id) => paths.show('users', id)}
          render={{ name: nameOrEmail }}
          actions={(record: RaRecord) => <RowActions resource="users" record={record} canEdit />}
        />
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
