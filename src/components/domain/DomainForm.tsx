import { useMemo, type ReactElement, type ReactNode } from 'react';
import { CardContent, DialogContent, Stack, styled } from '@mui/material';
import { Form, type FormProps } from 'react-admin';
import { writableValues, type EntityDef, type FormContext, type View } from './model';
import { DomainFormProvider } from './DomainFormContext';
import { DomainSections } from './DomainSections';
import { DomainTabs } from './DomainTabs';
import { DomainToolbar } from './DomainToolbar';
import { RevealFirstError } from './RevealFirstError';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { modeOf } from './hooks';

export interface DomainFormProps extends Omit<FormProps, 'children' | 'render'> {
  entity: EntityDef;
  /** 'create' and 'quickCreate' require create-only fields; 'edit' does not. */
  view?: Extract<View, 'create' | 'edit' | 'quickCreate'>;
  /** projectClass / projectModality / isNew for `when` conditions. */
  ctx?: FormContext;
  readOnly?: boolean;
  /** Replaces the automatic layout (sections, or tabs where the entity declares them). */
  children?: ReactNode;
  /** Defaults to DomainToolbar; `false` for none. */
  toolbar?: ReactElement | false;
  /** Ask before leaving with unsaved changes (links, Voltar, closing the tab); on by default. */
  warnWhenUnsavedChanges?: boolean;
  /**
   * The form is a Dialog's body (its `scroll="paper"`): the fields scroll in a DialogContent and
   * the toolbar (a `<DomainToolbar dialog>`) stays under them, inside the dialog.
   */
  dialog?: boolean;
}

/** In a dialog's paper the form is the flex column between the title and the paper's bottom, so its DialogContent scrolls. */
const DialogForm = styled(Form)({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 });

/**
 * A react-admin form for an entity, validated as the user types, laid out from domain/
 * (its sections, or its tabs), with the Save button disabled while invalid, unchanged or
 * read-only. Put it inside <Create>/<Edit> with `transform={domainTransform(entity)}`.
 */
export const DomainForm = ({
  entity,
  view = 'edit',
  ctx,
  readOnly = false,
  children,
  toolbar,
  warnWhenUnsavedChanges = true,
  dialog = false,
  ...rest
}: DomainFormProps) => {
  const { projectClass, projectModality, isNew } = ctx ?? {};
  const state = useMemo(
    () => ({
      entity,
      ctx: { projectClass, projectModality, isNew: isNew ?? view !== 'edit' },
      mode: modeOf(view),
      readOnly,
    }),
    [entity, projectClass, projectModality, isNew, view, readOnly],
  );
  const FormElement = dialog ? DialogForm : Form;
  const Content = dialog ? DialogContent : CardContent;
  const layout = entity.tabs?.length ? (
    <DomainTabs entity={entity} view={view} />
  ) : (
    <DomainSections entity={entity} view={view} />
  );
  return (
    <DomainFormProvider value={state}>
      <FormElement mode="onChange" reValidateMode="onChange" {...rest}>
        {warnWhenUnsavedChanges && !readOnly ? <UnsavedChangesGuard /> : null}
        <RevealFirstError />
        <Content dividers={dialog || undefined}>
          <Stack sx={{ alignItems: 'stretch' }}>{children ?? layout}</Stack>
        </Content>
        {toolbar === false ? null : (toolbar ?? <DomainToolbar readOnly={readOnly} dialog={dialog} />)}
      </FormElement>
    </DomainFormProvider>
  );
};

/** What Create/Edit send: only the keys a client may write (no id, computed values or file objects). */
export const domainTransform =
  (entity: EntityDef) =>
  (data: Record<string, unknown>): Record<string, unknown> =>
    writableValues(entity, data);
