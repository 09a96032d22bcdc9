import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

/** The public removal pages' frame: no menu, no sign-in, one card in the middle. */
export const RemovalFrame = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box
    component="main"
    sx={{
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      bgcolor: 'grey.100',
      p: 2,
    }}
  >
    <Card sx={{ width: '100%', maxWidth: 480 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 4 }}>
        <Typography variant="overline" color="primary">
          REURB Gestão
        </Typography>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  </Box>
);

/**
 * The API's own words for a refusal: the `message` of a 4xx answer's JSON body, which the API
 * writes in Portuguese ('Muitas solicitações…', 'Este link já foi usado…'). Never a 5xx's (a
 * server fault says 'Internal Server Error'), nor the HTTP status text ('Bad Request') that
 * react-admin's HttpError falls back to when the body has no message: the screen is Portuguese.
 */
export function refusalMessage(error: unknown): string | undefined {
  const { status, body } = (error ?? {}) as { status?: unknown; body?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/**
 * docs/errors.md#errors: an answer that is not ok → 'Ocorreu um erro, tente novamente' (with the
 * API's refusal under it, `refusalMessage`); no answer at all (the network, the time-out) →
 * 'Ocorreu um erro de rede, tente novamente mais tarde'. react-admin's HttpError carries the
 * status; a failed fetch does not.
 */
export function removalError(error: unknown): {
  key: 'app.removal.error' | 'app.removal.network_error';
  detail?: string;
} {
  const { status } = (error ?? {}) as { status?: unknown };
  if (typeof status !== 'number') return { key: 'app.removal.network_error' };
  return { key: 'app.removal.error', detail: refusalMessage(error) };
}
