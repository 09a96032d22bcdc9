import { Box, Card, CardHeader, Stack } from '@mui/material';
import {
  ListContextProvider,
  Loading,
  ResourceContextProvider,
  Title,
  useDelete,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { BackButton } from '../BackButton';
import { DeleteWithConfirm } from '../DeleteWithConfirm';
import { useRememberProject } from '../currentSelection';
import { parentKey, searchKeys, type ResourceDef } from '../domain/model';
import { DomainListTable, RowActions, SearchField, useBrowserList } from '../list';
import { paths } from '../paths';
import { RequirePermission, useActor } from '../permissions';
import { useNumericId } from '../useNumericId';
import { MissingParent } from './MissingParent';
import { ResourceQuickCreate } from './ResourceQuickCreate';
import { useResourceTexts } from './texts';
import { mayWrite, useParent } from './useParent';

/** A parent's records come in one call of the declared page size (streets: 250, docs/limits.md#limits). */
const fetchCountOf = (resource: ResourceDef) => resource.pageSize ?? 20;

/** The first listed field sorts the one call (streets: by name). */
const sortFieldOf = (resource: ResourceDef) =>
  resource.entity.fields.find((f) => (f.views ?? []).includes('list') && f.type !== 'reference')?.name ?? 'id';

const RecordsTable = ({
  resource,
  parentId,
  projectId,
}: {
  resource: ResourceDef;
  parentId: number;
  projectId: number;
}) => {
  const translate = useTranslate();
  const texts = useResourceTexts(resource);
  const refresh = useRefresh();
  const name = resource.entity.resource;
  const writer = mayWrite(resource, useActor(), projectId);
  // Rows deleted here leave the table at once, before the server answers (docs/screens.md#screens).
  const { list, query, search, hide, unhide } = useBrowserList({
    resource: name,
    filter: { [parentKey(resource)]: parentId },
    fetchCount: fetchCountOf(resource),
    searchKeys: searchKeys(resource),
    sortField: sortFieldOf(resource),
  });
  const [deleteOne] = useDelete();
  const remove = (record: RaRecord) => async () => {
    hide(record.id);
    try {
      await deleteOne(
        name,
        { id: record.id, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (failure) {
      unhide(record.id);
      throw failure;
    }
  };
  return (
    <Stack spacing={2}>
      {writer && <ResourceQuickCreate resource={resource} parentId={parentId} onCreated={refresh} />}
      <Card>
        <CardHeader title={texts.title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
        <Box sx={{ px: 2, pb: 1, display: 'flex' }}>
          <SearchField value={query} onChange={search} label={texts.search} />
        </Box>
        <ListContextProvider value={list}>
          <DomainListTable
            entity={resource.entity}
            rowClick={(id) => paths.show(name, id)}
            empty={<CardHeader subheader={query ? translate('app.list.empty') : texts.empty} />}
            actions={(record: RaRecord) => (
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                <RowActions resource={name} record={record} canEdit={writer} />
                {writer && <DeleteWithConfirm resource={name} record={record} iconOnly onConfirm={remove(record)} />}
              </Stack>
            )}
          />
        </ListContextProvider>
      </Card>
    </Stack>
  );
};

/**
 * A parent's records (`/<r>/list/{parent id}`, streets: `/streets/list/7`): back to the parent,
 * Cadastrar (who may write), the records searched by their listed texts, with show, edit and
 * delete; a deleted row leaves at once.
 */
export const ResourceList = ({ resource }: { resource: ResourceDef }) => {
  const texts = useResourceTexts(resource);
  const parentId = useNumericId('parent_id');
  const parent = useParent(resource, parentId);
  useRememberProject(parent.projectId);
  if (parent.missing) return <MissingParent resource={resource} />;
  // The heading names the parent: drawn with the rest, or on a phone it came a moment later on a
  // line of its own and pushed the form and the list 48 px down (a layout shift of 0.05).
  if (parent.pending) return <Loading />;
  if (parentId === undefined || parent.projectId === undefined) return null;
  return (
    <RequirePermission allowed={(a) => a.canSeeProject(parent.projectId)}>
      <Title title={texts.title} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 2, flexWrap: 'wrap' }} useFlexGap>
        <BackButton to={parent.path}>{texts.backToParent}</BackButton>
        {parent.name && (
          <Box component="h1" sx={{ typography: 'h6', m: 0 }}>
            {texts.ofParent(parent.name)}
          </Box>
        )}
      </Stack>
      <ResourceContextProvider value={resource.entity.resource}>
        <RecordsTable resource={resource} parentId={parentId} projectId={parent.projectId} />
      </ResourceContextProvider>
    </RequirePermission>
  );
};
