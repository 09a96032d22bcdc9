import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ClockState } from '../../../domain/procedure/clocks';

const COLOURS = { running: 'info', due_soon: 'warning', overdue: 'error', met: 'success' } as const;

/** A clock's state as a coloured chip with its pt-BR label (colour is never the only cue). */
export const DeadlineState = ({ state }: { state: ClockState }) => {
  const translate = useTranslate();
  return <Chip size="small" color={COLOURS[state]} label={translate(`app.deadlines.states.${state}`)} />;
};
