import { useEditContext, useNotify } from 'react-admin';
import { ConflictDialog } from './ConflictDialog';
import type { ConflictOffer } from './useConflictOffer';

/**
 * `mutationOptions` for a pessimistic `<Edit>`/`<EditBase>`: a save from a stale copy (409) opens
 * the reload offer; any other failure is notified as react-admin would. As react-admin does, a
 * refusal with field errors (`{message, errors}`, docs/errors.md) is left to the form: it puts
 * each error under its input and says "O formulário não é válido" once. Notified here too, a
 * phone showed two red notices over the form, both saying "check the fields".
 */
export function useConflictMutationOptions(conflict: ConflictOffer) {
  const notify = useNotify();
  return {
    onError: (error: unknown) => {
      if (conflict.offer(error) || hasFieldErrors(error)) return;
      const message = (error as { message?: string } | null)?.message;
      notify(message || 'ra.notification.http_error', { type: 'error' });
    },
  };
}

/** A refusal that names fields (`body.errors` not empty), which the form shows under its inputs. */
function hasFieldErrors(error: unknown): boolean {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  return typeof errors === 'object' && errors !== null && Object.keys(errors).length > 0;
}

/** Inside an `<Edit>`: the reload offer; 'Recarregar' loads the current record (the form keeps what was typed when it resets with `KEEP_TYPED`). */
export const EditConflictDialog = ({ conflict }: { conflict: ConflictOffer }) => {
  const { refetch } = useEditContext();
  return (
    <ConflictDialog
      open={conflict.open}
      onClose={conflict.close}
      onReload={async () => {
        await refetch();
        conflict.close();
      }}
    />
  );
};

/** A form reset by a reload keeps what the user is typing. */
export const KEEP_TYPED = { keepDirtyValues: true } as const;
