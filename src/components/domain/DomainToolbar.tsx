import type { ReactNode } from 'react';
import { DialogActions } from '@mui/material';
import { SaveButton, Toolbar } from 'react-admin';
import { useFormState } from 'react-hook-form';

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
  const save = <SaveButton disabled={readOnly || Object.keys(errors).length > 0} />;
  if (dialog)
    return (
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        {save}
        {children}
      </DialogActions>
    );
  return (
    <Toolbar
      sx={{ justifyContent: 'space-between', ...(inline && { '&.RaToolbar-mobileToolbar': { position: 'static' } }) }}
    >
      {save}
      {children}
    </Toolbar>
  );
};
