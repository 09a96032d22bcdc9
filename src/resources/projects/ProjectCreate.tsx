import { Create, useTranslate } from 'react-admin';
import { DEFAULT_PROJECT_CLASS, projectEntity } from '../../components/domain/model';
import { DomainForm, domainTransform } from '../../components/domain';
import { redirectToShow } from '../../components/paths';
import { RequirePermission } from '../../components/permissions';
import { ProjectInputs } from './ProjectInputs';

const transform = domainTransform(projectEntity);
const DEFAULTS = { project_class: DEFAULT_PROJECT_CLASS };

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
