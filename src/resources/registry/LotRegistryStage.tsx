import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { usePdfDownload } from '../procedure/usePdfDownload';
import { displayProtocol } from '../../../domain/registry/protocol.ts';
import { REGISTRY_STAGES, registryStage, type RegistryFacts } from '../../../domain/registry/stages.ts';
import { labelOf } from '../../../domain/enums/choice.ts';
import { useAppTranslate } from '../../providers/i18n';
import { LOOKUP_ROUTE } from '../../pages/publicPaths';

/**
 * The head of the lot's Registro tab (issue 16 parts 5 and 6): the registry stage worked out
 * from the lot's facts (domain/registry/stages.ts) and the public protocol the family types at
 * `/consulta`, shown as printed (five characters, a hyphen, five more). Once the unit has its
 * matrícula, the family's requerimento of the averbação of their house (Decreto 9.310/2018 art.
 * 72); the server's refusal (not Reurb-S, no built area) is shown as it says it.
 */
export const LotRegistryStage = ({
  lot,
}: {
  lot: RegistryFacts & { id?: number; protocol?: string | null; registry_matricula?: string | null };
}) => {
  const t = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { busy, download } = usePdfDownload();
  const stage = registryStage(lot);
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="subtitle2">{t('app.registry.stage')}:</Typography>
        <Chip
          label={labelOf(REGISTRY_STAGES, stage)}
          color={stage === 'exigencia' ? 'warning' : stage === 'pendente' ? 'default' : 'success'}
          data-testid="registry-stage"
        />
      </Stack>
      {lot.protocol && (
        <Alert severity="info" icon={false}>
          <Typography variant="subtitle2" data-testid="lot-protocol">
            {t('app.registry.protocol', { protocol: displayProtocol(lot.protocol) })}
          </Typography>
          <Typography variant="body2">
            {t('app.registry.protocol_help', { url: `${window.location.origin}${LOOKUP_ROUTE}` })}
          </Typography>
        </Alert>
      )}
      {lot.id !== undefined && lot.registry_matricula && (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfIcon />}
            loading={busy === 'averbacao'}
            onClick={() =>
              void download('averbacao', 'Requerimento de averbação da edificação.pdf', () =>
                dataProvider.getAverbacao(lot.id!),
              )
            }
          >
            {t('app.registry.averbacao_button')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('app.registry.averbacao_help')}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
};
