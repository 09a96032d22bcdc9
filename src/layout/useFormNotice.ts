import { useCallback, useRef } from 'react';
import { useAddNotificationContext, useNotificationContext, type NotificationPayload } from 'react-admin';

/**
 * The notice a form raises about its own last save: at most one at a time, and gone once a later
 * save of the same form succeeds. A dialog's refused save ("Confira o andamento da notificação")
 * stood for 5 s beside the "Notificado salvo" of the corrected one. react-admin's own forms get
 * this from the notification area (AppNotification); a form of its own states uses this hook:
 * `show` its error, `clear` when the next save starts or succeeds.
 */
export function useFormNotice() {
  const add = useAddNotificationContext();
  const { setNotifications } = useNotificationContext();
  const last = useRef<NotificationPayload | null>(null);
  const clear = useCallback(() => {
    const shown = last.current;
    if (!shown) return;
    last.current = null;
    setNotifications((current) => current.filter((n) => n !== shown));
  }, [setNotifications]);
  const show = useCallback(
    (message: string) => {
      clear();
      const payload: NotificationPayload = { message, type: 'error', notificationOptions: {} };
      last.current = payload;
      add(payload);
    },
    [add, clear],
  );
  return { show, clear };
}
