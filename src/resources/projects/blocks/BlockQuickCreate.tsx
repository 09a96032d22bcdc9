import { useState } from 'react';
import { Card, CardHeader } from '@mui/material';
import { CreateBase, useNotify, useRefresh, useTranslate } from 'react-admin';
import { blockEntity } from '../../../components/domain/model';
import { DomainForm, DomainInput, domainTransform } from '../../../components/domain';

const writable = domainTransform(blockEntity);

/**
 * Cadastrar Quadra on the project screen (project admins): a name and some of the project's
 * streets, sent with the project id to `POST /blocks/create`; the form empties after saving.
 */
export const BlockQuickCreate = ({ projectId }: { projectId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [round, setRound] = useState(0);
  return (
    <Card>
      <CardHeader title={translate('app.projects.blocks.create')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CreateBase
        key={round}
        resource="blocks"
        redirect={false}
        transform={(data: Record<string, unknown>) => ({ ...writable(data), project_id: projectId })}
        mutationOptions={{
          onSuccess: () => {
            notify('app.projects.blocks.created', { type: 'success' });
            setRound((n) => n + 1);
            refresh();
          },
        }}
      >
        <DomainForm entity={blockEntity} view="quickCreate" defaultValues={{ streets_ids: [] }}>
          <DomainInput field="name" />
          <DomainInput field="streets_ids" filter={{ project_id: projectId }} />
        </DomainForm>
      </CreateBase>
    </Card>
  );
};
