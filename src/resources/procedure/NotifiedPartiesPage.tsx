import { useState } from 'react';
import { Box, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useQuery } from '@tanstack/react-query';
import { BackButton } from '../../components/BackButton';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { labelOf } from '../../../domain/enums/choice';
import {
  goesToComposition,
  IMPUGNATION_DECISIONS,
  NOTICE_METHODS,
  PARTY_ROLES,
} from '../../../domain/procedure/parties';
import { formatDate } from '../../../domain/validation/dates';
import { useActor } from '../../components/permissions';
import { useNumericId } from '../../components/useNumericId';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { NotifiedParty } from '../../providers/data/procedure';
import { projectPaths } from '../projects/projectPaths';
import { DeadlineState } from './DeadlineState';
import { AddPartyDialog, PartyProgressDialog } from './PartyDialogs';
import { partiesPageKey } from './queries';
import { usePdfDownload } from './usePdfDownload';
import { ColumnsTable, ListPager, NoneFound, ROWS_PER_PAGE, SearchField, useServerPages } from '../../components/list';
import { keepForSameSubject } from '../../components/keepForSameSubject';
import { Refreshing } from '../../components/Refreshing';
import { useProject } from '../../components/useProject';

const Outcome = ({ p }: { p: NotifiedParty }) => {
  const translate = useTranslate();
  const lines = [
    p.tacit_agreement_on && translate('app.parties.tacit', { date: formatDate(p.tacit_agreement_on) }),
    p.impugnation_on && translate('app.parties.impugned', { date: formatDate(p.impugnation_on) }),
    p.decision &&
      translate('app.parties.decided', { decision: labelOf(IMPUGNATION_DECISIONS, p.decision).toLowerCase() }),
    // Art. 24, § 7º: what was not accepted is in composition until its end is recorded.
    goesToComposition(p.decision) &&
      (p.composition_resolved_on
        ? translate('app.parties.composition_resolved', { date: formatDate(p.composition_resolved_on) })
        : translate('app.parties.in_composition')),
    p.appeal_on && translate('app.parties.appealed', { date: formatDate(p.appeal_on) }),
    p.appeal_resolved_on && translate('app.parties.appeal_resolved', { date: formatDate(p.appeal_resolved_on) }),
  ].filter(Boolean);
  return (
    <>
      {lines.map((line) => (
        <Typography key={String(line)} variant="body2">
          {line}
        </Typography>
      ))}
    </>
  );
};

/** How and when the party was notified, or that it is still to be. */
const Notice = ({ p }: { p: NotifiedParty }) => {
  const translate = useTranslate();
  if (p.notified_on) return <>{`${labelOf(NOTICE_METHODS, p.notice_method ?? '')} · ${formatDate(p.notified_on)}`}</>;
  return <>{translate(p.notice_method === 'edital' ? 'app.parties.edital_pending' : 'app.parties.not_notified')}</>;
};

/** The 30 days to impugn: their state and last day. */
const ImpugnationWindow = ({ p }: { p: NotifiedParty }) => {
  const translate = useTranslate();
  if (!p.impugnation_state || !p.impugnation_due_on) return null;
  return (
    // On a phone's card the chip and the date share a narrow column: the date goes beneath the
    // chip when both do not fit, whole, never a character a line.
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <DeadlineState state={p.impugnation_state} />
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {translate('app.parties.until', { date: formatDate(p.impugnation_due_on) })}
      </Box>
    </Stack>
  );
};

/** Notificados' columns, in order: a table's on a wide screen, a card's title, lines and buttons on a phone. */
const PARTY_COLUMNS = ['name', 'role', 'notice', 'window', 'outcome', 'actions'] as const;

/**
 * Notificados (`/projects/{id}/notified-parties`): the parties of art. 24, how and when each was
 * notified, the 30-day window with its state, and what followed; project admins add parties
 * and record each step. On a phone a card a party, as the lists are. 20 a page, searched on the
 * server: a núcleo over a loteamento's matrículas notifies a titular of each (Decreto 9.310/2018,
 * art. 24, caput and § 1º), and the page used to draw every party in one table.
 */
export const NotifiedPartiesPage = () => {
  const projectId = useNumericId() ?? 0;
  const translate = useTranslate();
  const admin = useActor().isProjectAdmin(projectId);
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: project } = useProject(projectId);
  const { typed, setTyped, q, page, setPage } = useServerPages();
  const queryKey = partiesPageKey(projectId, page, q);
  // The page shown stays while the next one comes; another project's never stands in.
  const answer = useQuery({
    queryKey,
    queryFn: () => dataProvider.getNotifiedParties(projectId, { page, count: ROWS_PER_PAGE, q: q || undefined }),
    enabled: projectId > 0,
    placeholderData: keepForSameSubject(queryKey, 2),
  });
  const { isPending, isPlaceholderData } = answer;
  const data = answer.data?.data ?? [];
  const total = answer.data?.total ?? 0;
  // The project has parties, whatever the search finds: the letters, the edital and the search stay.
  const hasParties = total > 0 || q !== '' || typed !== '';
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<NotifiedParty | null>(null);
  const { busy, download } = usePdfDownload();
  const letters = () => download('letters', 'Notificações.pdf', () => dataProvider.getPartyLetters(projectId));
  const edital = () => download('edital', 'Edital de notificação.pdf', () => dataProvider.getEdital(projectId));
  // A party's own documents: its letter, and once its impugnação is decided, the decision's notice.
  const documents = (p: NotifiedParty) => [
    {
      key: `letter-${p.id}`,
      label: 'app.parties.letter',
      labelOf: 'app.parties.letter_of',
      file: `Notificação - ${p.name}.pdf`,
      fetch: () => dataProvider.getPartyLetter(projectId, p.id),
    },
    ...(p.decision
      ? [
          {
            key: `decision-${p.id}`,
            label: 'app.parties.decision_letter',
            labelOf: 'app.parties.decision_letter_of',
            file: `Decisão sobre impugnação - ${p.name}.pdf`,
            fetch: () => dataProvider.getPartyDecision(projectId, p.id),
          },
        ]
      : []),
  ];
  const actions = (p: NotifiedParty) => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {documents(p).map((d) => (
        <Button
          key={d.key}
          size="small"
          startIcon={<PictureAsPdfIcon />}
          loading={busy === d.key}
          aria-label={translate(d.labelOf, { name: p.name })}
          onClick={() => download(d.key, d.file, d.fetch)}
        >
          {translate(d.label)}
        </Button>
      ))}
      {admin && (
        <Button size="small" onClick={() => setEditing(p)}>
          {translate('app.parties.record')}
        </Button>
      )}
    </Stack>
  );
  return (
    <>
      <Title title={translate('app.parties.title', { project: project?.name ?? '' })} />
      <Stack direction="row" sx={{ my: 2 }}>
        <BackButton to={projectPaths.show(projectId)}>{translate('app.action.back')}</BackButton>
      </Stack>
      <Card>
        <CardHeader
          title={translate('app.parties.heading')}
          subheader={translate('app.parties.subheader')}
          slotProps={{ title: { component: 'h1', variant: 'h5' } }}
          action={
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              {/* Shown, disabled, while the list loads: the row keeps its shape when it comes, and
                  "Adicionar notificado" does not move from under a thumb on a phone. */}
              {(isPending || hasParties) && (
                <>
                  <Button
                    startIcon={<PictureAsPdfIcon />}
                    size="small"
                    variant="outlined"
                    disabled={isPending}
                    loading={busy === 'letters'}
                    onClick={letters}
                  >
                    {translate('app.parties.letters')}
                  </Button>
                  <Button
                    startIcon={<PictureAsPdfIcon />}
                    size="small"
                    variant="outlined"
                    disabled={isPending}
                    loading={busy === 'edital'}
                    onClick={edital}
                  >
                    {translate('app.parties.edital')}
                  </Button>
                </>
              )}
              {admin && (
                <Button startIcon={<AddIcon />} variant="contained" size="small" onClick={() => setAdding(true)}>
                  {translate('app.parties.add')}
                </Button>
              )}
            </Stack>
          }
        />
        <CardContent>
          {/* Shown while the list loads too, as the buttons above: the table does not move down. */}
          {(isPending || hasParties) && (
            <Box sx={{ mb: 1 }}>
              <SearchField value={typed} onChange={setTyped} label={translate('app.parties.search')} />
            </Box>
          )}
          <Refreshing active={isPlaceholderData}>
            {!isPending && !hasParties ? (
              <Typography color="text.secondary">{translate('app.parties.empty')}</Typography>
            ) : !isPending && data.length === 0 ? (
              <NoneFound />
            ) : (
              <ColumnsTable
                label={translate('app.parties.heading')}
                rows={data}
                rowKey={(p) => p.id}
                columns={PARTY_COLUMNS}
                heading={(c) => translate(`app.parties.col.${c}`)}
                cells={(p) => ({
                  name: p.name,
                  role: labelOf(PARTY_ROLES, p.role),
                  notice: <Notice p={p} />,
                  window: <ImpugnationWindow p={p} />,
                  outcome: <Outcome p={p} />,
                  actions: actions(p),
                })}
                title="name"
                actions="actions"
              />
            )}
          </Refreshing>
          {hasParties && <ListPager resource="notified-parties" page={page} total={total} setPage={setPage} />}
        </CardContent>
      </Card>
      {adding && <AddPartyDialog projectId={projectId} onClose={() => setAdding(false)} />}
      {editing && <PartyProgressDialog projectId={projectId} party={editing} onClose={() => setEditing(null)} />}
    </>
  );
};
