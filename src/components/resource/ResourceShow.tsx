import { Card, CardContent, CardHeader } from '@mui/material';
import { Title, useRecordContext } from 'react-admin';
import { DomainShowLayout } from '../domain';
import type { ResourceDef } from '../domain/model';
import { useActor } from '../permissions';
import { useNumericId } from '../useNumericId';
import { WholeShowBase } from '../wholeRecord';
import { ResourceActions } from './ResourceActions';
import { useResourceTexts } from './texts';
import { mayWrite, parentIdOf } from './useParent';

/** The fields the view shows: those declared for show, but the links (the parent is the page's). */
const shownFields = (resource: ResourceDef) =>
  resource.entity.fields
    .filter((f) => f.type !== 'reference' && f.name !== 'id' && (f.views ?? ['show']).includes('show'))
    .map((f) => f.name);

const RecordScreen = ({ resource }: { resource: ResourceDef }) => {
  const record = useRecordContext();
  const texts = useResourceTexts(resource);
  const actor = useActor();
  if (!record) return null;
  const heading = record[resource.entity.recordRepresentation ?? 'id'];
  return (
    <>
      <Title title={texts.showTitle} />
      <ResourceActions
        resource={resource}
        id={Number(record.id)}
        parentId={parentIdOf(resource, record)}
        canEdit={mayWrite(resource, actor, record.project_id as number)}
      />
      <Card>
        <CardHeader title={String(heading)} slotProps={{ title: { variant: 'h5', component: 'h1' } }} />
        <CardContent>
          <DomainShowLayout entity={resource.entity} only={shownFields(resource)} />
        </CardContent>
      </Card>
    </>
  );
};

/** Visualizar (`/<r>/{id}`): the record read-only, back to its parent's list, Editar for who may write. */
export const ResourceShow = ({ resource }: { resource: ResourceDef }) => {
  const id = useNumericId();
  if (id === undefined) return null;
  return (
    <WholeShowBase resource={resource.entity.resource} id={id} gender={resource.gender}>
      <RecordScreen resource={resource} />
    </WholeShowBase>
  );
};
