import { Create, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { blockEntity } from '../../components/domain/model';
import { DomainForm, domainTransform } from '../../components/domain';
import { redirectToShow } from '../../components/paths';
import { RequirePermission } from '../../components/permissions';
import { BlockInputs } from './BlockInputs';

const writable = domainTransform(blockEntity);

/** Cadastrar Quadra on its own page (`/blocks/create?project_id=`, project admins); saving opens the block. */
export const BlockCreate = () => {
  const translate = useTranslate();
  const projectId = Number(useSearchParams()[0].get('project_id'));
  const valid = Number.isSafeInteger(projectId) && projectId > 0;
  return (
    <RequirePermission allowed={(a) => valid && a.isProjectAdmin(projectId)}>
      <Create
        resource="blocks"
        title={translate('app.projects.blocks.create')}
        redirect={redirectToShow}
        transform={(data: Record<string, unknown>) => ({ ...writable(data), project_id: projectId })}
      >
        <DomainForm entity={blockEntity} view="create" defaultValues={{ streets_ids: [] }}>
          <BlockInputs projectId={projectId} />
        </DomainForm>
      </Create>
    </RequirePermission>
  );
};
