import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, AlertTitle, Box, Button, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { checkConfirmationWord } from '../../../domain/validation/removal.ts';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { RemovalConfirmation } from '../../providers/data/removal-reviews';
import { useAppTranslate } from '../../providers/i18n';
import { REQUEST_REMOVAL_ROUTE } from '../publicPaths';
import { RemovalFrame, refusalMessage, removalError } from '../request-removal/RemovalFrame';

export { REMOVE_ACCOUNT_ROUTE } from '../publicPaths';
/** docs/states.md#states: done → the public site, 2 s later. */
export const REDIRECT_DELAY_MS = 2000;

type Redirect = (url: string) => void;
const goTo: Redirect = (url) => window.location.assign(url);

/** `/remove-account?token=…` (public, docs/screens.md#screens): without a token, back to /request-removal. */
export const RemoveAccountPage = ({ redirect = goTo }: { redirect?: Redirect }) => {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <CheckedLink token={token} redirect={redirect} /> : <Navigate to={REQUEST_REMOVAL_ROUTE} replace />;
};

type LinkCheck = { name: 'checking' } | { name: 'good' } | { name: 'dead'; detail?: string };

/**
 * The link is checked first (`POST /data-removal-status`, which uses nothing): a bad, used or
 * expired one says so at once, with the way to ask again, instead of showing the confirmation
 * and refusing only after "Confirmar" (issue 18). When the check itself cannot be made (network),
 * the confirmation shows: confirming will say what is wrong.
 */
const CheckedLink = ({ token, redirect }: { token: string; redirect: Redirect }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const t = useAppTranslate();
  const [link, setLink] = useState<LinkCheck>({ name: 'checking' });
  useEffect(() => {
    let live = true;
    dataProvider.checkDataRemovalLink(token).then(
      () => live && setLink({ name: 'good' }),
      (error: unknown) => {
        if (!live) return;
        const { status } = (error ?? {}) as { status?: unknown };
        if (status === 400 || status === 410) setLink({ name: 'dead', detail: refusalMessage(error) });
        else setLink({ name: 'good' });
      },
    );
    return () => {
      live = false;
    };
  }, [dataProvider, token]);

  if (link.name === 'good') return <ConfirmRemoval token={token} redirect={redirect} />;
  return (
    <RemovalFrame title={t('app.removal.confirm_title')}>
      {link.name === 'checking' ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} />
          <Typography>{t('app.removal.checking')}</Typography>
        </Box>
      ) : (
        <Alert severity="error">
          <AlertTitle>{t('app.removal.dead_link')}</AlertTitle>
          {link.detail ? <Typography variant="body2">{link.detail}</Typography> : null}
          <Link component={RouterLink} to={REQUEST_REMOVAL_ROUTE} variant="body2">
            {t('app.removal.request_again')}
          </Link>
        </Alert>
      )}
    </RemovalFrame>
  );
};

type Step =
  | { name: 'idle' | 'sending' }
  | { name: 'done'; answer: RemovalConfirmation }
  | { name: 'error'; key: 'app.removal.error' | 'app.removal.network_error'; detail?: string };

/**
 * docs/states.md#states, docs/validation.md#validation, docs/errors.md#errors: the word 'Confirmar', then sending, done (and the redirect) or an error.
 * Done shows the server's plain answer (what was erased now, what is under the municipality's
 * review and until when); with something under review the page stays, so it can be read, and
 * offers the public site instead of leaving by itself (issue 12).
 */
const ConfirmRemoval = ({ token, redirect }: { token: string; redirect: Redirect }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const t = useAppTranslate();
  const [word, setWord] = useState('');
  const [checked, setChecked] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const problem = checkConfirmationWord(word);
  const busy = step.name === 'sending' || step.name === 'done';

  const stays = step.name === 'done' && step.answer.under_review;
  useEffect(() => {
    if (step.name !== 'done' || stays) return;
    // Asked for now, so it is known when the 2 s are up; the app's root if it cannot be had.
    const target = dataProvider.getPublicSiteUrl().catch(() => '/');
    const timer = setTimeout(() => void target.then(redirect), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step.name, stays, dataProvider, redirect]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem || busy) return;
    setStep({ name: 'sending' });
    try {
      setStep({ name: 'done', answer: await dataProvider.confirmDataRemoval(token) });
    } catch (error) {
      setStep({ name: 'error', ...removalError(error) });
    }
  };

  return (
    <RemovalFrame title={t('app.removal.confirm_title')}>
      {step.name === 'done' ? (
        <>
          <Alert severity="success">{step.answer.message || t('app.removal.removed')}</Alert>
          {(step.answer.details ?? []).map((paragraph) => (
            <Typography key={paragraph} sx={{ mt: 2 }}>
              {paragraph}
            </Typography>
          ))}
          {stays && (
            <Button
              sx={{ mt: 2 }}
              variant="outlined"
              onClick={() =>
                void dataProvider
                  .getPublicSiteUrl()
                  .catch(() => '/')
                  .then(redirect)
              }
            >
              {t('app.removal.go_to_site')}
            </Button>
          )}
        </>
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
