import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { keepForSameSubject } from '../../components/keepForSameSubject';
import { paths } from '../../components/paths';
import { useActor } from '../../components/permissions';
import { Refreshing } from '../../components/Refreshing';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { LegalFieldLink, LegalRuleState, LotLegal } from '../../providers/data/legal';
import { projectPaths } from '../projects/projectPaths';
import { procedurePaths } from '../procedure/queries';
import type { LotRecord } from './lotRecord';

const ICONS = {
  passed: <CheckCircleIcon color="success" fontSize="small" />,
  blocked: <BlockIcon color="error" fontSize="small" />,
  warning: <WarningAmberIcon color="warning" fontSize="small" />,
  not_applicable: <RemoveCircleOutlineIcon color="disabled" fontSize="small" />,
} as const;

/** The lot form, opened on the tab that holds the field, the field focused (LotEdit reads both). */
export const fixPath = (lotId: number, link: LegalFieldLink, projectId: number): string =>
  link.resource === 'project-settings'
    ? projectPaths.reportSettings(projectId)
    : `${paths.edit('lots', lotId)}?${new URLSearchParams({ ...(link.tab ? { tab: link.tab } : {}), field: link.field })}`;

/** Where a project-level rule is met: the procedure's card on the project, or its notified parties. */
const placePath = (place: NonNullable<LegalRuleState['place']>, projectId: number): string =>
  place === 'notified-parties' ? procedurePaths.parties(projectId) : projectPaths.show(projectId);

const RuleLine = ({ rule, lot }: { rule: LegalRuleState; lot: LotRecord }) => {
  const translate = useTranslate();
  // The project's settings are a project admin's screen (docs/roles.md#roles): a member is told
  // what to ask for, not sent to a page that turns them back to the dashboard.
  const settingsOpen = useActor().isProjectAdmin(lot.project_id);
  return (
    <ListItem
      disableGutters
      alignItems="flex-start"
      aria-label={rule.title}
      sx={{ gap: 1, borderBottom: 1, borderColor: 'divider', py: 1 }}
    >
      <Box sx={{ pt: 0.25 }}>{ICONS[rule.state]}</Box>
      <Box sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {rule.title}
          </Typography>
          <Chip
            size="small"
            label={translate(`app.legal.state.${rule.state}`)}
            color={rule.state === 'blocked' ? 'error' : rule.state === 'warning' ? 'warning' : 'default'}
            variant="outlined"
          />
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p">
          {rule.article}
        </Typography>
        {rule.messages.map((m) => (
          <Typography key={m} variant="body2" sx={{ mt: 0.5 }}>
            {m}
          </Typography>
        ))}
        {rule.state !== 'passed' && rule.state !== 'not_applicable' && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
            {rule.fields.map((f) =>
              f.resource === 'project-settings' && !settingsOpen ? (
                <Typography key={`${f.resource}-${f.field}`} variant="body2" color="text.secondary">
                  {translate('app.legal.ask_settings', { label: f.label })}
                </Typography>
              ) : (
                <Link key={`${f.resource}-${f.field}`} to={fixPath(lot.id, f, lot.project_id)}>
                  {translate(f.resource === 'project-settings' ? 'app.legal.fix_settings' : 'app.legal.fix', {
                    label: f.label,
                  })}
                </Link>
              ),
            )}
            {rule.lots.map((l) => (
              <Link key={`lot-${l.id}`} to={paths.show('lots', l.id)}>
                {translate('app.legal.other_lot', { lot: l.name, block: l.block_name, project: l.project_name })}
              </Link>
            ))}
            {rule.place && (
              <Link to={placePath(rule.place, lot.project_id)}>{translate(`app.legal.place.${rule.place}`)}</Link>
            )}
          </Stack>
        )}
      </Box>
    </ListItem>
  );
};

/** A verdict still being worked out, as tall as the verdict it becomes. */
const Pending = ({ label }: { label: string }) => {
  const translate = useTranslate();
  return <Chip icon={<CircularProgress size={16} />} label={`${label}: ${translate('app.legal.checking')}`} />;
};

const Verdict = ({ label, allowed }: { label: string; allowed: boolean }) => {
  const translate = useTranslate();
  return (
    <Chip
      icon={allowed ? <CheckCircleIcon /> : <BlockIcon />}
      color={allowed ? 'success' : 'error'}
      label={`${label}: ${translate(allowed ? 'app.legal.allowed' : 'app.legal.refused')}`}
    />
  );
};

/**
 * The lot's legal analysis, as the panel asks for it: again whenever the lot changes (its
 * `updated_at`), the last verdict kept on screen, marked as refreshing, until the new one comes
 * (keepForSameSubject: this lot's, never another's).
 */
export const lotLegalQuery = (dataProvider: AppDataProvider, lot: Pick<LotRecord, 'id' | 'updated_at'>) => {
  const queryKey = ['lots', lot.id, 'legal', lot.updated_at] as const;
  return queryOptions({
    queryKey,
    queryFn: () => dataProvider.getLotLegal(lot.id),
    placeholderData: keepForSameSubject<LotLegal>(queryKey, 3),
  });
};

/**
 * "Conformidade legal" (issue 14): each rule of domain/legal/ as the server answers it for
 * this lot — passed, blocks the emission, or a warning — with its article and links to the
 * field to fix (the lot form's tab) or to the project's settings. The screen decides nothing.
 */
export const LotLegalPanel = ({ lot }: { lot: LotRecord }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [showAll, setShowAll] = useState(false);
  const { data, isPending, isError, isPlaceholderData } = useQuery(lotLegalQuery(dataProvider, lot));
  // Shown before its answer (the lot screen stops waiting for its panels after a while:
  // useLotPanelsSettled), the panel's rules come folded under the verdicts, in the room the pending
  // verdicts held: unfolded, they pushed the map, the documents and the tabs already on screen
  // down and out of a phone's view (a layout shift of 0.23 at 390 px) under a thumb aimed at them.
  const [late] = useState(isPending);
  const [showOpen, setShowOpen] = useState(!late);
  const title = translate('app.legal.title');
  const open = data?.rules.filter((r) => r.state === 'blocked' || r.state === 'warning') ?? [];
  const rest = data?.rules.filter((r) => r.state === 'passed' || r.state === 'not_applicable') ?? [];
  const folded = !showOpen && open.length > 0;
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ mb: 2 }}>
      <CardHeader
        title={title}
        subheader={translate('app.legal.intro')}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        {isPending && (
          <>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
              <Pending label={translate('app.legal.titulo')} />
              <Pending label={translate('app.legal.crf')} />
            </Stack>
            <Button size="small" disabled sx={{ mt: 1 }}>
              {translate('app.legal.loading')}
            </Button>
          </>
        )}
        {isError && <Alert severity="error">{translate('app.legal.load_error')}</Alert>}
        {data && (
          <Refreshing active={isPlaceholderData}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
              <Verdict label={translate('app.legal.titulo')} allowed={data.titulo_allowed} />
              <Verdict label={translate('app.legal.crf')} allowed={data.crf_allowed} />
            </Stack>
            {folded ? (
              <Button size="small" onClick={() => setShowOpen(true)} sx={{ mt: 1 }}>
                {translate('app.legal.show_open', { smart_count: open.length })}
              </Button>
            ) : (
              <List dense disablePadding>
                {[...open, ...(showAll ? rest : [])].map((rule) => (
                  <RuleLine key={rule.id} rule={rule} lot={lot} />
                ))}
              </List>
            )}
            {!folded && rest.length > 0 && (
              <Button size="small" onClick={() => setShowAll((v) => !v)} sx={{ mt: 1 }}>
                {showAll
                  ? translate('app.legal.hide_passed')
                  : translate('app.legal.show_passed', { count: rest.length })}
              </Button>
            )}
          </Refreshing>
        )}
      </CardContent>
    </Card>
  );
};
