import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, IconButton } from '@mui/material';
import { useCallback, useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import {
  CloseNotificationContext,
  undoableEventEmitter,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';

/** docs/screens.md#screens/docs/states.md#states: notifications top-right, gone after 5000 ms (0 keeps one until closed). */
export const NOTIFICATION_TIMEOUT_MS = 5000;
/** docs/states.md#states: the first 20 px from the top, each next one 10 px below the one before. */
const TOP_OFFSET_PX = 20;
const GAP_PX = 10;

/** react-admin keeps a notification open with `null`; the spec's word for that is 0. */
export const autoHideDuration = (timeoutMs: number): number | null => {
  if (timeoutMs < 0) throw new RangeError('O tempo da notificação deve ser >= 0');
  return timeoutMs === 0 ? null : timeoutMs;
};

/** A stable key per notification object (the queue holds each payload once). */
const keys = new WeakMap<NotificationPayload, number>();
let nextKey = 1;
const keyOf = (payload: NotificationPayload): number => {
  let key = keys.get(payload);
  if (key === undefined) keys.set(payload, (key = nextKey++));
  return key;
};

/**
 * The notification area (docs/states.md#states): every notification at once, stacked top-right (20 px from the
 * top, 10 px between them), each with a close button and its own timer — 5000 ms unless it asks
 * for another, 0 or null keeping it until closed. react-admin's own <Notification> shows one at a
 * time, so a second message waited, unseen, behind the first. The area shows react-admin's queue
 * itself, and a notification leaves the queue when it goes.
 */
export const AppNotification = () => {
  const { notifications, setNotifications } = useNotificationContext();
  const remove = useCallback(
    (payload: NotificationPayload) => setNotifications((current) => current.filter((n) => n !== payload)),
    [setNotifications],
  );
  useEffect(() => {
    if (notifications.some((n, i) => isStale(notifications, i))) {
      setNotifications((current) => current.filter((_, i) => !isStale(current, i)));
    }
  }, [notifications, setNotifications]);
  if (!notifications.length) return null;
  return (
    <Box
      role="region"
      aria-label="Notificações"
      sx={{
        position: 'fixed',
        top: TOP_OFFSET_PX,
        right: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 'auto' },
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        alignItems: { xs: 'stretch', sm: 'flex-end' },
        gap: `${GAP_PX}px`,
        maxWidth: { sm: 480 },
      }}
    >
      {notifications.map((payload) => (
        <StackedNotification key={keyOf(payload)} payload={payload} onGone={remove} />
      ))}
    </Box>
  );
};

/** react-admin's notice of a refused submit: "O formulário não é válido. Verifique os erros". */
const INVALID_FORM = 'ra.message.invalid_form';

/**
 * A form's "not valid" notice speaks of the submit that raised it. It is stale once a later one
 * says the same (two submits, one notice), or once anything succeeds after it: a corrected save's
 * "Registro atualizado" stood for 5 s beside the red notice of the save before it.
 */
function isStale(queue: NotificationPayload[], index: number): boolean {
  if (queue[index].message !== INVALID_FORM) return false;
  return queue
    .slice(index + 1)
    .some((later) => later.message === INVALID_FORM || later.type === 'success' || later.type === 'info');
}

/** The timer a notification asks for: its own autoHideDuration (0 or null: stays), else 5000 ms. */
function timeoutOf(payload: NotificationPayload): number | null {
  const asked = payload.notificationOptions?.autoHideDuration;
  if (asked === undefined) return NOTIFICATION_TIMEOUT_MS;
  return asked === null ? null : autoHideDuration(asked);
}

const StackedNotification = ({
  payload,
  onGone,
}: {
  payload: NotificationPayload;
  onGone: (payload: NotificationPayload) => void;
}) => {
  const translate = useTranslate();
  const takeMutation = useTakeUndoableMutation();
  const { message, type, notificationOptions } = payload;
  const undoable = !!notificationOptions?.undoable;

  // An undoable change runs when its notification goes (closed or timed out), or is undone; once
  // only, whichever comes first (a click as the timer ends).
  const gone = useRef(false);
  const finish = useCallback(
    (isUndo: boolean) => {
      if (gone.current) return;
      gone.current = true;
      if (undoable) {
        const mutation = takeMutation();
        if (mutation) mutation({ isUndo });
        else undoableEventEmitter.emit('end', { isUndo });
      }
      onGone(payload);
    },
    [undoable, takeMutation, onGone, payload],
  );
  const close = useCallback(() => finish(false), [finish]);
  // A click on the notification closes it, as its close button does (docs/states.md#states); a
  // click on one of its buttons is that button's, and a drag that selects its text closes nothing.
  const closeOnClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    if (window.getSelection()?.toString()) return;
    close();
  };

  const timeout = timeoutOf(payload);
  useEffect(() => {
    if (timeout === null) return;
    const timer = setTimeout(close, timeout);
    return () => clearTimeout(timer);
  }, [timeout, close]);

  let content: ReactNode;
  if (typeof message === 'string') {
    content = (
      <Alert
        severity={type}
        variant="filled"
        onClose={close}
        onClick={closeOnClick}
        closeText={translate('ra.action.close')}
        // MUI drops its own close button when given an action: an undoable one brings both.
        action={
          undoable ? (
            <>
              <Button color="inherit" size="small" onClick={() => finish(true)}>
                {translate('ra.action.undo')}
              </Button>
              <IconButton color="inherit" size="small" aria-label={translate('ra.action.close')} onClick={close}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          ) : undefined
        }
        sx={{
          width: '100%',
          boxShadow: 3,
          cursor: 'pointer',
          whiteSpace: notificationOptions?.multiLine ? 'pre-wrap' : undefined,
        }}
      >
        {translate(message, notificationOptions?.messageArgs)}
      </Alert>
    );
  } else {
    // A notification that is a component (ErrorNotice) closes itself through useCloseNotification.
    content = message;
  }
  return (
    <CloseNotificationContext.Provider value={close}>
      <Box sx={{ width: '100%' }}>{content}</Box>
    </CloseNotificationContext.Provider>
  );
};
