import { Box, Button, Card } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { ListContextProvider, Title, useTranslate, type RaRecord } from 'react-admin';
import { projectEntity } from '../../components/domain/model';
import { DomainListTable, RowActions, SearchField, useBrowserList } from '../../components/list';
import { useClearCurrentSelection } from '../../components/currentSelection';
import { useActor } from '../../components/permissions';
import { PROJECTS_FETCH_COUNT, projectPaths } from './projectPaths';

/** The fuzzy search looks at these (docs/screens.md#screens). */
export const PROJECT_SEARCH_KEYS = ['name', 'city', 'state'] as const;

/**
 * Projetos: the user's projects (up to 250, searched in the browser with fuse.js over name,
 * city and state), 20 a page, with the columns the domain lists (name, city, state, progress); Cadastrar Projeto for global admins; row actions by permission
 * (edit and delete: the project's admins, as the API; delete asks first with the delete modal and removes
 * everything in the project, and the API refuses a project with emitted documents).
 * Entering it forgets the current project and lot.
 */
export const ProjectList = () => {
  useClearCurrentSelection();
  const translate = useTranslate();
  const access = useActor();
  const { list, query, search } = useBrowserList({
    resource: 'projects',
    fetchCount: PROJECTS_FETCH_COUNT,
    searchKeys: PROJECT_SEARCH_KEYS,
  });
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
        <DomainListTable
          entity={projectEntity}
          rowClick={(id) => projectPaths.show(Number(id))}
          actions={(record: RaRecord) => (
            <RowActions
              resource="projects"
              record={record}
              canEdit={access.isProjectAdmin(Number(record.id))}
              canDelete={access.isProjectAdmin(Number(record.id))}
            />
          )}
        />
      </Card>
    </ListContextProvider>
  );
};
