import { Button, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import SignpostIcon from '@mui/icons-material/Signpost';
import AssessmentIcon from '@mui/icons-material/Assessment';
import TimelineIcon from '@mui/icons-material/Timeline';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import VerifiedIcon from '@mui/icons-material/Verified';
import MapIcon from '@mui/icons-material/Place';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useActor } from '../../components/permissions';
import { projectPaths } from './projectPaths';
import { ParentLinks } from '../../components/resource/ParentLinks';

const LinkButton = ({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) => (
  <Button component={Link} to={to} startIcon={icon} variant="outlined" size="small">
    {children}
  </Button>
);

/**
 * The buttons above a project (docs/screens.md#screens): Voltar to Projetos; for project admins Editar (or
 * Visualizar on the editor), Ruas, Relatórios, Progresso and the LGPD removal reviews; for who may
 * read them, the lists of the resources declared under projects (ParentLinks).
 */
export const ProjectActions = ({ projectId, editing = false }: { projectId: number; editing?: boolean }) => {
  const translate = useTranslate();
  const access = useActor();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
      <LinkButton to={projectPaths.list} icon={<ArrowBackIcon />}>
        {translate('app.action.back')}
      </LinkButton>
      <LinkButton to={projectPaths.map(projectId)} icon={<MapIcon />}>
        {translate('app.map.open')}
      </LinkButton>
      <ParentLinks parent="project" id={projectId} projectId={projectId} />
      {access.isProjectAdmin(projectId) && (
        <>
          {editing ? (
            <LinkButton to={projectPaths.show(projectId)} icon={<VisibilityIcon />}>
              {translate('app.action.show')}
            </LinkButton>
          ) : (
            <LinkButton to={projectPaths.edit(projectId)} icon={<EditIcon />}>
              {translate('app.action.edit')}
            </LinkButton>
          )}
          <LinkButton to={projectPaths.streets(projectId)} icon={<SignpostIcon />}>
            {translate('app.projects.streets')}
          </LinkButton>
          <LinkButton to={projectPaths.reports(projectId)} icon={<AssessmentIcon />}>
            {translate('app.projects.reports')}
          </LinkButton>
          <LinkButton to={projectPaths.progress(projectId)} icon={<TimelineIcon />}>
            {translate('app.projects.progress')}
          </LinkButton>
          <LinkButton to={projectPaths.removalReviews(projectId)} icon={<PrivacyTipIcon />}>
            {translate('app.removalReviews.open')}
          </LinkButton>
          <LinkButton to={projectPaths.emissions(projectId)} icon={<VerifiedIcon />}>
            {translate('app.emissions.open')}
          </LinkButton>
        </>
      )}
    </Stack>
  );
};
