import { Card, CardContent, CardHeader } from '@mui/material';
import { Title, useRecordContext, useTranslate } from 'react-admin';
import { projectEntity } from '../../components/domain/model';
import { DomainShowLayout } from '../../components/domain';
import { useRememberProject } from '../../components/currentSelection';
import { useNumericId } from '../../components/useNumericId';
import { WholeShowBase } from '../../components/wholeRecord';
import { ProjectActions } from './ProjectActions';
import { PROJECT_FILE_FIELDS } from './ProjectInputs';
import { ProjectPanels } from './ProjectPanels';
import { ProcedureCard } from '../procedure/ProcedureCard';

const SHOWN = [
  'name',
  'state',
  'city',
  'project_class',
  'group_name',
  'progress',
  'total_blocks',
  'image',
  ...PROJECT_FILE_FIELDS,
];

const ProjectCard = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Card>
      <Title title={translate('app.projects.show_title')} />
      <CardHeader
        title={record.name as string}
        subheader={[record.city, record.state].filter(Boolean).join(' - ')}
        slotProps={{ title: { variant: 'h5', component: 'h1' } }}
      />
      <CardContent>
        <DomainShowLayout entity={projectEntity} only={SHOWN} />
      </CardContent>
    </Card>
  );
};

/**
 * The screen once the project has come, all its parts together: the procedure and the panels
 * drawn before it were pushed down by the project's card when it came (1.3 of layout shift on a
 * phone, issue #19's sweep), as every record screen waits for its record (BlockShow, LotShow).
 */
const ProjectScreen = ({ id }: { id: number }) =>
  useRecordContext() ? (
    <>
      <ProjectActions projectId={id} />
      <ProjectCard />
      <ProcedureCard projectId={id} />
      <ProjectPanels projectId={id} />
    </>
  ) : null;

/**
 * Visualizar Projeto (`/projects/{id}`): the project read-only, Voltar and the project admin's
 * buttons, Cadastrar Quadra, the blocks and the members.
 */
export const ProjectShow = () => {
  const id = useNumericId();
  useRememberProject(id);
  if (id === undefined) return null;
  return (
    <WholeShowBase resource="projects" id={id}>
      <ProjectScreen id={id} />
    </WholeShowBase>
  );
};
