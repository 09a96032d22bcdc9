import { Card, CardHeader, Stack } from '@mui/material';
import { CreateBase, Title, useGetOne, useTranslate, type Identifier } from 'react-admin';
import { Navigate, useSearchParams } from 'react-router-dom';
import { lotEntity } from '../../components/domain/model';
import { DomainForm, domainTransform } from '../../components/domain';
import { paths } from '../../components/paths';
import { DENIED_PATH, useActor } from '../../components/permissions';
import { LotFormTabs } from './LotInputs';
import { BackButton } from '../../components/BackButton';
import { useProject } from '../../components/useProject';

const transform = domainTransform(lotEntity);

/** A new lot opens in its editor, where Documentos, Filhos and Moradores can be filled next. */
const redirectToEdit = (_resource: string | undefined, id: Identifier | undefined) =>
  id === undefined ? paths.list('lots') : paths.edit('lots', id);

/**
 * Cadastrar Lote (`/lots/create?block_id=`, project admins of the block's project): the full
 * lot form (the block screen has the short one), with the block chosen and the project's
 * class deciding Benfeitorias.
 */
export const LotCreate = () => {
  const translate = useTranslate();
  const access = useActor();
  const [search] = useSearchParams();
  const blockId = Number(search.get('block_id')) || undefined;
  const block = useGetOne('blocks', { id: blockId! }, { enabled: blockId !== undefined });
  const projectId = block.data?.project_id as number | undefined;
  const project = useProject(projectId);
  if (blockId === undefined || block.isError) return <Navigate to={DENIED_PATH} replace />;
  if (access.isPending || !block.data || (projectId !== undefined && project.isPending)) return null;
  if (!access.isProjectAdmin(projectId)) return <Navigate to={DENIED_PATH} replace />;
  return (
    <CreateBase resource="lots" redirect={redirectToEdit} transform={transform}>
      <Title title={translate('app.lots.create_title')} />
      <Stack direction="row" sx={{ my: 2 }}>
        <BackButton to={paths.show('blocks', blockId)}>{translate('app.action.back')}</BackButton>
      </Stack>
      <Card>
        <CardHeader
          title={translate('app.lots.create_title')}
          subheader={String(block.data.name ?? '')}
          slotProps={{ title: { variant: 'h5', component: 'h1' } }}
        />
        <DomainForm
          entity={lotEntity}
          view="create"
          ctx={{
            projectClass: (project.data?.project_class as string | undefined) ?? null,
            projectModality: (project.data?.reurb_modality as string | undefined) ?? null,
            isNew: true,
          }}
          defaultValues={{ block_id: blockId }}
        >
          <LotFormTabs view="create" projectId={projectId} />
        </DomainForm>
      </Card>
    </CreateBase>
  );
};
