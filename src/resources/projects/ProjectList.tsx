import { useState } from 'react';
import { Box, Button, Card } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { DataTable, ListContextProvider, Title, useGetList, useList, useTranslate, type RaRecord } from 'react-admin';
import { projectEntity } from '../../components/domain/model';
import { domainColumns } from '../../components/domain';
import { AppPagination, ROWS_PER_PAGE, RowActions, SearchField, useFuzzySearch } from '../../components/list';
import { useClearCurrentSelection } from '../../components/currentSelection';
import { useActor } from '../../components/permissions';
import { PROJECTS_FETCH_COUNT, projectPaths } from './projectPaths';

/** The fuzzy search looks at these (spec §2). */
export const PROJECT_SEARCH_KEYS = ['name', 'city', 'state'] as const;
const COLUMNS = ['name', 'city', 'state', 'progress'] as const;

/**
 * Projetos: the user's projects (up to 250, searched in the browser with fuse.js over name,
 * city and state), 20 a page; Cadastrar Projeto for global admins; row actions by permission
 * (edit: project admins; delete, which removes everything in the project: global admins, as the API).
 * Entering it forgets the current project and lot.
 */
export const ProjectList = () => {
  useClearCurrentSelection();
  const translate = useTranslate();
  const access = useActor();
  const [query, setQuery] = useState('');
  const { data, isPending, error } = useGetList('projects', {
    pagination: { page: 1, perPage: PROJECTS_FETCH_COUNT },
    sort: { field: 'name', order: 'ASC' },
  });
  const found = useFuzzySearch(data, PROJECT_SEARCH_KEYS, query);
  const list = useList({ data: found, isPending, error, perPage: ROWS_PER_PAGE, resource: 'projects' });
  const search = (value: string) => {
    setQuery(value);
    list.setPage(1);
  };
  return (
    <ListContextProvider value={list}>
      <Title title={translate('app.menu.projects')} />
      <Box
        sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', my: 2 }}
      >
        <SearchField value={query} onChange={search} label={translate('app.projects.search')} />
        {access.isGlobalAdmin && (
          <Button component={Link} to={projectPaths.create} variant="contained" startIcon={<AddIcon />}>
            {translate('app.projects.create')}
          </Button>
        )}
      </Box>
      <Card>
        <DataTable bulkActionButtons={false} rowClick={(id) => projectPaths.show(Number(id))}>
          {domainColumns(projectEntity, 'list', { only: COLUMNS })}
          <DataTable.Col
            label={translate('app.list.actions')}
            align="right"
            render={(record: RaRecord) => (
              <RowActions
                resource="projects"
                record={record}
                canEdit={access.isProjectAdmin(Number(record.id))}
                canDelete={access.isGlobalAdmin}
              />
            )}
          />
        </DataTable>
        <AppPagination />
      </Card>
    </ListContextProvider>
  );
};
