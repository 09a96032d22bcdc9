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
 */
export const DomainToolbar = ({ readOnly = false, children }: { readOnly?: boolean; children?: ReactNode }) => {
  const { errors } = useFormState();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton disabled={readOnly || Object.keys(errors).length > 0} />
      {children}
    </Toolbar>
  );
};
