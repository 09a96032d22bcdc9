import { useState, type ChangeEvent, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import {
  goesToComposition,
  IMPUGNATION_DECISIONS,
  NOTICE_METHODS,
  PARTY_ROLES,
  REJECTION_GROUNDS,
  type RejectionGround,
} from '../../../domain/procedure/parties';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { NotifiedParty, PartyInput, PartyProgress } from '../../providers/data/procedure';
import { deadlinesKey, partiesKey, urgentDeadlinesKey } from './queries';
import { useFormNotice } from '../../layout/useFormNotice';

type Values = Record<string, string | string[]>;
type Choices = readonly { id: string; name: string }[];
interface Field {
  name: string;
  type?: 'date' | 'multiline' | 'checks';
  choices?: Choices;
  /** Shown only while the values say so (a rejection's grounds); a hidden field is not sent. */
  when?: (values: Values) => boolean;
  /** Beneath the field while it has no error: what to write, where a phone cannot show a long label. */
  help?: boolean;
}

/** Several of `choices` as checkboxes (their labels may be long legal hypotheses: a phone reads them whole). */
function ChecksField({
  label,
  choices,
  value,
  onChange,
  error,
}: {
  label: string;
  choices: Choices;
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
}) {
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup>
        {choices.map((c) => (
          <FormControlLabel
            key={c.id}
            label={c.name}
            control={
              <Checkbox
                checked={value.includes(c.id)}
                onChange={(e) =>
                  onChange(
                    choices.filter((x) => (x.id === c.id ? e.target.checked : value.includes(x.id))).map((x) => x.id),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** A small form dialog: text, date, select and checkbox fields, the server's field errors shown inline. */
function FormDialog({
  title,
  fields,
  initial,
  onSubmit,
  onClose,
}: {
  title: string;
  fields: Field[];
  initial: Values;
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const notice = useFormNotice();
  const save = useMutation({
    mutationFn: () => onSubmit(values),
    onSuccess: () => {
      notice.clear();
      notify('app.parties.saved', { type: 'success' });
      onClose();
    },
    onError: (error: Error) => {
      const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string> }) : undefined;
      setErrors(body?.errors ?? {});
      notice.show(error.message);
    },
  });
  const set = (name: string) => (e: ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="party-dialog-title">
      <DialogTitle id="party-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {fields.map(({ name, type, choices, when, help }): ReactNode => {
            if (when && !when(values)) return null;
            const label = translate(`app.parties.fields.${name}`);
            if (type === 'checks')
              return (
                <ChecksField
                  key={name}
                  label={label}
                  choices={choices ?? []}
                  value={[values[name] ?? []].flat()}
                  onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
                  error={errors[name]}
                />
              );
            return (
              <TextField
                key={name}
                label={label}
                value={values[name] ?? ''}
                onChange={set(name)}
                error={Boolean(errors[name])}
                helperText={errors[name] ?? (help ? translate(`app.parties.help.${name}`) : undefined)}
                fullWidth
                select={Boolean(choices)}
                type={type === 'date' ? 'date' : 'text'}
                multiline={type === 'multiline'}
                minRows={type === 'multiline' ? 2 : undefined}
                slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
              >
                {choices?.map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.parties.cancel')}</Button>
        <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending}>
          {translate('app.parties.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A text value as sent: blank is null. */
const orNull = (v: Values[string] | undefined) => (typeof v === 'string' && v ? v : null);
const isRejection = (v: Values) => v.decision === 'rejeitada';
/** The appeal's resolution is asked once an appeal is dated (Decreto 9.310/2018 art. 24, § 11; art. 27, § 2º). */
const hasAppeal = (v: Values) => !!v.appeal_on;
/** The composition's end is asked once the impugnação is not accepted, in whole or in part (art. 24, § 7º). */
const inComposition = (v: Values) => goesToComposition(orNull(v.decision));

/**
 * After a save: the clocks and the dashboard's refresh, and the parties' pages; the dialog closes
 * once the page shown has come again, with the saved party on it.
 */
function useRefresh(projectId: number) {
  const queryClient = useQueryClient();
  return async () => {
    void queryClient.invalidateQueries({ queryKey: deadlinesKey(projectId) });
    void queryClient.invalidateQueries({ queryKey: urgentDeadlinesKey });
    await queryClient.invalidateQueries({ queryKey: partiesKey(projectId) });
  };
}

/** Adds a party to notify: role, name, CPF/CNPJ (check digits verified by the server), address, matrícula. */
export const AddPartyDialog = ({ projectId, onClose }: { projectId: number; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh(projectId);
  return (
    <FormDialog
      title={translate('app.parties.add_title')}
      initial={{ role: 'confrontante' }}
      fields={[
        { name: 'role', choices: PARTY_ROLES },
        { name: 'name' },
        { name: 'document' },
        { name: 'address' },
        { name: 'registry_ref' },
      ]}
      onSubmit={async (v) => {
        const body: PartyInput = {
          role: v.role as PartyInput['role'],
          name: orNull(v.name) ?? '',
          document: orNull(v.document),
          address: orNull(v.address),
          registry_ref: orNull(v.registry_ref),
        };
        await dataProvider.addNotifiedParty(projectId, body);
        await refresh();
      }}
      onClose={onClose}
    />
  );
};

/** Records what happened with one party's notice: AR or edital date, impugnação, decision, appeal. */
export const PartyProgressDialog = ({
  projectId,
  party,
  onClose,
}: {
  projectId: number;
  party: NotifiedParty;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh(projectId);
  const keys = [
    'notice_method',
    'notified_on',
    'impugnation_on',
    'impugnation_text',
    'decision',
    'decision_reasons',
    'decision_notified_on',
    'appeal_on',
    'appeal_text',
    'appeal_resolved_on',
    'appeal_resolution',
    'composition_resolved_on',
    'composition_resolution',
  ] as const;
  const initial: Values = {
    ...Object.fromEntries(keys.map((k) => [k, party[k] ?? ''])),
    decision_grounds: party.decision_grounds ?? [],
  };
  return (
    <FormDialog
      title={translate('app.parties.record_title', { name: party.name })}
      initial={initial}
      fields={[
        { name: 'notice_method', choices: NOTICE_METHODS },
        { name: 'notified_on', type: 'date' },
        { name: 'impugnation_on', type: 'date' },
        { name: 'impugnation_text', type: 'multiline' },
        { name: 'decision', choices: IMPUGNATION_DECISIONS, help: true },
        { name: 'decision_grounds', type: 'checks', choices: REJECTION_GROUNDS, when: isRejection },
        { name: 'decision_reasons', type: 'multiline' },
        { name: 'decision_notified_on', type: 'date' },
        { name: 'composition_resolved_on', type: 'date', when: inComposition },
        { name: 'composition_resolution', type: 'multiline', when: inComposition, help: true },
        { name: 'appeal_on', type: 'date' },
        { name: 'appeal_text', type: 'multiline' },
        { name: 'appeal_resolved_on', type: 'date', when: hasAppeal },
        { name: 'appeal_resolution', type: 'multiline', when: hasAppeal, help: true },
      ]}
      onSubmit={async (v) => {
        const grounds = [v.decision_grounds ?? []].flat() as RejectionGround[];
        const body = {
          ...Object.fromEntries(keys.map((k) => [k, orNull(v[k])])),
          // Only a rejection has § 12's grounds: another decision clears what a rejection left.
          decision_grounds: isRejection(v) && grounds.length ? grounds : null,
          // No appeal, nothing of its resolution: what a removed appeal date leaves is cleared.
          ...(hasAppeal(v) ? {} : { appeal_resolved_on: null, appeal_resolution: null }),
          // Nor of a composition the decision no longer opens.
          ...(inComposition(v) ? {} : { composition_resolved_on: null, composition_resolution: null }),
        } as PartyProgress;
        await dataProvider.recordPartyProgress(party.id, body);
        await refresh();
      }}
      onClose={onClose}
    />
  );
};
