import { useEffect, useState, type DragEvent } from 'react';
import {
  Alert,
  Box,
  Chip,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { fetchVerification, sha256Hex, type Verification } from '../../providers/data/emissions';
import { RemovalFrame } from '../request-removal/RemovalFrame';
import { TableScroll } from '../../components/list/TableScroll';

export { VERIFY_ROUTE } from '../publicPaths';

const STATUS_COLOR = { válido: 'success', substituído: 'warning', cancelado: 'error' } as const;
const KIND = {
  'titulo-legitimacao': 'Título de legitimação fundiária',
  'cert-reg-fund': 'Certidão de Regularização Fundiária (CRF)',
} as const;

type State = { name: 'loading' } | { name: 'found'; found: Verification } | { name: 'not_found' } | { name: 'error' };

/**
 * `/verificar/{code}` (public, issue 14 part 4): what the register says of the document the
 * QR code points to (kind, number, municipality, date, status, the holder masked), and a drop
 * zone that hashes the received PDF in the browser and compares it with the register.
 */
export const VerifyPage = () => {
  const { code = '' } = useParams();
  const translate = useTranslate();
  const [state, setState] = useState<State>({ name: 'loading' });
  const [match, setMatch] = useState<boolean | null>(null);

  useEffect(() => {
    let live = true;
    fetchVerification(code)
      .then((found) => live && setState(found ? { name: 'found', found } : { name: 'not_found' }))
      .catch(() => live && setState({ name: 'error' }));
    return () => {
      live = false;
    };
  }, [code]);

  const compare = async (file: File | undefined) => {
    if (!file || state.name !== 'found' || !state.found.sha256) return;
    setMatch((await sha256Hex(file)) === state.found.sha256);
  };
  const dropped = (event: DragEvent) => {
    event.preventDefault();
    void compare(event.dataTransfer.files[0]);
  };

  return (
    <RemovalFrame title={translate('app.verify.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.verify.subheader')}
      </Typography>
      {state.name === 'loading' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={18} />
          <span>{translate('app.verify.loading')}</span>
        </Stack>
      )}
      {state.name === 'not_found' && <Alert severity="error">{translate('app.verify.not_found')}</Alert>}
      {state.name === 'error' && <Alert severity="error">{translate('app.verify.error')}</Alert>}
      {state.name === 'found' && (
        <>
          <TableScroll label={translate('app.verify.title')}>
            <Table size="small" aria-label={translate('app.verify.title')}>
              <TableBody>
                <TableRow>
                  <TableCell component="th">{translate('app.verify.status')}</TableCell>
                  <TableCell>
                    <Chip label={state.found.status} color={STATUS_COLOR[state.found.status]} />
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th">{translate('app.verify.kind')}</TableCell>
                  <TableCell>{KIND[state.found.kind]}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th">{translate('app.verify.number')}</TableCell>
                  <TableCell>{state.found.number}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th">{translate('app.verify.municipality')}</TableCell>
                  <TableCell>{state.found.municipality ?? '—'}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th">{translate('app.verify.date')}</TableCell>
                  <TableCell>
                    {new Date(state.found.emitted_at).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}
                  </TableCell>
                </TableRow>
                {state.found.holder && (
                  <TableRow>
                    <TableCell component="th">{translate('app.verify.holder')}</TableCell>
                    <TableCell>{state.found.holder}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableScroll>
          <Alert severity={state.found.signed ? 'info' : 'warning'} sx={{ my: 2 }}>
            {translate(state.found.signed ? 'app.verify.signed' : 'app.verify.unsigned')}
          </Alert>
          {state.found.sha256 ? (
            <Paper
              variant="outlined"
              component="label"
              onDragOver={(event: DragEvent) => event.preventDefault()}
              onDrop={dropped}
              sx={{ display: 'block', p: 3, textAlign: 'center', cursor: 'pointer', borderStyle: 'dashed' }}
            >
              <Box
                component="input"
                type="file"
                accept="application/pdf,.pdf"
                sx={{ display: 'none' }}
                onChange={(e) => void compare((e.target as HTMLInputElement).files?.[0])}
              />
              {translate('app.verify.drop')}
            </Paper>
          ) : (
            <Alert severity="info">{translate('app.verify.no_hash')}</Alert>
          )}
          {match !== null && (
            <Alert severity={match ? 'success' : 'error'} sx={{ mt: 2 }}>
              {translate(match ? 'app.verify.matches' : 'app.verify.differs')}
            </Alert>
          )}
        </>
      )}
    </RemovalFrame>
  );
};
