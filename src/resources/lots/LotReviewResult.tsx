import {
  Alert,
  AlertTitle,
  Box,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { LOT_STATUSES, labelOf, lotEntity } from '../../components/domain/model';
import { paths } from '../../components/paths';
import type { LotReviewAnswer, LotReviewMissing } from '../../providers/dataProvider';

/** Where a missing item is shown: the lot's section, or the Filhos / Moradores tab. */
const TAB_OF_RESOURCE: Record<string, string> = { children: 'children', residents: 'residents' };

export function sectionLabel(section: string): string {
  const tab = TAB_OF_RESOURCE[section];
  if (tab) return lotEntity.tabs?.find((t) => t.key === tab)?.label ?? section;
  return lotEntity.sections?.find((s) => s.key === section)?.label ?? section;
}

/** The missing items by section, in the order the review gave them. */
function bySection(missing: readonly LotReviewMissing[]): Array<[string, LotReviewMissing[]]> {
  const groups = new Map<string, LotReviewMissing[]>();
  for (const item of missing) groups.set(item.section, [...(groups.get(item.section) ?? []), item]);
  return [...groups];
}

/**
 * What the last 'Executar Análise' answered: the warnings (e.g. the art. 23 §1º CPF check,
 * naming the other lots) and what is still missing, grouped by the section that holds it.
 */
export const LotReviewResult = ({ result, onClose }: { result: LotReviewAnswer; onClose: () => void }) => {
  const translate = useTranslate();
  const missing = result.missing ?? [];
  const warnings = result.warnings ?? [];
  return (
    <Card variant="outlined" component="section" aria-label={translate('app.lots.review.title')} sx={{ mt: 2 }}>
      <CardHeader
        title={translate('app.lots.review.title')}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }}
        action={
          <IconButton aria-label={translate('app.lots.review.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        }
        sx={{ pb: 0 }}
      />
      <CardContent>
        {result.status && (
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('app.lots.review.status', { label: labelOf(LOT_STATUSES, result.status) })}
          </Typography>
        )}
        {warnings.map((w) => (
          <Alert key={w.field} severity="warning" sx={{ mb: 2 }}>
            <AlertTitle>{translate('app.lots.review.warnings')}</AlertTitle>
            {w.message}
            {w.lots.length > 0 && (
              <Box component="ul" sx={{ m: 0, mt: 1, pl: 2 }}>
                {w.lots.map((l) => (
                  <li key={l.id}>
                    <Link to={paths.show('lots', l.id)}>
                      {translate('app.lots.review.other_lot', {
                        lot: l.name,
                        block: l.block_name,
                        project: l.project_name,
                      })}
                    </Link>
                  </li>
                ))}
              </Box>
            )}
          </Alert>
        ))}
        {missing.length === 0 ? (
          <Alert severity="success">{translate('app.lots.review.nothing_missing')}</Alert>
        ) : (
          <>
            <Typography variant="subtitle2" component="h3">
              {translate('app.lots.review.missing')} ({missing.length})
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, columnGap: 3 }}>
              {bySection(missing).map(([section, items]) => (
                <Box key={section} component="section" aria-label={sectionLabel(section)}>
                  <Typography variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
                    {sectionLabel(section)}
                  </Typography>
                  <List dense disablePadding>
                    {items.map((item) => (
                      <ListItem
                        key={`${item.resource}-${item.record_id ?? ''}-${item.field}`}
                        disableGutters
                        sx={{ py: 0 }}
                      >
                        <ListItemText primary={item.label} slotProps={{ primary: { variant: 'body2' } }} />
                      </ListItem>
                    ))}
                  </List>
                </Box>
              ))}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
};
