import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { HttpError, Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

/**
 * What a record's screen shows when it cannot load it (issue 18): a page that says so, and a way
 * back, instead of an empty screen with a passing toast. A 404 (the record does not exist, or
 * the server does not tell a stranger that it does) reads "não encontrado"; anything else reads
 * as a failure to load, with its own message when the server gave one.
 */
export const RecordNotFound = ({
  error,
  what,
  gender = 'm',
}: {
  error: unknown;
  what: string;
  /** The grammatical gender of `what`: "Quadra não encontrada", "Lote não encontrado". */
  gender?: 'f' | 'm';
}) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const missing = error instanceof HttpError && (error.status === 404 || error.status === 403);
  const title = missing
    ? translate(gender === 'f' ? 'app.not_found.title_f' : 'app.not_found.title', { what })
    : translate('app.not_found.load_error_title', { what });
  const body =
    error instanceof HttpError && (error.body as { message?: unknown } | null)?.message && !missing
      ? String((error.body as { message: string }).message)
      : translate(missing ? 'app.not_found.message' : 'app.not_found.load_error_message');
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }} role="alert" aria-live="polite">
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{body}</Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={() => navigate(-1)}>
          {translate('app.not_found.back')}
        </Button>
        <Button component={RouterLink} to="/projects">
          {translate('app.not_found.projects')}
        </Button>
      </CardActions>
    </Card>
  );
};
