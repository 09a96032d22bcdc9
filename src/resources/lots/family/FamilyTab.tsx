import { useEffect, useState } from 'react';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { EntityDef } from '../../../components/domain/model';
import type { AppDataProvider, FamilyKind, FamilyMember } from '../../../providers/dataProvider';
import { ConflictDialog, useConflictOffer } from '../../../components/conflict';
import type { LotTabProps } from '../lotRecord';
import { ConfirmDialog } from './ConfirmDialog';
import { FamilyCard } from './FamilyCard';
import { FamilyMemberDialog } from './FamilyMemberDialog';
import { familyBody } from './familyBody';

/** What tells the Filhos tab from the Moradores tab. */
export interface FamilyConfig {
  kind: FamilyKind;
  entity: EntityDef;
  /** Fields on the card under the name. */
  cardFields: readonly string[];
  /** i18n keys: add (button and modal title), edit title, empty text. */
  labels: { add: string; createTitle: string; editTitle: string; empty: string };
  confirmDelete: (member: FamilyMember) => string;
  editable: (member: FamilyMember) => boolean;
  kindLabel?: (member: FamilyMember) => string | undefined;
  /** Said on each outcome; a missing key is only logged (residents, docs/errors.md#errors). */
  notices: {
    loadError?: string;
    saveError?: string;
    deleteError?: string;
    created?: string;
    updated?: string;
    deleted?: string;
  };
}

export const familyQueryKey = (kind: FamilyKind, lotId: number) => ['lotFamily', kind, lotId] as const;

const fieldErrors = (error: unknown): Record<string, string> | undefined =>
  (error as { body?: { errors?: Record<string, string> } })?.body?.errors ?? undefined;

/** Cards of a lot's children or residents, with the add/edit modal and the delete confirm. */
export const FamilyTab = ({ lot, readOnly, config }: LotTabProps & { config: FamilyConfig }) => {
  const { kind, entity, labels, notices } = config;
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const key = familyQueryKey(kind, lot.id);
  const query = useQuery({ queryKey: key, queryFn: () => dataProvider.getFamily(kind, lot.id), retry: false });
  const [editing, setEditing] = useState<FamilyMember | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FamilyMember | null>(null);
  const [busy, setBusy] = useState(false);
  // After a stale save and 'Recarregar': the member's current version, the modal keeping what was typed.
  const [reloaded, setReloaded] = useState<{ id: number; version: number } | null>(null);
  const conflict = useConflictOffer();

  const fail = (message: string | undefined, error: unknown) => {
    console.error(error);
    if (message) notify(message, { type: 'error' });
  };
  useEffect(() => {
    if (query.error) fail(notices.loadError, query.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [query.error]);

  const save = async (values: Record<string, unknown>) => {
    const member = editing === 'new' ? undefined : (editing ?? undefined);
    const version = member && reloaded?.id === member.id ? reloaded.version : (member?.version as number | undefined);
    try {
      await dataProvider.saveFamilyMember(kind, lot.id, member?.id, familyBody(entity, values, member), version);
      if (member ? notices.updated : notices.created)
        notify((member ? notices.updated : notices.created)!, { type: 'success' });
      setEditing(null);
      setReloaded(null);
      await queryClient.invalidateQueries({ queryKey: key });
      return undefined;
    } catch (error) {
      if (conflict.offer(error)) return undefined;
      fail(notices.saveError, error);
      return fieldErrors(error);
    }
  };

  const reload = async () => {
    const fresh = await queryClient.fetchQuery({
      queryKey: key,
      queryFn: () => dataProvider.getFamily(kind, lot.id),
      staleTime: 0,
    });
    const current = editing && editing !== 'new' ? fresh.data.find((m) => m.id === editing.id) : undefined;
    if (current) setReloaded({ id: current.id, version: current.version as number });
    conflict.close();
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await dataProvider.deleteFamilyMember(kind, lot.id, deleting.id);
      if (notices.deleted) notify(notices.deleted, { type: 'success' });
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      fail(notices.deleteError, error);
    } finally {
      setBusy(false);
    }
  };

  const members = query.data?.data ?? [];
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} disabled={readOnly}>
          {translate(labels.add)}
        </Button>
      </Stack>
      {query.isPending ? (
        <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
      ) : members.length === 0 ? (
        <Typography color="text.secondary">{translate(labels.empty)}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
          {members.map((member) => (
            <FamilyCard
              key={member.id}
              member={member}
              entity={entity}
              fields={config.cardFields}
              kindLabel={config.kindLabel?.(member)}
              editable={config.editable(member)}
              readOnly={readOnly}
              onEdit={() => setEditing(member)}
              onDelete={() => setDeleting(member)}
            />
          ))}
        </Box>
      )}
      {editing ? (
        <FamilyMemberDialog
          open
          title={translate(editing === 'new' ? labels.createTitle : labels.editTitle)}
          entity={entity}
          member={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      ) : null}
      <ConflictDialog open={conflict.open} onClose={conflict.close} onReload={reload} />
      <ConfirmDialog
        open={!!deleting}
        message={deleting ? config.confirmDelete(deleting) : ''}
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => void remove()}
      />
    </Box>
  );
};
