import type { ReactNode } from 'react';
import { DialogActions, Typography } from '@mui/material';
import { SaveButton, Toolbar, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { tabHasError } from './model';
import { useDomainFormState } from './DomainFormContext';

/**
 * Save only a changed, editable form without errors (docs/screens.md#screens): react-admin's SaveButton
 * already waits for changes and for a running save; this adds "in error" and read-only.
 * Errors show as the user types (the form validates on change) and on a submit attempt,
 * which validates every field. (`isValid` would say it sooner, but reading it makes
 * react-hook-form update the toolbar while inputs register, which React warns about.)
 * `children` sit at the right (e.g. a DeleteWithConfirm).
 * On a phone react-admin pins the toolbar to the bottom of the window, right for a screen's one
 * form; `inline` keeps it under its form, for the short forms that share a screen (Cadastrar
 * Quadra, Cadastrar Lote), whose pinned Salvar buttons stacked over the page and said not whose.
 * `dialog` puts the buttons in the dialog's DialogActions (a `<DomainForm dialog>`): pinned to the
 * window, the bar was wider than the modal and hid its last field at any scroll.
 */
export const DomainToolbar = ({
  readOnly = false,
  inline = false,
  dialog = false,
  children,
}: {
  readOnly?: boolean;
  inline?: boolean;
  dialog?: boolean;
  children?: ReactNode;
}) => {
  const { errors } = useFormState();
  const failing = !readOnly && Object.keys(errors).length > 0;
  const save = <SaveButton disabled={readOnly || failing} />;
  const hint = failing ? <ErrorsHint errors={errors} /> : null;
  if (dialog)
    return (
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        {save}
        {hint}
        {children}
      </DialogActions>
    );
  return (
    <Toolbar
      sx={{
        justifyContent: 'space-between',
        gap: 1,
        ...(inline && { '&.RaToolbar-mobileToolbar': { position: 'static' } }),
      }}
    >
      {save}
      {hint}
      {children}
    </Toolbar>
  );
};

/**
 * Why Salvar is grey, and where: the tabs whose fields are in error ("Corrija os campos em vermelho
 * para salvar: Registro"). A tab left with an error is red in the tab bar, but on a phone the bar
 * scrolls and the tab can be out of sight, leaving a disabled button and nothing to fix in view.
 */
const ErrorsHint = ({ errors }: { errors: Record<string, unknown> }) => {
  const translate = useTranslate();
  const form = useDomainFormState();
  const entity = form?.entity;
  const tabs = (entity?.tabs ?? []).filter((tab) => tabHasError(entity!, tab, errors)).map((tab) => tab.label);
  return (
    <Typography variant="caption" color="error" role="status" sx={{ flex: '1 1 0', minWidth: 0 }}>
      {tabs.length ? translate('app.form.fix_errors_in', { tabs: tabs.join(', ') }) : translate('app.form.fix_errors')}
    </Typography>
  );
};
