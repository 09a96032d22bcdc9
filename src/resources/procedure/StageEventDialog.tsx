import { useState, type ChangeEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { REURB_MODALITIES } from '../../../domain/enums/project';
import { todayInBrasilia } from '../../../domain/procedure/calendar';
import {
  LEGITIMADOS,
  needsReason,
  proposedNext,
  stageDefinition,
  stageMove,
  STAGE_DEFINITIONS,
  type ProcedureStage,
} from '../../../domain/procedure/stages';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { StageEventInput } from '../../providers/data/procedure';
import { deadlinesKey, procedureKey, urgentDeadlinesKey } from './queries';
import { useFormNotice } from '../../layout/useFormNotice';

type Form = Required<{ [K in keyof StageEventInput]: string }>;

/**
 * Records one stage act (project admins). The next stage of the legal order is proposed; any
 * other choice asks for the reason the server requires. The act's file is uploaded first and
 * linked by id, as every file of the product is.
 */
export const StageEventDialog = ({
  projectId,
  current,
  open,
  onClose,
}: {
  projectId: number;
  current: ProcedureStage | null;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const blank = (): Form => ({
    stage: proposedNext(current),
    date: todayInBrasilia(),
    act_number: '',
    note: '',
    reason: '',
    requester: '',
    legitimado: '',
    modality: '',
    publication_date: '',
    act_file_id: '',
  });
  const [form, setForm] = useState<Form>(blank);
  const [fileName, setFileName] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const stage = form.stage as ProcedureStage;
  const definition = stageDefinition(stage);
  const reasonNeeded = needsReason(stageMove(current, stage));
  const set = (key: keyof Form) => (e: ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const upload = useMutation({
    mutationFn: (file: File) => dataProvider.uploadFile(file, file.name),
    onSuccess: (uploaded, file) => {
      setForm((f) => ({ ...f, act_file_id: String(uploaded.id) }));
      setFileName(file.name);
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  const notice = useFormNotice();
  const save = useMutation({
    mutationFn: () => {
      const has = (k: 'requester' | 'legitimado' | 'modality' | 'publication_date') =>
        definition.fields.includes(k) && form[k] ? form[k] : null;
      return dataProvider.recordStage(projectId, {
        stage,
        date: form.date,
        act_number: form.act_number || null,
        note: form.note || null,
        reason: reasonNeeded ? form.reason || null : null,
        requester: has('requester'),
        legitimado: has('legitimado') as StageEventInput['legitimado'],
        modality: has('modality') as StageEventInput['modality'],
        publication_date: has('publication_date'),
        act_file_id: form.act_file_id ? Number(form.act_file_id) : null,
      });
    },
    onSuccess: (timeline) => {
      queryClient.setQueryData(procedureKey(projectId), timeline);
      // A classification changes the project's modality (the act decides it): its screens ask again.
      if (stage === 'classificacao') {
        void queryClient.invalidateQueries({ queryKey: ['projects'] });
        void queryClient.invalidateQueries({ queryKey: ['reports', projectId, 'settings'] });
      }
      void queryClient.invalidateQueries({ queryKey: deadlinesKey(projectId) });
      void queryClient.invalidateQueries({ queryKey: urgentDeadlinesKey });
      notice.clear();
      notify('app.procedure.form.saved', { type: 'success' });
      setForm(blank());
      setFileName(null);
      setErrors({});
      onClose();
    },
    onError: (error: Error) => {
      const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string> }) : undefined;
      setErrors(body?.errors ?? {});
      notice.show(error.message);
    },
  });

  /** `label` is a message key, or a stage's own text (its required note's label), shown as it is. */
  const field = (key: keyof Form, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={translate(label, { _: label })}
      value={form[key]}
      onChange={set(key)}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      fullWidth
      {...extra}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="stage-event-title">
      <DialogTitle id="stage-event-title">{translate('app.procedure.form.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {field('stage', 'app.procedure.form.stage', {
            select: true,
            children: STAGE_DEFINITIONS.map((s) => (
              <MenuItem key={s.key} value={s.key}>
                {s.label}
              </MenuItem>
            )),
          })}
          <Typography variant="body2" color="text.secondary">
            {definition.act}. {translate('app.procedure.form.legal_basis', { article: definition.article })}
          </Typography>
          {reasonNeeded && <Alert severity="warning">{translate('app.procedure.form.reason_help')}</Alert>}
          {field('date', 'app.procedure.form.date', {
            type: 'date',
            required: true,
            slotProps: { inputLabel: { shrink: true } },
          })}
          {field('act_number', 'app.procedure.form.act_number')}
          {definition.fields.includes('requester') &&
            field('requester', 'app.procedure.form.requester', { required: true })}
          {definition.fields.includes('legitimado') &&
            field('legitimado', 'app.procedure.form.legitimado', {
              select: true,
              required: true,
              children: LEGITIMADOS.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              )),
            })}
          {definition.fields.includes('modality') &&
            field('modality', 'app.procedure.form.modality', {
              select: true,
              required: definition.required.includes('modality'),
              children: REURB_MODALITIES.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              )),
            })}
          {definition.fields.includes('publication_date') &&
            field('publication_date', 'app.procedure.form.publication_date', {
              type: 'date',
              slotProps: { inputLabel: { shrink: true } },
            })}
          {reasonNeeded &&
            field('reason', 'app.procedure.form.reason', { required: true, multiline: true, minRows: 2 })}
          {definition.requiredNote
            ? field('note', definition.requiredNote.label, { multiline: true, minRows: 3, required: true })
            : field('note', 'app.procedure.form.note', { multiline: true, minRows: 2 })}
          <Button component="label" variant="outlined" disabled={upload.isPending}>
            {translate('app.procedure.form.file')}
            <input
              hidden
              type="file"
              accept="application/pdf,image/png,image/jpeg"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) upload.mutate(file);
              }}
            />
          </Button>
          {fileName && (
            <Typography variant="body2">{translate('app.procedure.form.file_sent', { name: fileName })}</Typography>
          )}
          {errors.act_file_id && <Alert severity="error">{errors.act_file_id}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.procedure.form.cancel')}</Button>
        <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending || upload.isPending}>
          {translate('app.procedure.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
