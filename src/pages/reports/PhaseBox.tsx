import { useState } from 'react';
import { Button, Card, CardContent, CardHeader, CircularProgress, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { parseLotIdLines } from '../../../domain/validation/removal.ts';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorMessage } from './saveFile';
import { previewKey } from './queryKeys';

/**
 * Phase 2 (docs/states.md#states Phase, docs/errors.md#errors): lot ids one per line move to phase 2; empty → the warning
 * 'Favor inserir pelo menos um ID'; then the preview refreshes. The ids that are well formed
 * move; a warning names every entry that did not (malformed, or not found among the lots the
 * user may see) and leaves them in the box to be corrected.
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
    const invalidText = invalid.length ? translate('app.reports.phase.invalid', { ids: invalid.join(', ') }) : '';
    if (ids.length === 0) return fail(invalidText);
    setSaving(true);
    try {
      const answer = (await dataProvider.updateLotPhases(ids)) as
        { updated?: number[]; not_found?: number[] } | undefined;
      const notFound = answer?.not_found ?? [];
      // Issue #18: every entry that did not move is named, the malformed and the unknown ones.
      const problems = [
        invalidText,
        notFound.length ? translate('app.reports.phase.not_found', { ids: notFound.join(', ') }) : '',
      ]
        .filter(Boolean)
        .join(' ');
      if (problems) {
        const moved = answer?.updated?.length ?? ids.length - notFound.length;
        notify(translate('app.reports.phase.partial', { moved, problems }), { type: 'warning' });
        setText([...invalid, ...notFound.map(String)].join('\n'));
      } else {
        notify(translate('app.reports.phase.success'), { type: 'success' });
        setText('');
      }
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
