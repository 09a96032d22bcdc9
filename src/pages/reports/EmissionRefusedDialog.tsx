import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { paths } from '../../components/paths';
import type { EmissionRefusal } from './useReportDownload';
import { lotInBlock, named } from '../../../domain/text/named';

type RefusedLot = EmissionRefusal['lots'][number];
type RefusedRule = RefusedLot['rules'][number];
const ruleKey = (r: RefusedRule) => `${r.id}\u0000${r.message}`;

/**
 * The refusals every listed lot shares, word for word: a project's act or a notified party
 * (Decreto 9.310/2018 arts. 24 and 38) refuses each lot of a CRF with the same message, which a
 * thousand-lot list would repeat a thousand times. Said once, above the lots; a lot is listed
 * for what is its own.
 */
function splitRefusal(lots: readonly RefusedLot[]): { common: RefusedRule[]; own: RefusedLot[] } {
  if (lots.length < 2) return { common: [], own: [...lots] };
  const [first, ...rest] = lots;
  const common = first.rules.filter((r) => rest.every((l) => l.rules.some((o) => ruleKey(o) === ruleKey(r))));
  const shared = new Set(common.map(ruleKey));
  const own = lots
    .map((lot) => ({ ...lot, rules: lot.rules.filter((r) => !shared.has(ruleKey(r))) }))
    .filter((lot) => lot.rules.length > 0);
  return { common, own };
}

const RuleLine = ({ rule }: { rule: RefusedRule }) => (
  <span style={{ display: 'block' }}>
    ☐ {rule.message} — <em>{rule.article}</em>
  </span>
);

/**
 * A título or CRF refused (422, issue 14): the server's message and, as a checklist, each lot
 * with its blocking rules (article cited) and a link to the lot to fix it; what every lot is
 * refused for is said once, above them. A minuta (draft, no legal value) can still be generated.
 */
export const EmissionRefusedDialog = ({
  refusal,
  onClose,
  onMinuta,
}: {
  refusal: EmissionRefusal | null;
  onClose: () => void;
  onMinuta: () => void;
}) => {
  const translate = useTranslate();
  const { common, own } = splitRefusal(refusal?.lots ?? []);
  const refusedCount = refusal?.lots.length ?? 0;
  return (
    <Dialog open={refusal !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{translate('app.emissions.refused_title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {refusal?.message}
        </Alert>
        {common.length > 0 && (
          <section aria-label={translate('app.emissions.refused_common', { count: refusedCount })}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate('app.emissions.refused_common', { count: refusedCount })}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="div" sx={{ mb: 2 }}>
              {common.map((rule, i) => (
                <RuleLine key={`${rule.id}-${i}`} rule={rule} />
              ))}
            </Typography>
          </section>
        )}
        {own.length > 0 && (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate('app.emissions.refused_intro')}
            </Typography>
            <List dense aria-label={translate('app.emissions.refused_title')}>
              {own.map((lot) => {
                // Lots of different blocks often share a name: each is named with its block.
                const name = lot.block_name ? lotInBlock(lot.lot_name, lot.block_name) : named('lote', lot.lot_name);
                return (
                  <ListItem key={lot.lot_id} alignItems="flex-start" divider>
                    <ListItemText
                      primary={
                        <Link
                          component={RouterLink}
                          to={paths.edit('lots', lot.lot_id)}
                          aria-label={translate('app.emissions.open_lot', { name })}
                        >
                          {name}
                        </Link>
                      }
                      secondary={
                        <span>
                          {lot.rules.map((rule, i) => (
                            <RuleLine key={`${rule.id}-${i}`} rule={rule} />
                          ))}
                        </span>
                      }
                    />
                  </ListItem>
                );
              })}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {refusal && refusal.lots.length > 0 && <Button onClick={onMinuta}>{translate('app.emissions.minuta')}</Button>}
        <Button onClick={onClose}>{translate('app.emissions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
