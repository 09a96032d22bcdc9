import { Card, CardContent, CardHeader } from '@mui/material';
import { ShowBase, Title, useRecordContext, useTranslate } from 'react-admin';
import { streetEntity } from '../../components/domain/model';
import { DomainShowLayout } from '../../components/domain';
import { useActor } from '../../components/permissions';
import { useNumericId } from '../../components/useNumericId';
import { StreetActions } from './StreetActions';

const StreetScreen = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const access = useActor();
  if (!record) return null;
  const projectId = record.project_id as number;
  return (
    <>
      <Title title={translate('app.streets.show_title')} />
      <StreetActions streetId={Number(record.id)} projectId={projectId} canEdit={access.isProjectAdmin(projectId)} />
      <Card>
        <CardHeader title={record.name as string} slotProps={{ title: { variant: 'h5', component: 'h1' } }} />
        <CardContent>
          <DomainShowLayout entity={streetEntity} only={['name', 'updated_at']} />
        </CardContent>
      </Card>
    </>
  );
};

/** Visualizar Rua (`/streets/{id}`): the street read-only, back to the project's streets, Editar for project admins. */
export const StreetShow = () => {
  const id = useNumericId();
  if (id === undefined) return null;
  return (
    <ShowBase resource="streets" id={id}>
      <StreetScreen />
    </ShowBase>
  );
};
