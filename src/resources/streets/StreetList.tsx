import { Box, Card, CardHeader, Stack } from '@mui/material';
import {
  ListContextProvider,
  ResourceContextProvider,
  Title,
  useDelete,
  useGetOne,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { streetEntity } from '../../components/domain/model';
import { DomainListTable, RowActions, SearchField, useBrowserList } from '../../components/list';
import { DeleteWithConfirm } from '../../components/DeleteWithConfirm';
import { paths } from '../../components/paths';
import { RequirePermission, useActor } from '../../components/permissions';
import { useRememberProject } from '../../components/currentSelection';
import { useNumericId } from '../../components/useNumericId';
import { StreetQuickCreate } from './StreetQuickCreate';
import { BackButton } from '../../components/BackButton';

/** Streets of a project come in one call of up to 250 (docs/api.md#api, docs/limits.md#limits). */
export const STREETS_FETCH_COUNT = 250;
const SEARCH_KEYS = ['name'] as const;

const StreetsTable = ({ projectId }: { projectId: number }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const admin = useActor().isProjectAdmin(projectId);
  // Rows deleted here leave the table at once, before the server answers (docs/screens.md#screens).
  const { list, query, search, hide, unhide } = useBrowserList({
    resource: 'streets',
    filter: { project_id: projectId },
    fetchCount: STREETS_FETCH_COUNT,
    searchKeys: SEARCH_KEYS,
  });
  const [deleteOne] = useDelete();
  const remove = (street: RaRecord) => async () => {
    hide(street.id);
    try {
      await deleteOne(
        'streets',
        { id: street.id, previousData: street },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (failure) {
      unhide(street.id);
      throw failure;
    }
  };
  return (
    <Stack spacing={2}>
      {admin && <StreetQuickCreate projectId={projectId} onCreated={refresh} />}
      <Card>
        <CardHeader title={translate('app.streets.title')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
        <Box sx={{ px: 2, pb: 1, display: 'flex' }}>
          <SearchField value={query} onChange={search} label={translate('app.streets.search')} />
        </Box>
        <ListContextProvider value={list}>
          <DomainListTable
            entity={streetEntity}
            rowClick={(id) => paths.show('streets', id)}
            empty={<CardHeader subheader={translate(query ? 'app.list.empty' : 'app.streets.empty')} />}
            actions={(record: RaRecord) => (
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                <RowActions resource="streets" record={record} canEdit={admin} />
                {admin && <DeleteWithConfirm resource="streets" record={record} iconOnly onConfirm={remove(record)} />}
              </Stack>
            )}
          />
        </ListContextProvider>
      </Card>
    </Stack>
  );
};

/**
 * Ruas (`/streets/list/{project_id}`): back to the project, Cadastrar Rua (project admins), the
 * project's streets searched by name, with show, edit and delete; a deleted row leaves at once.
 */
export const StreetList = () => {
  const translate = useTranslate();
  const projectId = useNumericId('project_id');
  useRememberProject(projectId);
  const { data: project } = useGetOne('projects', { id: projectId! }, { enabled: projectId !== undefined });
  if (projectId === undefined) return null;
  return (
    <RequirePermission allowed={(a) => a.canSeeProject(projectId)}>
      <Title title={translate('app.streets.title')} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 2, flexWrap: 'wrap' }} useFlexGap>
        <BackButton to={paths.show('projects', projectId)}>{translate('app.blocks.back')}</BackButton>
        {project && (
          <Box component="h1" sx={{ typography: 'h6', m: 0 }}>
            {translate('app.streets.of_project', { name: project.name })}
          </Box>
        )}
      </Stack>
      <ResourceContextProvider value="streets">
        <StreetsTable projectId={projectId} />
      </ResourceContextProvider>
    </RequirePermission>
  );
};
