import { useState } from 'react';
import { Button, Card, CardContent, CardHeader, Stack } from '@mui/material';
import EventNoteIcon from '@mui/icons-material/EventNote';
import GroupsIcon from '@mui/icons-material/Groups';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { STAGE_DEFINITIONS } from '../../../domain/procedure/stages';
import { useActor } from '../../components/permissions';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ProcedureTimeline } from './ProcedureTimeline';
import { StageEventDialog } from './StageEventDialog';
import { procedureKey, procedurePaths } from './queries';

/** The project screen's "Procedimento da Reurb" card: the timeline, Prazos, and Registrar etapa for admins. */
export const ProcedureCard = ({ projectId }: { projectId: number }) => {
  const translate = useTranslate();
  const access = useActor();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const { data } = useQuery({
    queryKey: procedureKey(projectId),
    queryFn: () => dataProvider.getProcedure(projectId),
  });
  const current = data?.current_stage ?? null;
  const currentLabel = STAGE_DEFINITIONS.find((s) => s.key === current)?.label;
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="procedure-title">
      <CardHeader
        id="procedure-title"
        title={translate('app.procedure.title')}
        subheader={
          currentLabel
            ? translate('app.procedure.current', { stage: currentLabel })
            : translate('app.procedure.subheader')
        }
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          <Button
            component={Link}
            to={procedurePaths.deadlines(projectId)}
            startIcon={<EventNoteIcon />}
            variant="outlined"
            size="small"
          >
            {translate('app.procedure.deadlines')}
          </Button>
          <Button
            component={Link}
            to={procedurePaths.parties(projectId)}
            startIcon={<GroupsIcon />}
            variant="outlined"
            size="small"
          >
            {translate('app.parties.open')}
          </Button>
          {access.isProjectAdmin(projectId) && (
            <Button onClick={() => setOpen(true)} startIcon={<AddIcon />} variant="contained" size="small">
              {translate('app.procedure.record')}
            </Button>
          )}
        </Stack>
        {data && <ProcedureTimeline timeline={data} />}
      </CardContent>
      {access.isProjectAdmin(projectId) && open && (
        // Mounted when opened, so the form proposes the stage after the current one each time.
        <StageEventDialog projectId={projectId} current={current} open onClose={() => setOpen(false)} />
      )}
    </Card>
  );
};
