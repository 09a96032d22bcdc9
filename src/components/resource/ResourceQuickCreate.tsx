import { useState } from 'react';
import { Card, CardHeader } from '@mui/material';
import { CreateBase, useNotify, type RaRecord } from 'react-admin';
import { DomainForm, domainTransform } from '../domain';
import { parentKey, type ResourceDef } from '../domain/model';
import { ResourceInputs } from './ResourceInputs';
import { useResourceTexts } from './texts';

/** Cadastrar <Recurso> above the parent's list (who may write): the declared inputs; the form empties after saving. */
export const ResourceQuickCreate = ({
  resource,
  parentId,
  onCreated,
}: {
  resource: ResourceDef;
  parentId: number;
  onCreated: (record: RaRecord) => void;
}) => {
  const texts = useResourceTexts(resource);
  const notify = useNotify();
  const [round, setRound] = useState(0);
  const writable = domainTransform(resource.entity);
  return (
    <Card>
      <CardHeader title={texts.create} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CreateBase
        key={round}
        resource={resource.entity.resource}
        redirect={false}
        transform={(data: Record<string, unknown>) => ({ ...writable(data), [parentKey(resource)]: parentId })}
        mutationOptions={{
          onSuccess: (record: RaRecord) => {
            notify(texts.created, { type: 'success' });
            setRound((n) => n + 1);
            onCreated(record);
          },
        }}
      >
        <DomainForm entity={resource.entity} view="create">
          <ResourceInputs resource={resource} view="create" />
        </DomainForm>
      </CreateBase>
    </Card>
  );
};
