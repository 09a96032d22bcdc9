import { Notification } from 'react-admin';

/** Spec §2/§4: notifications top-right, gone after 5000 ms (0 keeps one until closed). */
export const NOTIFICATION_TIMEOUT_MS = 5000;

export const AppNotification = () => (
  <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={NOTIFICATION_TIMEOUT_MS} />
);

/** react-admin keeps a notification open with `null`; the spec's word for that is 0. */
export const autoHideDuration = (timeoutMs: number): number | null => {
  if (timeoutMs < 0) throw new RangeError('O tempo da notificação deve ser >= 0');
  return timeoutMs === 0 ? null : timeoutMs;
};
