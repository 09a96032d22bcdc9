import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { normaliseProtocol } from '../../../domain/registry/protocol.ts';
import { parseDate } from '../../../domain/validation/dates.ts';
import { applyMask, MASKS } from '../../../domain/validation/masks.ts';
import { MESSAGES } from '../../../domain/validation/messages.ts';
import { fetchLookup, type LookupAnswer } from '../../providers/data/registry';
import { useAppTranslate } from '../../providers/i18n';
import { RemovalFrame } from '../request-removal/RemovalFrame';

export { LOOKUP_ROUTE } from '../publicPaths';

type Step =
  | { name: 'idle' | 'sending' }
  | { name: 'found'; answer: LookupAnswer }
  | { name: 'refused'; message: string }
  | { name: 'network' };

/**
 * `/consulta` (public, issue 16 part 6): the family types the protocol printed on the lot's
 * documents and the holder's birth date, and reads the núcleo's and the lot's stage in plain
 * Portuguese, with the holder's name masked. Mobile first: one column, large inputs. A protocol
 * whose check character fails is said at once, before any call.
 */
export const LookupPage = () => {
  const t = useAppTranslate();
  const [protocol, setProtocol] = useState('');
  const [birth, setBirth] = useState('');
  const [touched, setTouched] = useState({ protocol: false, birth: false });
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const protocolProblem = normaliseProtocol(protocol) ? undefined : MESSAGES.lookupProtocol;
  const birthProblem = parseDate(birth) ? undefined : MESSAGES.lookupBirthDate;
  const sending = step.name === 'sending';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ protocol: true, birth: true });
    if (protocolProblem || birthProblem || sending) return;
    setStep({ name: 'sending' });
    const outcome = await fetchLookup(protocol, birth);
    setStep(
      outcome.status === 'found'
        ? { name: 'found', answer: outcome.answer }
        : outcome.status === 'refused'
          ? { name: 'refused', message: outcome.message }
          : { name: 'network' },
    );
  };

  if (step.name === 'found') {
    const { answer } = step;
    return (
      <RemovalFrame title={t('app.lookup.title')}>
        <Stack spacing={2} aria-live="polite">
          <div>
            <Typography variant="overline">{t('app.lookup.holder')}</Typography>
            <Typography variant="h6">{answer.holder}</Typography>
          </div>
          <div>
            <Typography variant="overline">{t('app.lookup.lot_stage')}</Typography>
            <Typography variant="h6" data-testid="lot-stage">
              {answer.lot_stage_label}
            </Typography>
            <Typography>{answer.lot_stage_text}</Typography>
          </div>
          <div>
            <Typography variant="overline">{t('app.lookup.project_stage')}</Typography>
            <Typography>{answer.project_stage_text}</Typography>
          </div>
          <Typography variant="body2" color="text.secondary">
            {t('app.lookup.privacy')}
          </Typography>
          <Button variant="outlined" onClick={() => setStep({ name: 'idle' })}>
            {t('app.lookup.again')}
          </Button>
        </Stack>
      </RemovalFrame>
    );
  }

  return (
    <RemovalFrame title={t('app.lookup.title')}>
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Typography color="text.secondary">{t('app.lookup.intro')}</Typography>
        {step.name === 'refused' && <Alert severity="warning">{step.message}</Alert>}
        {step.name === 'network' && <Alert severity="error">{t('app.lookup.network_error')}</Alert>}
        <TextField
          label={t('app.lookup.protocol')}
          name="protocol"
          autoComplete="off"
          required
          fullWidth
          value={protocol}
          disabled={sending}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 30 } }}
          onChange={(event) => setProtocol(event.target.value.toUpperCase())}
          onBlur={() => setTouched((s) => ({ ...s, protocol: true }))}
          error={touched.protocol && !!protocolProblem}
          helperText={touched.protocol && protocolProblem ? protocolProblem : t('app.lookup.protocol_help')}
        />
        <TextField
          label={t('app.lookup.birth_date')}
          name="birth_date"
          required
          fullWidth
          value={birth}
          disabled={sending}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'bday' } }}
          onChange={(event) => setBirth(applyMask(MASKS.date, event.target.value))}
          onBlur={() => setTouched((s) => ({ ...s, birth: true }))}
          error={touched.birth && !!birthProblem}
          helperText={touched.birth && birthProblem ? birthProblem : t('app.lookup.birth_date_help')}
        />
        <Button type="submit" variant="contained" size="large" disabled={sending}>
          {sending ? t('app.lookup.searching') : t('app.lookup.submit')}
        </Button>
      </form>
    </RemovalFrame>
  );
};
