import { useEditContext, useNotify } from 'react-admin';
import { ConflictDialog } from './ConflictDialog';
import type { ConflictOffer } from './useConflictOffer';

/**
 * `mutationOptions` for an `<Edit>`/`<EditBase>`: a save from a stale copy (409) opens the
 * reload offer; any other failure is notified as react-admin would.
 */
export function useConflictMutationOptions(conflict: ConflictOffer) {
  const notify = useNotify();
  return {
    onError: (error: unknown) => {
      if (conflict.offer(error)) return;
      const message = (error as { message?: string } | null)?.message;
      notify(message || 'ra.notification.http_error', { type: 'error' });
    },
  };
}

/** Inside an `<Edit>`: the reload offer; 'Recarregar' loads the current record (the form keeps what was typed when it resets with `KEEP_TYPED`). */
export const EditConflictDialog = ({ conflict }: { conflict: ConflictOffer }) => {
  const { refetch } = useEditContext();
  return (
    <ConflictDialog
      open={conflict.open}
      onClose={conflict.close}
      onReload={() => {
        conflict.close();
        void refetch();
      }}
    />
  );
};

/** A form reset by a reload keeps what the user is typing. */
export const KEEP_TYPED = { keepDirtyValues: true } as const;
