import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  Card,
  CardHeader,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useDataProvider, useGetMany, usePermissions, useTranslate } from 'react-admin';
import { isProjectAdmin } from '../../../domain/roles.ts';
import type { Permissions } from '../../providers/authProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import {
  ACTIVITY_PROJECTS,
  ACTIVITY_ROWS,
  RECENT_LOTS,
  completedRows,
  dayLabel,
  recentDays,
  statusLabel,
  timestampLabel,
} from './activity';
import { ListCards } from '../../components/list/ListCards';
import { TableScroll } from '../../components/list/TableScroll';
import { usePhone } from '../../layout/usePhone';

/** A project as the dashboard lists it. */
export interface ProjectRef {
  id: number;
  name: string;
}

const ActivityCard = ({ subheader, children }: { subheader: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card>
      <CardHeader
        title={translate('app.dashboard.activity')}
        subheader={subheader}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      {children}
    </Card>
  );
};

const Empty = ({ text }: { text: string }) => (
  <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
    {text}
  </Typography>
);

/**
 * A small table; numbers sit at the right of their column. On a phone a card a row (the first
 * column as its title, the others as label and value), as the lists are.
 */
const Rows = ({ head, rows, label }: { head: string[]; rows: ReactNode[][]; label: string }) => {
  const phone = usePhone();
  if (phone)
    return (
      <ListCards
        label={label}
        cards={rows.map(([title, ...cells], r) => ({
          key: r,
          title,
          details: cells.map((value, i) => ({ label: head[i + 1], value })),
        }))}
      />
    );
  const numeric = head.map((_, i) => rows.length > 0 && rows.every((cells) => typeof cells[i] === 'number'));
  return (
    <TableScroll label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((h, i) => (
              <TableCell key={h} align={numeric[i] ? 'right' : 'left'}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, r) => (
            <TableRow key={r}>
              {cells.map((cell, i) => (
                <TableCell key={i} align={numeric[i] ? 'right' : 'left'}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
};

/** Admins: lots completed per day in the projects they administer (GET /projects/{id}/completed-by-day). */
const AdministeredProjects = ({ projectIds }: { projectIds: number[] }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const answers = useQueries({
    queries: projectIds.slice(0, ACTIVITY_PROJECTS).map((id) => ({
      queryKey: ['projects', 'completedByDay', id],
      queryFn: () => dataProvider.getCompletedByDay(id),
    })),
  });
  const rows = recentDays(completedRows(answers.flatMap((a) => (a.data ? [a.data] : [])))).slice(0, ACTIVITY_ROWS);
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
const RecentLots = ({ projects }: { projects: ProjectRef[] }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const answers = useQueries({
    queries: projects.slice(0, ACTIVITY_PROJECTS).map(({ id }) => ({
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
  const projectName = (id: unknown) => projects.find((p) => p.id === id)?.name ?? '';
  // Lots of different blocks share names ("Lote 06"): each row names its block too (issue 18).
  const blockIds = [...new Set(lots.map((l) => l.block_id as number))];
  const { data: blockRows } = useGetMany('blocks', { ids: blockIds }, { enabled: blockIds.length > 0 });
  const lotLabel = (lot: { name?: unknown; block_id?: unknown }) =>
    [blockRows?.find((b) => b.id === lot.block_id)?.name, lot.name].filter(Boolean).join(' · ');
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
              {lotLabel(l)}
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
 * Recent activity from real data, for the listed projects: to a global or project admin, the
 * lots completed per day in the projects they administer; to a member, the lots updated last
 * in their projects (completed-by-day is an admin call).
 */
export const RecentActivity = ({ projects }: { projects: ProjectRef[] }) => {
  const { permissions } = usePermissions<Permissions>();
  if (!permissions) return null;
  const administered = projects.filter((p) => isProjectAdmin(permissions, p.id)).map((p) => p.id);
  if (administered.length > 0) return <AdministeredProjects projectIds={administered} />;
  return <RecentLots projects={projects} />;
};
