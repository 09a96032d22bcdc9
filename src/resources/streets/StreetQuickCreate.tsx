import { useState } from 'react';
import { Card, CardHeader } from '@mui/material';
import { CreateBase, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { streetEntity } from '../../components/domain/model';
import { DomainForm, domainTransform } from '../../components/domain';
import { StreetInputs } from './StreetInputs';

const writable = domainTransform(streetEntity);

/** Cadastrar Rua above the project's streets (project admins): a name; the form empties after saving. */
export const StreetQuickCreate = ({
  projectId,
  onCreated,
}: {
  projectId: number;
  onCreated: (street: RaRecord) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [round, setRound] = useState(0);
  return (
    <Card>
      <CardHeader title={translate('app.streets.create')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CreateBase
        key={round}
        resource="streets"
        redirect={false}
        transform={(data: Record<string, unknown>) => ({ ...writable(data), project_id: projectId })}
        mutationOptions={{
          onSuccess: (street: RaRecord) => {
            notify('app.streets.created', { type: 'success' });
            setRound((n) => n + 1);
            onCreated(street);
          },
        }}
      >
        <DomainForm entity={streetEntity} view="create">
          <StreetInputs />
        </DomainForm>
      </CreateBase>
    </Card>
  );
};
