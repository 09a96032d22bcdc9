import { blockEntity } from '../../../components/domain/model';
import { DomainInput } from '../../../components/domain';
import { InlineCreateCard } from '../../../components/domain/InlineCreateCard';

/**
 * Cadastrar Quadra on the project screen (project admins): a name and some of the project's
 * streets, sent with the project id to `POST /blocks/create`; the form empties after saving.
 */
export const BlockQuickCreate = ({ projectId }: { projectId: number }) => (
  <InlineCreateCard
    title="app.projects.blocks.create"
    created="app.projects.blocks.created"
    resource="blocks"
    entity={blockEntity}
    parent={{ project_id: projectId }}
    defaultValues={{ streets_ids: [] }}
  >
    <DomainInput field="name" />
    <DomainInput field="streets_ids" filter={{ project_id: projectId }} />
  </InlineCreateCard>
);
