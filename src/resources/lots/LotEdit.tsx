import { useEffect } from 'react';
import { Card, CardContent } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { Title, useEditContext, useTranslate } from 'react-admin';
import { RecordNotFound } from '../../components/RecordNotFound';
import {
  EditConflictDialog,
  KEEP_TYPED,
  useConflictMutationOptions,
  useConflictOffer,
  type ConflictOffer,
} from '../../components/conflict';
import { lotEntity } from '../../components/domain/model';
import { DomainForm, domainTransform } from '../../components/domain';
import { useRememberLot } from '../../components/currentSelection';
import { redirectToShow } from '../../components/paths';
import { useNumericId } from '../../components/useNumericId';
import { WholeEditBase } from '../../components/wholeRecord';
import { LotActions } from './LotActions';
import { LotAdminBar } from './LotAdminBar';
import { LotHeader } from './LotHeader';
import { LotFormTabs } from './LotInputs';
import type { LotRecord } from './lotRecord';
import { lotContext } from './lotTabs';

const transform = domainTransform(lotEntity);

const LotEditor = ({ conflict }: { conflict: ConflictOffer }) => {
  const translate = useTranslate();
  const { record, refetch, error } = useEditContext<LotRecord>();
  useRememberLot(record?.id, record?.project_id);
  // A link of the 'Conformidade legal' panel: open the field's tab and put the caret in it.
  const [search] = useSearchParams();
  const field = search.get('field');
  const loaded = !!record;
  useEffect(() => {
    if (!loaded || !field) return;
    const timer = setTimeout(() => {
      const input =
        document.getElementById(field) ?? document.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`);
      input?.scrollIntoView?.({ block: 'center' });
      input?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [loaded, field]);
  if (error && !record)
    return <RecordNotFound error={error} what={translate('resources.lots.name', { smart_count: 1 })} />;
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
          <LotFormTabs
            lot={record}
            view="edit"
            projectId={record.project_id}
            initialTab={search.get('tab') ?? undefined}
          />
        </DomainForm>
      </Card>
      <EditConflictDialog conflict={conflict} />
    </>
  );
};

/**
 * Editar Lote (`/lots/{id}/edit`): every field of the lot in the tabs of docs/screens.md#screens, saved with
 * PATCH (the server's field errors show under the inputs), then back to the view. A save
 * from a copy someone else saved meanwhile (409) offers 'Recarregar': the current lot is
 * loaded and what the user typed stays in the form (KEEP_TYPED), to check and save again.
 */
export const LotEdit = () => {
  const id = useNumericId();
  const conflict = useConflictOffer();
  const mutationOptions = useConflictMutationOptions(conflict);
  if (id === undefined) return null;
  return (
    <WholeEditBase
      resource="lots"
      id={id}
      mutationMode="pessimistic"
      redirect={redirectToShow}
      transform={transform}
      mutationOptions={mutationOptions}
      queryOptions={{ onError: () => undefined }}
    >
      <LotEditor conflict={conflict} />
    </WholeEditBase>
  );
};
