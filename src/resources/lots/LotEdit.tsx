import { Card, CardContent } from '@mui/material';
import { EditBase, Title, useEditContext, useNotify, useTranslate } from 'react-admin';
import { ConflictDialog, useConflictOffer, type ConflictOffer } from '../../components/conflict';
import { lotEntity } from '../../components/domain/model';
import { DomainForm, domainTransform } from '../../components/domain';
import { useRememberLot } from '../../components/currentSelection';
import { redirectToShow } from '../../components/paths';
import { useNumericId } from '../../components/useNumericId';
import { LotActions } from './LotActions';
import { LotAdminBar } from './LotAdminBar';
import { LotHeader } from './LotHeader';
import { LotFormTabs } from './LotInputs';
import type { LotRecord } from './lotRecord';
import { lotContext } from './lotTabs';

const transform = domainTransform(lotEntity);
/** A reload (after a review) keeps what the user is typing. */
const KEEP_TYPED = { keepDirtyValues: true } as const;

const LotEditor = ({ conflict }: { conflict: ConflictOffer }) => {
  const translate = useTranslate();
  const { record, refetch } = useEditContext<LotRecord>();
  useRememberLot(record?.id, record?.project_id);
  if (!record) return null;
  return (
    <>
      <Title title={translate('app.lots.edit_title')} />
      <LotActions lot={record} editing />
      <Card>
        <LotHeader lot={record} />
        <CardContent sx={{ pb: 0 }}>
          <LotAdminBar lot={record} reload={refetch} />
        </CardContent>
        <DomainForm entity={lotEntity} view="edit" ctx={lotContext(record)} resetOptions={KEEP_TYPED}>
          <LotFormTabs lot={record} view="edit" projectId={record.project_id} />
        </DomainForm>
      </Card>
      <ConflictDialog
        open={conflict.open}
        onClose={conflict.close}
        onReload={() => {
          conflict.close();
          void refetch();
        }}
      />
    </>
  );
};

/**
 * Editar Lote (`/lots/{id}/edit`): every field of the lot in the tabs of spec §2, saved with
 * PATCH (the server's field errors show under the inputs), then back to the view. A save
 * from a copy someone else saved meanwhile (409) offers 'Recarregar': the current lot is
 * loaded and what the user typed stays in the form (KEEP_TYPED), to check and save again.
 */
export const LotEdit = () => {
  const id = useNumericId();
  const notify = useNotify();
  const conflict = useConflictOffer();
  if (id === undefined) return null;
  const onError = (error: unknown) => {
    if (conflict.offer(error)) return;
    const message = (error as { message?: string } | null)?.message;
    notify(message || 'ra.notification.http_error', { type: 'error' });
  };
  return (
    <EditBase resource="lots" id={id} mutationMode="pessimistic" redirect={redirectToShow} transform={transform} mutationOptions={{ onError }}>
      <LotEditor conflict={conflict} />
    </EditBase>
  );
};
