import { Card, CardContent, CardHeader, Stack } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { BackButton } from '../../components/BackButton';
import { useNumericId } from '../../components/useNumericId';
import { projectPaths } from '../../resources/projects/projectPaths';
import { EmissionsTable } from './EmissionsTable';
import { useProject } from '../../components/useProject';
import { SigningCertificateAlert } from '../reports/SigningCertificateAlert';

/** `/projects/{id}/emissions` (project admins): the project's emitted títulos and CRFs. */
export const EmissionsPage = () => {
  const projectId = useNumericId() ?? 0;
  const translate = useTranslate();
  const { data: project } = useProject(projectId);
  return (
    <>
      <Title title={translate('app.emissions.title', { project: project?.name ?? '' })} />
      <Stack direction="row" sx={{ my: 2 }}>
        <BackButton to={projectPaths.show(projectId)}>{translate('app.reports.back')}</BackButton>
      </Stack>
      <Card>
        <CardHeader
          title={translate('app.emissions.heading')}
          subheader={translate('app.emissions.subheader')}
          slotProps={{ title: { component: 'h1', variant: 'h5' } }}
        />
        <CardContent>
          <SigningCertificateAlert />
          <EmissionsTable projectId={projectId} admin searchable />
        </CardContent>
      </Card>
    </>
  );
};
