import { Alert, AlertTitle } from '@mui/material';
import { HttpError, useCloseNotification } from 'react-admin';

/** A notification with a title (docs/errors.md#errors: 'Erro na Análise', 'Erro ao Atualizar Status'). */
export const ErrorNotice = ({ title, message }: { title: string; message: string }) => {
  const close = useCloseNotification();
  return (
    <Alert severity="error" variant="filled" onClose={close} sx={{ minWidth: 320 }}>
      <AlertTitle>{title}</AlertTitle>
      {message}
    </Alert>
  );
};

/** The server's own message of a refused call (`{message}` body), if it gave one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.body as { message?: unknown } | null;
  return typeof body?.message === 'string' && body.message ? body.message : undefined;
}
