import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { projectEntity } from '../../components/domain/model';
import { DomainInput } from '../../components/domain';
import { StateCityInput } from './StateCityInput';
import { ProjectGroupInput } from './ProjectGroupInput';

/** The report files of a project (docs/entities.md#entities), each an upload of the shared file input. */
export const PROJECT_FILE_FIELDS = [
  'memorial_file',
  'topographic_report',
  'environmental_report',
  'urbanistic_report',
  'legal_report',
  'socioeconomic_report',
] as const;

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  columnGap: 2,
  width: '100%',
} as const;

/** The project form, shared by Cadastrar and Editar: data, place, class, image and report files. */
export const ProjectInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('app.projects.data')}
      </Typography>
      <Box sx={grid}>
        <DomainInput entity={projectEntity} field="name" />
        <DomainInput entity={projectEntity} field="project_class" />
        <DomainInput entity={projectEntity} field="reurb_modality" />
        <ProjectGroupInput />
        <DomainInput entity={projectEntity} field="utm_zone" />
        <DomainInput entity={projectEntity} field="area_tolerance_pct" />
      </Box>
      <StateCityInput />
      <DomainInput entity={projectEntity} field="image" />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
        {translate('app.projects.reports_files')}
      </Typography>
      <Box sx={grid}>
        {PROJECT_FILE_FIELDS.map((name) => (
          <DomainInput key={name} entity={projectEntity} field={name} />
        ))}
      </Box>
    </>
  );
};
