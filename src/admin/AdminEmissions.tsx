import { useState } from 'react';
import { Autocomplete, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { EmissionsTable } from '../pages/emissions/EmissionsTable';
import { useWholeList } from '../components/list/useWholeList';
import { projectPaths } from '../resources/projects/projectPaths';
import { useAppTranslate } from '../providers/i18n';
import type { projectListItemSchema } from '../../domain/api/projects.ts';
import type { Answer } from '../../domain/api/wire.ts';

/** What the project picker shows of a `GET /projects/list` line (domain/api/projects.ts). */
type ProjectOption = Pick<Answer<typeof projectListItemSchema>, 'id' | 'name' | 'city'>;

/**
 * `/admin/emissions`: the emission register of any project (numbers run per project, so the
 * register is read project by project), the same table as the project's own page.
 */
export const AdminEmissions = () => {
  const translate = useAppTranslate();
  const [project, setProject] = useState<ProjectOption | null>(null);
  const { data, isPending } = useWholeList<ProjectOption>('projects', { perPage: 250 });
  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
          <Autocomplete
            sx={{ flexGrow: 1, maxWidth: 480 }}
            options={data ?? []}
            loading={isPending}
            value={project}
            onChange={(_, value) => setProject(value)}
            getOptionLabel={(p) => (p.city ? `${p.name} (${p.city})` : p.name)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => (
              <TextField {...params} size="small" label={translate('app.admin.emissions.project')} />
            )}
          />
          {project && (
            <Button component={Link} to={projectPaths.emissions(project.id)}>
              {translate('app.admin.emissions.open_project')}
            </Button>
          )}
        </Stack>
        {project ? (
          <EmissionsTable key={project.id} projectId={project.id} admin searchable />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('app.admin.emissions.choose')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
