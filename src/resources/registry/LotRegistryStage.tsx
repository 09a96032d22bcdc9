import { Alert, Chip, Stack, Typography } from '@mui/material';
import { displayProtocol } from '../../../domain/registry/protocol.ts';
import { REGISTRY_STAGES, registryStage, type RegistryFacts } from '../../../domain/registry/stages.ts';
import { labelOf } from '../../../domain/enums/choice.ts';
import { useAppTranslate } from '../../providers/i18n';
import { LOOKUP_ROUTE } from '../../pages/publicPaths';

/**
 * The head of the lot's Registro tab (issue 16 parts 5 and 6): the registry stage worked out
 * from the lot's facts (domain/registry/stages.ts) and the public protocol the family types at
 * `/consulta`, shown as printed (`XXXXX-XXXXX`).
 */
export const LotRegistryStage = ({ lot }: { lot: RegistryFacts & { protocol?: string | null } }) => {
  const t = useAppTranslate();
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
    </Stack>
  );
};
