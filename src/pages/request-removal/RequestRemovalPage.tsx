import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { normaliseEmail } from '../../../domain/validation/documents.ts';
import { maxChars } from '../../../domain/validation/messages.ts';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useAppTranslate } from '../../providers/i18n';
import { RemovalFrame, removalError } from './RemovalFrame';

export { REQUEST_REMOVAL_ROUTE } from '../publicPaths';

/** The API takes addresses of up to 50 characters (docs/validation.md#validation, e-mail fields). */
const EMAIL_MAX = 50;

/** docs/validation.md#validation: required, a simple address pattern; the message when it is not one. */
export function emailProblem(value: string): string | undefined {
  const checked = normaliseEmail(value);
  if (!checked.ok) return checked.message;
  return checked.value.length > EMAIL_MAX ? maxChars(EMAIL_MAX) : undefined;
}

type Step =
  | { name: 'idle' | 'sending' | 'sent' }
  | { name: 'error'; key: 'app.removal.error' | 'app.removal.network_error'; detail?: string };

/**
 * `/request-removal` (public, docs/screens.md#screens, docs/states.md#states, docs/errors.md#errors): an e-mail and a submit, disabled while the
 * address is invalid; 'Enviando...' while it goes; then the success or one of the two errors.
 */
export const RequestRemovalPage = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const t = useAppTranslate();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const problem = emailProblem(email);
  const sending = step.name === 'sending';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || sending) return;
    setStep({ name: 'sending' });
    try {
      await dataProvider.requestDataRemoval(email.trim());
      setStep({ name: 'sent' });
    } catch (error) {
      setStep({ name: 'error', ...removalError(error) });
    }
  };

  return (
    <RemovalFrame title={t('app.removal.request_title')}>
      {step.name === 'sent' ? (
        <Alert severity="success">{t('app.removal.sent')}</Alert>
      ) : (
        <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Typography color="text.secondary">{t('app.removal.request_intro')}</Typography>
          {step.name === 'error' ? (
            <Alert severity="error">
              {t(step.key)}
              {step.detail ? <Typography variant="body2">{step.detail}</Typography> : null}
            </Alert>
          ) : null}
          <TextField
            label={t('app.removal.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            fullWidth
            value={email}
            disabled={sending}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && !!problem}
            helperText={touched && problem ? problem : ' '}
          />
          <Button type="submit" variant="contained" disabled={!!problem || sending}>
            {sending ? t('app.removal.sending') : t('app.removal.submit')}
          </Button>
        </form>
      )}
    </RemovalFrame>
  );
};
