import { Card, CardContent, CardHeader } from '@mui/material';
import { Title, useRecordContext, useTranslate } from 'react-admin';
import { blockEntity } from '../../components/domain/model';
import { DomainShowLayout } from '../../components/domain';
import { useRememberProject } from '../../components/currentSelection';
import { useNumericId } from '../../components/useNumericId';
import { WholeShowBase } from '../../components/wholeRecord';
import { BlockActions } from './BlockActions';
import { BlockPanels } from './BlockPanels';
import { streetNames } from './BlockInputs';

const SHOWN = ['progress', 'updated_at', 'image'];

const BlockScreen = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const projectId = record?.project_id as number | undefined;
  useRememberProject(projectId);
  if (!record || projectId === undefined) return null;
  const id = Number(record.id);
  return (
    <>
      <Title title={translate('app.blocks.show_title')} />
      <BlockActions blockId={id} projectId={projectId} />
      <Card>
        <CardHeader
          title={record.name as string}
          subheader={`${translate('app.blocks.streets')}: ${streetNames(record) || '—'}`}
          slotProps={{ title: { variant: 'h5', component: 'h1' } }}
        />
        <CardContent>
          <DomainShowLayout entity={blockEntity} only={SHOWN} />
        </CardContent>
      </Card>
      <BlockPanels blockId={id} projectId={projectId} />
    </>
  );
};

/** Visualizar Quadra (`/blocks/{id}`): the block read-only, back, Editar, Cadastrar Lote and its lots. */
export const BlockShow = () => {
  const id = useNumericId();
  if (id === undefined) return null;
  return (
    <WholeShowBase resource="blocks" id={id}>
      <BlockScreen />
    </WholeShowBase>
  );
};
