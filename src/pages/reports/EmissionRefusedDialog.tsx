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

/**
 * A título or CRF refused (422, issue 14): the server's message and, as a checklist, each lot
 * with its blocking rules (article cited) and a link to the lot to fix it. A minuta (draft,
 * no legal value) can still be generated.
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
  return (
    <Dialog open={refusal !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{translate('app.emissions.refused_title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {refusal?.message}
        </Alert>
        {refusal && refusal.lots.length > 0 && (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate('app.emissions.refused_intro')}
            </Typography>
            <List dense aria-label={translate('app.emissions.refused_title')}>
              {refusal.lots.map((lot) => {
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
                            <span key={`${rule.id}-${i}`} style={{ display: 'block' }}>
                              ☐ {rule.message} — <em>{rule.article}</em>
                            </span>
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
