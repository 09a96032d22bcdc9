import { useMemo, type ReactNode } from 'react';
import { useTranslate, type RaRecord, type TransformData } from 'react-admin';
import type { EntityDef } from './model';
import { DeleteWithConfirm } from '../DeleteWithConfirm';
import { EditConflictDialog, KEEP_TYPED, useConflictMutationOptions, useConflictOffer } from '../conflict';
import { redirectToShow } from '../paths';
import { RecordNotFound } from '../RecordNotFound';
import { genderOf } from '../../../domain/entities/resource-names.ts';
import { useWholeRecord, WholeEdit } from '../wholeRecord';
import { RequirePermission, type useActor } from '../permissions';
import { DomainForm, domainTransform } from './DomainForm';
import { DomainToolbar } from './DomainToolbar';

export interface DomainEditProps {
  /** The entity edited; its `resource` is the react-admin resource. */
  entity: EntityDef;
  id: number;
  /** A key of the pt-BR catalogue, e.g. `app.streets.edit_title`. */
  title: string;
  /** Who may edit: anyone else goes to the dashboard. */
  allowed: (access: ReturnType<typeof useActor>) => boolean;
  /** The buttons above the form (back, show…). */
  actions?: ReactNode;
  /** The body sent on save; by default the entity's writable keys (`domainTransform`). */
  transform?: TransformData;
  /** Where a delete from the toolbar goes; no delete button without it. */
  deleteRedirect?: string;
  /** What shows under the form (a project's blocks and members, a block's lots). */
  after?: ReactNode;
  /** The form's inputs. */
  children: ReactNode;
  /** The grammatical gender of the entity's label, for "Projeto não encontrado" (domain's genderOf unless given). */
  gender?: 'f' | 'm';
}

/**
 * An edit screen of a domain entity, the same for every resource: the permission check, the
 * buttons above, a pessimistic save that returns to the view with the server's field errors
 * inline, the reload offer when someone saved meanwhile (409, the form keeps what was typed),
 * and an optional delete behind the shared confirmation.
 */
export const DomainEdit = ({
  entity,
  id,
  title,
  allowed,
  actions,
  transform,
  deleteRedirect,
  after,
  children,
  gender = genderOf(entity.resource),
}: DomainEditProps) => {
  const translate = useTranslate();
  const conflict = useConflictOffer();
  const mutationOptions = useConflictMutationOptions(conflict);
  const writable = useMemo(() => transform ?? domainTransform(entity), [entity, transform]);
  // The Edit's own answer, watched (asking for nothing): a record that does not come is said on
  // the page, as a record's view says it (react-admin's default was a toast and the list); what
  // shows under the form is drawn with the form and not before: drawn first, it was pushed down by
  // the form when the record came (layout shift 0.60 on a phone at /projects/1/edit, 0.31 at
  // /blocks/1/edit).
  const { data, error } = useWholeRecord(entity.resource, id, { ask: false });
  if (error) return <RecordNotFound error={error} what={entity.label} gender={gender} />;
  return (
    <RequirePermission allowed={allowed}>
      {actions}
      <WholeEdit<RaRecord>
        resource={entity.resource}
        id={id}
        title={translate(title)}
        mutationMode="pessimistic"
        redirect={redirectToShow}
        transform={writable}
        mutationOptions={mutationOptions}
        queryOptions={{ onError: () => undefined }}
        actions={false}
      >
        <DomainForm
          entity={entity}
          view="edit"
          resetOptions={KEEP_TYPED}
          toolbar={
            <DomainToolbar>
              {deleteRedirect !== undefined && <DeleteWithConfirm redirect={deleteRedirect} />}
            </DomainToolbar>
          }
        >
          {children}
        </DomainForm>
        <EditConflictDialog conflict={conflict} />
      </WholeEdit>
      {data !== undefined && after}
    </RequirePermission>
  );
};
