import { useState } from 'react';
import { Button, Card, CardContent, CardHeader, Stack } from '@mui/material';
import EventNoteIcon from '@mui/icons-material/EventNote';
import GroupsIcon from '@mui/icons-material/Groups';
import AddIcon from '@mui/icons-material/Add';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { STAGE_DEFINITIONS } from '../../../domain/procedure/stages';
import { useActor } from '../../components/permissions';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ProcedureTimeline } from './ProcedureTimeline';
import { StageEventDialog } from './StageEventDialog';
import { procedureKey, procedurePaths } from './queries';
import { usePdfDownload } from './usePdfDownload';

/** The project screen's "Procedimento da Reurb" card: the timeline, Prazos, and Registrar etapa for admins. */
export const ProcedureCard = ({ projectId }: { projectId: number }) => {
  const translate = useTranslate();
  const access = useActor();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const { busy, download } = usePdfDownload();
  const { data } = useQuery({
    queryKey: procedureKey(projectId),
    queryFn: () => dataProvider.getProcedure(projectId),
  });
  const current = data?.current_stage ?? null;
  const currentLabel = STAGE_DEFINITIONS.find((s) => s.key === current)?.label;
  // Once the Município classified the núcleo, its declaration of Reurb-S (Decreto 9.310/2018 art. 53, § 3º);
  // the server says why when the classification is not of Reurb-S.
  const classified = data?.data.some((event) => event.stage === 'classificacao') ?? false;
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
          {classified && (
            <Button
              startIcon={<PictureAsPdfIcon />}
              variant="outlined"
              size="small"
              title={translate('app.procedure.declaration_hint')}
              loading={busy === 'declaration'}
              onClick={() =>
                void download('declaration', 'Declaração de Reurb-S.pdf', () =>
                  dataProvider.getReurbSDeclaration(projectId),
                )
              }
            >
              {translate('app.procedure.declaration')}
            </Button>
          )}
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
