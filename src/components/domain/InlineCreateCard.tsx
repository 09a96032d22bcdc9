import { useState, type ReactNode } from 'react';
import { Card, CardHeader } from '@mui/material';
import { CreateBase, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { EntityDef } from './model';
import { DomainForm, domainTransform } from './DomainForm';
import { DomainToolbar } from './DomainToolbar';

export interface InlineCreateCardProps {
  /** i18n key of the card's title (e.g. 'Cadastrar Quadra'). */
  title: string;
  /** i18n key of the success notification. */
  created: string;
  resource: string;
  entity: EntityDef;
  /** The parent the new record belongs to, sent with it (`{ project_id: 7 }`). */
  parent: Record<string, number>;
  defaultValues?: Record<string, unknown>;
  /** The short form's inputs. */
  children: ReactNode;
}

/**
 * The short create form that sits on a parent's screen (Cadastrar Quadra on a project,
 * Cadastrar Lote on a block): the entity's quickCreate view sent with the parent's id; on
 * success it notifies, empties itself and refreshes the parent's table.
 */
export const InlineCreateCard = ({
  title,
  created,
  resource,
  entity,
  parent,
  defaultValues,
  children,
}: InlineCreateCardProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [round, setRound] = useState(0);
  const writable = domainTransform(entity);
  return (
    <Card>
      <CardHeader title={translate(title)} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CreateBase
        key={round}
        resource={resource}
        redirect={false}
        transform={(data: Record<string, unknown>) => ({ ...writable(data), ...parent })}
        mutationOptions={{
          onSuccess: () => {
            notify(created, { type: 'success' });
            setRound((n) => n + 1);
            refresh();
          },
        }}
      >
        <DomainForm entity={entity} view="quickCreate" defaultValues={defaultValues} toolbar={<DomainToolbar inline />}>
          {children}
        </DomainForm>
      </CreateBase>
    </Card>
  );
};
