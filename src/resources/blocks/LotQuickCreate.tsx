import { useState } from 'react';
import { Card, CardHeader } from '@mui/material';
import { CreateBase, useNotify, useRefresh, useTranslate } from 'react-admin';
import { lotEntity } from '../../components/domain/model';
import { DomainForm, DomainInput, domainTransform } from '../../components/domain';

const writable = domainTransform(lotEntity);

/**
 * Cadastrar Lote on the block screen (project admins): the lot's short form (domain's
 * quickCreate view: the name; the block is this one), `POST /lots/create`; the form empties
 * and the new lot appears in the table.
 */
export const LotQuickCreate = ({ blockId }: { blockId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [round, setRound] = useState(0);
  return (
    <Card>
      <CardHeader title={translate('app.blocks.create_lot')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CreateBase
        key={round}
        resource="lots"
        redirect={false}
        transform={(data: Record<string, unknown>) => ({ ...writable(data), block_id: blockId })}
        mutationOptions={{
          onSuccess: () => {
            notify('app.blocks.lot_created', { type: 'success' });
            setRound((n) => n + 1);
            refresh();
          },
        }}
      >
        <DomainForm entity={lotEntity} view="quickCreate">
          <DomainInput field="name" />
        </DomainForm>
      </CreateBase>
    </Card>
  );
};
