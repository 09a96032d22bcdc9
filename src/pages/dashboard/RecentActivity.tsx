import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardHeader, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useDataProvider, useGetList, useGetOne, usePermissions, useTranslate } from 'react-admin';
import type { Permissions } from '../../providers/authProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useAccount } from '../../providers/useAccount';
import { ACTIVITY_PROJECTS, RECENT_LOTS, completedRows, dayLabel, recentDays, statusLabel, timestampLabel } from './activity';

interface WorkedRow {
  date: string;
  project_name: string;
  completed_lots: number;
  incomplete_lots: number;
}

const ActivityCard = ({ subheader, children }: { subheader: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card>
      <CardHeader title={translate('app.dashboard.activity')} subheader={subheader} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      {children}
    </Card>
  );
};

const Empty = ({ text }: { text: string }) => (
  <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
    {text}
  </Typography>
);

const Rows = ({ head, rows, label }: { head: string[]; rows: ReactNode[][]; label: string }) => (
  <Table size="small" aria-label={label}>
    <TableHead>
      <TableRow>
        {head.map((h, i) => (
          <TableCell key={h} align={i >= 2 ? 'right' : 'left'}>
            {h}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
    <TableBody>
      {rows.map((cells, r) => (
        <TableRow key={r}>
          {cells.map((cell, i) => (
            <TableCell key={i} align={i >= 2 ? 'right' : 'left'}>
              {cell}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

/** A global admin: their own lots worked per day (GET /users/{id} worked_lots_by_day), recent days first. */
const OwnWork = () => {
  const translate = useTranslate();
  const { data: me } = useAccount();
  const { data: found } = useGetList('users', { filter: { q: me?.email }, pagination: { page: 1, perPage: 50 } }, { enabled: !!me });
  const userId = found?.find((u) => u.sub === me?.sub)?.id;
  const { data: user, isPending } = useGetOne('users', { id: userId! }, { enabled: userId !== undefined });
  const rows = recentDays((user?.worked_lots_by_day as WorkedRow[] | undefined) ?? []);
  const label = translate('app.dashboard.own_work');
  return (
    <ActivityCard subheader={label}>
      {rows.length === 0 ? (
        <Empty text={translate(isPending && userId !== undefined ? 'ra.page.loading' : 'app.dashboard.no_activity')} />
      ) : (
        <Rows
          label={label}
          head={['date', 'project', 'completed', 'incomplete'].map((k) => translate(`app.dashboard.col.${k}`))}
          rows={rows.map((r) => [dayLabel(r.date), r.project_name, r.completed_lots, r.incomplete_lots])}
        />
      )}
    </ActivityCard>
  );
};

/** A project admin: lots completed in the projects they administer (GET /projects/{id}/completed-by-day). */
const AdministeredProjects = ({ projectIds }: { projectIds: number[] }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const answers = useQueries({
    queries: projectIds.slice(0, ACTIVITY_PROJECTS).map((id) => ({
      queryKey: ['projects', 'completedByDay', id],
      queryFn: () => dataProvider.getCompletedByDay(id),
    })),
  });
  const rows = recentDays(completedRows(answers.flatMap((a) => (a.data ? [a.data] : []))));
  const label = translate('app.dashboard.completed_lots');
  return (
    <ActivityCard subheader={label}>
      {rows.length === 0 ? (
        <Empty text={translate(answers.some((a) => a.isPending) ? 'ra.page.loading' : 'app.dashboard.no_activity')} />
      ) : (
        <Rows
          label={label}
          head={['date', 'project', 'user', 'social', 'benfeitorias'].map((k) => translate(`app.dashboard.col.${k}`))}
          rows={rows.map((r) => [dayLabel(r.date), r.project, r.user, r.social, r.benfeitorias])}
        />
      )}
    </ActivityCard>
  );
};

/** A member: the lots updated last in their projects (GET /lots/list?project_id&sort=updated_at&order=desc). */
const RecentLots = ({ projectIds }: { projectIds: number[] }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: me } = useAccount();
  const answers = useQueries({
    queries: projectIds.slice(0, ACTIVITY_PROJECTS).map((id) => ({
      queryKey: ['lots', 'recent', id],
      queryFn: () =>
        dataProvider.getList('lots', {
          filter: { project_id: id },
          pagination: { page: 1, perPage: RECENT_LOTS },
          sort: { field: 'updated_at', order: 'DESC' },
        }),
    })),
  });
  const lots = answers
    .flatMap((a) => a.data?.data ?? [])
    .sort((a, b) => String(b.updated_at).localeCompare(String(a.updated_at)))
    .slice(0, RECENT_LOTS);
  const projectName = (id: unknown) => me?.projects.find((p) => p.id === id)?.name ?? '';
  const label = translate('app.dashboard.recent_lots');
  return (
    <ActivityCard subheader={label}>
      {lots.length === 0 ? (
        <Empty text={translate(answers.some((a) => a.isPending) ? 'ra.page.loading' : 'app.dashboard.no_activity')} />
      ) : (
        <Rows
          label={label}
          head={['lot', 'project', 'status', 'updated_at'].map((k) => translate(`app.dashboard.col.${k}`))}
          rows={lots.map((l) => [
            <MuiLink key="lot" component={Link} to={`/lots/${l.id}`}>
              {l.name}
            </MuiLink>,
            projectName(l.project_id),
            statusLabel(l.status),
            timestampLabel(l.updated_at),
          ])}
        />
      )}
    </ActivityCard>
  );
};

/**
 * Recent activity from real data: a global admin's own lots worked per day; a project admin's
 * completed lots per day in the projects they administer; a member the lots updated last in
 * their projects (the two other calls are for admins).
 */
export const RecentActivity = () => {
  const { permissions } = usePermissions<Permissions>();
  if (!permissions) return null;
  if (permissions.role === 'admin') return <OwnWork />;
  const administered = (permissions.projects_roles ?? []).filter((r) => r.role === 'admin').map((r) => r.project_id);
  if (administered.length > 0) return <AdministeredProjects projectIds={administered} />;
  return <RecentLots projectIds={(permissions.projects_roles ?? []).map((r) => r.project_id)} />;
};
