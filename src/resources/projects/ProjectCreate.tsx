import { Create, useTranslate } from 'react-admin';
import { blankProjectDefaults, projectEntity } from '../../components/domain/model';
import { DomainForm, domainTransform } from '../../components/domain';
import { redirectToShow } from '../../components/paths';
import { RequirePermission } from '../../components/permissions';
import { ProjectInputs } from './ProjectInputs';

const transform = domainTransform(projectEntity);
/** The blank default project, id 0 (docs/entities.md#entities), is the form's starting record. */
const DEFAULTS = blankProjectDefaults();

/** Cadastrar Projeto (global admin); saving goes to the new project's view (docs/screens.md#screens). */
export const ProjectCreate = () => {
  const translate = useTranslate();
  return (
    <RequirePermission allowed={(a) => a.isGlobalAdmin}>
      <Create
        resource="projects"
        title={translate('app.projects.create_title')}
        redirect={redirectToShow}
        transform={transform}
      >
        <DomainForm entity={projectEntity} view="create" defaultValues={DEFAULTS}>
          <ProjectInputs />
        </DomainForm>
      </Create>
    </RequirePermission>
  );
};
