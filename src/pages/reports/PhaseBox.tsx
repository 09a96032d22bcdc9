import { useState } from 'react';
import { Button, Card, CardContent, CardHeader, CircularProgress, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { parseLotIdLines } from '../../../domain/validation/removal.ts';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorMessage } from './saveFile';
import { previewKey } from './queryKeys';

/**
 * Phase 2 (spec §4 Phase, §8): lot ids one per line move to phase 2; empty → the warning
 * 'Favor inserir pelo menos um ID'; then the preview refreshes.
 */
export const PhaseBox = ({ projectId }: { projectId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const fail = (message: string) => notify(translate('app.reports.phase.error', { message }), { type: 'error' });

  const submit = async () => {
    const { ids, invalid, error } = parseLotIdLines(text);
    if (error) return notify(error, { type: 'warning' });
    if (invalid.length) return fail(translate('app.reports.phase.invalid', { ids: invalid.join(', ') }));
    setSaving(true);
    try {
      await dataProvider.updateLotPhases(ids);
      notify(translate('app.reports.phase.success'), { type: 'success' });
      setText('');
      await queryClient.invalidateQueries({ queryKey: previewKey(projectId) });
    } catch (e) {
      fail(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card sx={{ mb: 2 }}>
      <CardHeader
        title={translate('app.reports.phase.title')}
        subheader={translate('app.reports.phase.subheader')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <TextField
          label={translate('app.reports.phase.label')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={4}
          fullWidth
        />
        <Button
          sx={{ mt: 1 }}
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={() => void submit()}
        >
          {translate('app.reports.phase.submit')}
        </Button>
      </CardContent>
    </Card>
  );
};
