import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, CardHeader, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SettingsIcon from '@mui/icons-material/Settings';
import ArticleIcon from '@mui/icons-material/Article';
import DescriptionIcon from '@mui/icons-material/Description';
import { Title, useTranslate } from 'react-admin';
import { useNumericId } from '../../components/useNumericId';
import { projectPaths } from '../../resources/projects/projectPaths';
import type { ReportFilterValues } from '../../providers/data/reports';
import { CommitmentCard } from './CommitmentCard';
import { CustomReport } from './CustomReport';
import { GroupReport } from './GroupReport';
import { PhaseBox } from './PhaseBox';
import { ReportButtons } from './ReportButtons';
import { ReportFilterCard } from './ReportFilterCard';
import { useProject } from '../../components/useProject';

const Links = ({ projectId }: { projectId: number }) => {
  const translate = useTranslate();
  const links = [
    { to: projectPaths.show(projectId), icon: <ArrowBackIcon />, label: 'app.reports.back' },
    { to: projectPaths.reportSettings(projectId), icon: <SettingsIcon />, label: 'app.reports.settings' },
    { to: projectPaths.estudoPreliminar(projectId), icon: <ArticleIcon />, label: 'app.reports.estudo_preliminar' },
    { to: projectPaths.relatorioTecnico(projectId), icon: <DescriptionIcon />, label: 'app.reports.relatorio_tecnico' },
  ];
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
      {links.map((l) => (
        <Button key={l.to} component={Link} to={l.to} startIcon={l.icon} variant="outlined" size="small">
          {translate(l.label)}
        </Button>
      ))}
    </Stack>
  );
};

/**
 * Relatórios (`/projects/{id}/reports`, project admins; docs/screens.md#screens): the filter card, the report
 * buttons, the termo de compromisso, the group report, the phase-2 box, the custom report and the links.
 */
export const ReportsPage = () => {
  const projectId = useNumericId();
  const translate = useTranslate();
  const { data: project } = useProject(projectId);
  const [filter, setFilter] = useState<{ values: ReportFilterValues; valid: boolean }>({ values: {}, valid: true });
  const onFilter = useCallback((values: ReportFilterValues, valid: boolean) => setFilter({ values, valid }), []);
  if (projectId === undefined) return null;
  const title = project ? translate('app.reports.title', { project: project.name }) : translate('app.reports.heading');
  const disabled = !filter.valid;
  return (
    <>
      <Title title={title} />
      <Links projectId={projectId} />
      <Card sx={{ mb: 2 }}>
        <CardHeader
          title={title}
          subheader={translate('app.reports.subheader')}
          slotProps={{ title: { variant: 'h5', component: 'h1' } }}
        />
      </Card>
      <ReportFilterCard onChange={onFilter} />
      <ReportButtons projectId={projectId} filter={filter.values} disabled={disabled} />
      <CommitmentCard projectId={projectId} />
      {project?.group_id != null && (
        <GroupReport groupId={project.group_id as number} filter={filter.values} disabled={disabled} />
      )}
      <PhaseBox projectId={projectId} />
      <CustomReport projectId={projectId} filter={filter.values} disabled={disabled} />
    </>
  );
};
