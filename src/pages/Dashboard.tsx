import { useMemo, useState } from 'react';
import {
  Card,
  CardHeader,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';
import {
  Loading,
  useDataProvider,
  useGetIdentity,
  useGetList,
  usePermissions,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useQueries } from '@tanstack/react-query';
import type { AppDataProvider } from '../providers/dataProvider';
import { useShownTogether } from '../components/useShownTogether';
import type { Permissions } from '../providers/authProvider';
import { greetingName } from '../providers/session';
import { AppTitle } from '../layout/AppTitle';
import { ProgressText } from '../components/ProgressText';
import { RecentActivity } from './dashboard/RecentActivity';
import { RemovalReviewsCard, removalReviewSummaryQuery } from './dashboard/RemovalReviewsCard';
import { UrgentDeadlinesCard, urgentDeadlinesQuery } from '../resources/procedure/UrgentDeadlinesCard';
import { DashboardRegistryCard, dashboardRegistryQuery } from '../resources/registry/RegistryStagesCard';
import { ListCards } from '../components/list/ListCards';
import { TableScroll } from '../components/list/TableScroll';
import { usePhone } from '../layout/usePhone';

/** The dashboard lists this many projects (by name); the rest are on Projetos. */
export const DASHBOARD_PROJECTS = 10;
/** The projects come as Projetos fetches them (docs/limits.md#limits: 250). */
const PROJECTS_FETCH_COUNT = 250;

const YourProjects = ({
  data,
  total,
  isPending,
}: {
  data: RaRecord[];
  total: number | undefined;
  isPending: boolean;
}) => {
  const translate = useTranslate();
  const phone = usePhone();
  const shown = data.slice(0, DASHBOARD_PROJECTS);
  const place = (project: RaRecord) => [project.city, project.state].filter(Boolean).join(' - ');
  const progress = (project: RaRecord) => (
    <ProgressText completed={project.lots_completed as number} total={project.lots_total as number} />
  );
  return (
    <Card>
      <CardHeader
        title={translate('app.dashboard.projects')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      {!isPending && data.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {translate('app.dashboard.no_projects')}
        </Typography>
      ) : phone ? (
        <ListCards
          label={translate('app.dashboard.projects')}
          cards={shown.map((project) => ({
            key: project.id,
            title: project.name,
            to: `/projects/${project.id}`,
            details: [
              { label: translate('app.dashboard.place'), value: place(project) },
              { label: translate('app.dashboard.progress'), value: progress(project) },
            ],
          }))}
        />
      ) : (
        <TableScroll label={translate('app.dashboard.projects')}>
          <Table size="small" aria-label={translate('app.dashboard.projects')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.dashboard.project')}</TableCell>
                <TableCell>{translate('app.dashboard.place')}</TableCell>
                <TableCell sx={{ width: 200 }}>{translate('app.dashboard.progress')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((project: RaRecord) => (
                <TableRow key={project.id} hover>
                  <TableCell>
                    <MuiLink component={Link} to={`/projects/${project.id}`}>
                      {project.name}
                    </MuiLink>
                  </TableCell>
                  <TableCell>{place(project)}</TableCell>
                  <TableCell>{progress(project)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
      {(total ?? 0) > shown.length && (
        <Typography variant="body2" sx={{ p: 2 }}>
          <MuiLink component={Link} to="/projects">
            {translate('app.dashboard.all_projects', { count: total })}
          </MuiLink>
        </Typography>
      )}
    </Card>
  );
};

/** The cards above the projects, in their order; each shows only when it has something. */
const CARDS = [
  ['deadlines', UrgentDeadlinesCard],
  ['registry', DashboardRegistryCard],
  ['removals', RemovalReviewsCard],
] as const;

/**
 * Painel Principal (`/home` and `/`): a greeting, the user's projects with their progress
 * (completed/total (percent), from `GET /projects/list`) and recent activity from real data:
 * admins see the lots completed per day in (up to 5 of) the projects they administer, members
 * the lots updated last in their projects.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<Permissions>();
  const {
    data = [],
    total,
    isPending,
  } = useGetList('projects', {
    pagination: { page: 1, perPage: PROJECTS_FETCH_COUNT },
    sort: { field: 'name', order: 'ASC' },
  });
  const projects = useMemo(() => data.map((p) => ({ id: Number(p.id), name: String(p.name) })), [data]);
  // The cards above the projects show only when they have something, each when its answer comes:
  // they pushed "Seus projetos" down, 304 px on a phone, under a thumb aimed at a project. The
  // cards and the projects now show together (useShownTogether).
  const dataProvider = useDataProvider<AppDataProvider>();
  const cards = useQueries({
    queries: [
      urgentDeadlinesQuery(dataProvider),
      dashboardRegistryQuery(dataProvider),
      removalReviewSummaryQuery(dataProvider),
    ],
  });
  const answered = cards.map((card) => !card.isPending);
  const shown = useShownTogether(!isPending && answered.every(Boolean), 'dashboard');
  // A card whose answer came after the page was shown (the wait ran out: a slow or loaded server)
  // goes below the activity, not above the projects, so nothing the person already sees is
  // pushed down (the sweep measured a shift of 0.28 at 390 px when it came above). Which cards
  // had answered is taken once, when the page shows.
  const [onTop, setOnTop] = useState<readonly boolean[] | null>(null);
  if (shown && onTop === null) setOnTop(answered);
  const top = onTop ?? answered;
  const cardsWhere = (above: boolean) =>
    CARDS.map(([key, CardOfDashboard], i) => (top[i] === above ? <CardOfDashboard key={key} /> : null));
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <AppTitle title={translate('app.page.dashboard')} />
      <Card>
        <CardHeader
          title={translate('app.dashboard.hello', { name: greetingName(identity) })}
          subheader={translate(
            permissions?.role === 'admin' ? 'app.dashboard.role_admin' : 'app.dashboard.role_member',
          )}
          slotProps={{ title: { component: 'h2' } }}
        />
      </Card>
      {shown ? (
        <>
          {cardsWhere(true)}
          <YourProjects data={data} total={total} isPending={isPending} />
          {!isPending && <RecentActivity projects={projects} />}
          {cardsWhere(false)}
        </>
      ) : (
        <Loading />
      )}
    </Stack>
  );
};
