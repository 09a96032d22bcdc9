import { lazy, Suspense } from 'react';
import { Box, Button, Card, CardContent, CardHeader, CircularProgress, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import { Title, useRecordContext, useTranslate } from 'react-admin';
import { userEntity, type WorkedLotsByDay } from '../../components/domain/model';
import { DomainShowLayout } from '../../components/domain';
import { paths } from '../../components/paths';
import { RequirePermission } from '../../components/permissions';
import { useNumericId } from '../../components/useNumericId';
import { WholeShowBase } from '../../components/wholeRecord';
import { UserProjectRoles } from './UserProjectRoles';
import { CHART_HEIGHT } from './workedLotsChartData';
import { BackButton } from '../../components/BackButton';

// recharts is big: only this screen loads it, and only when it has a chart to show.
const WorkedLotsChart = lazy(() => import('./WorkedLotsChart'));

const UserScreen = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  const id = Number(record.id);
  const worked = (record.worked_lots_by_day as WorkedLotsByDay[] | undefined) ?? [];
  return (
    <>
      <Title title={translate('app.users.show_title')} />
      <Stack direction="row" spacing={1} sx={{ my: 2 }}>
        <BackButton to={paths.list('users')}>{translate('app.action.back')}</BackButton>
        <Button component={Link} to={paths.edit('users', id)} startIcon={<EditIcon />} variant="outlined" size="small">
          {translate('app.action.edit')}
        </Button>
      </Stack>
      <Stack spacing={2}>
        <Card>
          <CardHeader
            title={(record.name as string | null) || (record.email as string)}
            subheader={record.email as string}
            slotProps={{ title: { variant: 'h5', component: 'h1' } }}
          />
          <CardContent>
            <DomainShowLayout entity={userEntity} only={['email', 'role', 'last_activity_at']} />
          </CardContent>
        </Card>
        <UserProjectRoles />
        <Card>
          <CardHeader title={translate('app.users.chart')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          <CardContent>
            {worked.length === 0 ? (
              <Typography color="text.secondary">{translate('app.users.no_work')}</Typography>
            ) : (
              <Suspense
                fallback={
                  <Box sx={{ height: CHART_HEIGHT, display: 'grid', placeItems: 'center' }}>
                    <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
                  </Box>
                }
              >
                <WorkedLotsChart rows={worked} />
              </Suspense>
            )}
          </CardContent>
        </Card>
      </Stack>
    </>
  );
};

/** Visualizar Usuário (`/users/{id}`, global admins): the user, their project roles and the chart of lots worked per day. */
export const UserShow = () => {
  const id = useNumericId();
  if (id === undefined) return null;
  return (
    <RequirePermission allowed={(a) => a.isGlobalAdmin}>
      <WholeShowBase resource="users" id={id}>
        <UserScreen />
      </WholeShowBase>
    </RequirePermission>
  );
};
