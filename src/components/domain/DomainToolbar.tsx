import type { ReactNode } from 'react';
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
 */
export const DomainToolbar = ({
  readOnly = false,
  inline = false,
  children,
}: {
  readOnly?: boolean;
  inline?: boolean;
  children?: ReactNode;
}) => {
  const { errors } = useFormState();
  return (
    <Toolbar
      sx={{ justifyContent: 'space-between', ...(inline && { '&.RaToolbar-mobileToolbar': { position: 'static' } }) }}
    >
      <SaveButton disabled={readOnly || Object.keys(errors).length > 0} />
      {children}
    </Toolbar>
  );
};
