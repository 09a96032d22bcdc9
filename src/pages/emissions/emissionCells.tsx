import type { ReactNode } from 'react';
import { Button, Chip, Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { paths } from '../../components/paths';
import type { Emission } from '../../providers/data/emissions';

/** The register's columns, in order: a table's on a wide screen, a card's lines on a phone. */
export const EMISSION_COLUMNS = ['number', 'kind', 'date', 'who', 'lots', 'status', 'actions'] as const;
export type EmissionColumn = (typeof EMISSION_COLUMNS)[number];

/** The server gives the registry package for an emitted, not cancelled CRF stored as a PDF. */
const packageable = (e: Emission) =>
  e.kind === 'cert-reg-fund' && e.status !== 'cancelled' && e.downloadable && e.format === 'pdf';
const STATUS_COLOR = { valid: 'success', superseded: 'warning', cancelled: 'default' } as const;

export interface EmissionActions {
  /** Project admins download, package and cancel; members read. */
  admin: boolean;
  download(emission: Emission): void;
  downloadPackage(emission: Emission): void;
  /** The emission whose package is being made (its button waits). */
  packaging: number | null;
  cancel(emission: Emission): void;
}

/** What each column shows of an emission, drawn once for the table and the cards. */
export function useEmissionCells({ admin, download, downloadPackage, packaging, cancel }: EmissionActions) {
  const translate = useTranslate();
  return (e: Emission): Record<EmissionColumn, ReactNode> => ({
    number: (
      <>
        {e.label}
        {e.legacy && <Chip size="small" variant="outlined" sx={{ ml: 1 }} label={translate('app.emissions.legacy')} />}
      </>
    ),
    kind: translate(`app.emissions.kinds.${e.kind}`),
    date: new Date(e.emitted_at).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }),
    who: e.emitted_by ?? '—',
    lots: (
      <>
        {e.lots.map((l, i) => (
          <span key={l.id}>
            {i > 0 && ', '}
            <Link component={RouterLink} to={paths.edit('lots', l.id)}>
              {l.name}
            </Link>
          </span>
        ))}
        {e.lot_ids.length > e.lots.length && ` +${e.lot_ids.length - e.lots.length}`}
      </>
    ),
    status: (
      <Chip
        size="small"
        color={STATUS_COLOR[e.status]}
        label={translate(`app.emissions.status.${e.status}`)}
        title={e.cancel_reason ?? undefined}
      />
    ),
    actions: admin && (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {e.downloadable && (
          <Button
            size="small"
            onClick={() => download(e)}
            aria-label={`${translate('app.emissions.download')} ${e.label}`}
          >
            {translate('app.emissions.download')}
          </Button>
        )}
        {packageable(e) && (
          <Button
            size="small"
            disabled={packaging === e.id}
            onClick={() => downloadPackage(e)}
            aria-label={`${translate('app.emissions.package')} ${e.label}`}
            title={translate('app.emissions.package_help')}
          >
            {translate('app.emissions.package')}
          </Button>
        )}
        {e.status !== 'cancelled' && (
          <Button
            size="small"
            color="error"
            onClick={() => cancel(e)}
            aria-label={`${translate('app.emissions.cancel')} ${e.label}`}
          >
            {translate('app.emissions.cancel')}
          </Button>
        )}
      </Stack>
    ),
  });
}
