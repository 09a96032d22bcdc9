import {
  Alert,
  Chip,
  Link as MuiLink,
  List,
  ListItem,
  ListItemText,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { ORDERED_STAGES, STAGE_DEFINITIONS, stageDefinition, stageIndex } from '../../../domain/procedure/stages';
import { formatDate } from '../../../domain/validation/dates';
import type { Timeline } from '../../providers/data/procedure';

const labelOf = (key: string) => STAGE_DEFINITIONS.find((s) => s.key === key)?.label ?? key;

/**
 * The stages in legal order (done, current, ahead; the optional one says when it happens) and, below, every recorded act as it
 * happened: date, act number, who, the act's file, the note and the reason of any departure.
 */
export const ProcedureTimeline = ({ timeline }: { timeline: Timeline }) => {
  const translate = useTranslate();
  const done = new Set(timeline.data.map((e) => e.stage));
  // A refusal is an outcome, not a step of the order: the steps stay where the procedure stopped,
  // and the refusal is said above them with its grounds.
  const refusal = timeline.current_stage === 'indeferimento' ? timeline.data.at(-1) : undefined;
  const reached = timeline.data.findLast((e) => e.stage !== 'indeferimento')?.stage;
  const current = refusal
    ? reached
      ? stageIndex(reached)
      : -1
    : timeline.current_stage
      ? stageIndex(timeline.current_stage)
      : -1;
  return (
    <>
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.procedure.refused', { date: formatDate(refusal.date) })}
          {refusal.note ? ` ${refusal.note}` : ''}
        </Alert>
      )}
      <Stepper
        activeStep={current}
        orientation="vertical"
        aria-label={translate('app.procedure.title')}
        sx={{ mb: 2, '& .MuiStepLabel-root': { py: 0.25 } }}
      >
        {ORDERED_STAGES.map((key, i) => (
          <Step key={key} completed={done.has(key) && i <= current}>
            <StepLabel
              optional={
                stageDefinition(key).optional ? (
                  <Typography variant="caption">{translate('app.procedure.optional_stage')}</Typography>
                ) : undefined
              }
            >
              {labelOf(key)}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="subtitle2" component="h3">
        {translate('app.procedure.history')}
      </Typography>
      {timeline.data.length === 0 ? (
        <Typography color="text.secondary">{translate('app.procedure.not_started')}</Typography>
      ) : (
        <List dense aria-label={translate('app.procedure.history')}>
          {[...timeline.data].reverse().map((event) => (
            <ListItem key={event.id} disableGutters alignItems="flex-start" divider>
              <ListItemText
                primary={
                  <>
                    <strong>{formatDate(event.date)}</strong> · {labelOf(event.stage)}
                    {event.act_number ? ` · ${event.act_number}` : ''}{' '}
                    {event.move !== 'next' && event.move !== 'first' && (
                      <Chip size="small" color="warning" label={translate(`app.procedure.moves.${event.move}`)} />
                    )}
                  </>
                }
                secondary={
                  <>
                    {event.automatic
                      ? translate('app.procedure.automatic')
                      : translate('app.procedure.by', { name: event.user_name ?? '—' })}
                    {event.requester ? ` · ${event.requester}` : ''}
                    {event.reason && (
                      <Typography component="span" sx={{ display: 'block' }} variant="body2">
                        {translate('app.procedure.form.reason')}: {event.reason}
                      </Typography>
                    )}
                    {event.note && (
                      <Typography component="span" sx={{ display: 'block' }} variant="body2">
                        {event.note}
                      </Typography>
                    )}
                    {event.act_file && (
                      <MuiLink href={event.act_file.url} target="_blank" rel="noopener" sx={{ display: 'block' }}>
                        {translate('app.procedure.act_file')}: {event.act_file.originalName}
                      </MuiLink>
                    )}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
};
