import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Button, Link, TextField, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { checkConfirmationWord } from '../../../domain/validation/removal.ts';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useAppTranslate } from '../../providers/i18n';
import { REQUEST_REMOVAL_ROUTE } from '../publicPaths';
import { RemovalFrame, removalError } from '../request-removal/RemovalFrame';

export { REMOVE_ACCOUNT_ROUTE } from '../publicPaths';
/** Spec §4: done → the public site, 2 s later. */
export const REDIRECT_DELAY_MS = 2000;

type Redirect = (url: string) => void;
const goTo: Redirect = (url) => window.location.assign(url);

/** `/remove-account?token=…` (public, spec §2): without a token, back to /request-removal. */
export const RemoveAccountPage = ({ redirect = goTo }: { redirect?: Redirect }) => {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ConfirmRemoval token={token} redirect={redirect} /> : <Navigate to={REQUEST_REMOVAL_ROUTE} replace />;
};

type Step =
  | { name: 'idle' | 'sending' | 'done' }
  | { name: 'error'; key: 'app.removal.error' | 'app.removal.network_error'; detail?: string };

/** Spec §4, §5, §8: the word 'Confirmar', then sending, done (and the redirect) or an error. */
const ConfirmRemoval = ({ token, redirect }: { token: string; redirect: Redirect }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const t = useAppTranslate();
  const [word, setWord] = useState('');
  const [checked, setChecked] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const problem = checkConfirmationWord(word);
  const busy = step.name === 'sending' || step.name === 'done';

  useEffect(() => {
    if (step.name !== 'done') return;
    // Asked for now, so it is known when the 2 s are up; the app's root if it cannot be had.
    const target = dataProvider.getPublicSiteUrl().catch(() => '/');
    const timer = setTimeout(() => void target.then(redirect), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step.name, dataProvider, redirect]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem || busy) return;
    setStep({ name: 'sending' });
    try {
      await dataProvider.confirmDataRemoval(token);
      setStep({ name: 'done' });
    } catch (error) {
      setStep({ name: 'error', ...removalError(error) });
    }
  };

  return (
    <RemovalFrame title={t('app.removal.confirm_title')}>
      {step.name === 'done' ? (
        <Alert severity="success">{t('app.removal.removed')}</Alert>
      ) : (
        <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Typography color="text.secondary">{t('app.removal.confirm_intro')}</Typography>
          {step.name === 'error' ? (
            <Alert severity="error">
              {t(step.key)}
              {step.detail ? <Typography variant="body2">{step.detail}</Typography> : null}
              <Link component={RouterLink} to={REQUEST_REMOVAL_ROUTE} variant="body2">
                {t('app.removal.request_again')}
              </Link>
            </Alert>
          ) : null}
          <TextField
            label={t('app.removal.confirm_word')}
            name="confirmation"
            autoComplete="off"
            required
            fullWidth
            value={word}
            disabled={busy}
            onChange={(event) => setWord(event.target.value)}
            onBlur={() => setChecked(word !== '')}
            error={checked && !!problem}
            helperText={checked && problem ? problem : ' '}
          />
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {step.name === 'sending' ? t('app.removal.sending') : t('app.removal.confirm_submit')}
          </Button>
        </form>
      )}
    </RemovalFrame>
  );
};
