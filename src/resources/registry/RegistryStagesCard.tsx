import {
  Card,
  CardContent,
  CardHeader,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useDataProvider } from 'react-admin';
import { REGISTRY_STAGES } from '../../../domain/registry/stages.ts';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { RegistryCounts } from '../../providers/data/registry';
import { useAppTranslate } from '../../providers/i18n';
import { TableScroll } from '../../components/list/TableScroll';

const StageHeads = () => (
  <>
    {REGISTRY_STAGES.map((s) => (
      <TableCell key={s.id} align="right">
        {s.name}
      </TableCell>
    ))}
  </>
);
const StageCells = ({ counts }: { counts: RegistryCounts }) => (
  <>
    {REGISTRY_STAGES.map((s) => (
      <TableCell key={s.id} align="right" data-stage={s.id}>
        {counts[s.id]}
      </TableCell>
    ))}
  </>
);

/** The progress screen's table (issue 16 part 5): the project's lots per registry stage. */
export const ProjectRegistryCard = ({ projectId }: { projectId: number }) => {
  const t = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isError } = useQuery({
    queryKey: ['registryCounts', projectId],
    queryFn: () => dataProvider.getRegistryCounts(projectId),
    retry: false,
  });
  return (
    <Card>
      <CardHeader
        title={t('app.registry.counts_title')}
        subheader={t('app.registry.counts_subheader')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {isError && t('app.registry.error')}
        {data && (
          <TableScroll label={t('app.registry.counts_title')}>
            <Table size="small" aria-label={t('app.registry.counts_title')}>
              <TableHead>
                <TableRow>
                  <StageHeads />
                  <TableCell align="right">{t('app.registry.total')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                <TableRow>
                  <StageCells counts={data.counts} />
                  <TableCell align="right">{data.total}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </TableScroll>
        )}
      </CardContent>
    </Card>
  );
};

/** The dashboard's counts of lots per registry stage, as its card asks for them. */
export const dashboardRegistryQuery = (dataProvider: AppDataProvider) =>
  queryOptions({
    queryKey: ['dashboardRegistryCounts'],
    queryFn: () => dataProvider.getDashboardRegistryCounts(),
    retry: false,
  });

/**
 * The dashboard's panel (issue 16 part 5): lots per registry stage in each of the user's
 * projects that reached the registry office. Nothing shows before any did.
 */
export const DashboardRegistryCard = () => {
  const t = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data = [] } = useQuery(dashboardRegistryQuery(dataProvider));
  if (data.length === 0) return null;
  return (
    <Card>
      <CardHeader
        title={t('app.registry.dashboard_title')}
        subheader={t('app.registry.dashboard_subheader')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <TableScroll label={t('app.registry.dashboard_title')}>
          <Table size="small" aria-label={t('app.registry.dashboard_title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('app.registry.project')}</TableCell>
                <StageHeads />
                <TableCell align="right">{t('app.registry.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => (
                <TableRow key={row.project_id}>
                  <TableCell>
                    <MuiLink component={Link} to={`/projects/${row.project_id}`}>
                      {row.project_name}
                    </MuiLink>
                  </TableCell>
                  <StageCells counts={row.counts} />
                  <TableCell align="right">{row.total}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      </CardContent>
    </Card>
  );
};
