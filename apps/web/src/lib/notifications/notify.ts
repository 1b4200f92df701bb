import { toast, type ExternalToast } from 'sonner';
import { ApiError, handleUnauthorized, messageForStatus, serverMessage } from '@/lib/api-client';
import { readStoredUser } from '@/lib/session';
import { notificationsFor } from './registry';
import type { NotificationStore } from './store';
import type { AppNotification, NotificationType, NotifyInput } from './types';

/** Spec section 9: success and info toasts hide after 5 s; errors and warnings stay until closed. */
export const TOAST_AUTO_HIDE_MS = 5000;

export function toastDuration(notification: Pick<AppNotification, 'type' | 'persistent'>): number {
  if (notification.persistent) return Infinity;
  return notification.type === 'success' || notification.type === 'info' ? TOAST_AUTO_HIDE_MS : Infinity;
}

/**
 * A dialog is open (a form, a confirmation, the bell's panel): a notice that arrives meanwhile (a polled message,
 * the welcome) waits in the bell instead of covering it with a toast (issue 43). The answer to what the person just
 * did (notify.success after a save) is no notice and still shows.
 */
export const aDialogIsOpen = (): boolean =>
  typeof document !== 'undefined' &&
  document.querySelector(
    '[role="dialog"]:not([data-state="closed"]), [role="alertdialog"]:not([data-state="closed"])',
  ) !== null;

/** Shows the sonner toast of a stored notification; closing it (or its timer) sets toastHidden. */
export function showToast(notification: AppNotification, store: NotificationStore): void {
  const hide = () => store.hideToast(notification.id);
  const options: ExternalToast = {
    id: notification.id,
    duration: toastDuration(notification),
    onDismiss: hide,
    onAutoClose: hide,
    description: notification.description,
    action: notification.action
      ? { label: notification.action.label, onClick: () => notification.action?.onClick() }
      : undefined,
  };
  toast[notification.type](notification.message, options);
}

/** Adds a notification to a given store and shows its toast (unless toastHidden). */
export function pushNotification(store: NotificationStore, input: NotifyInput): AppNotification {
  const notification = store.add(input);
  if (!notification.toastHidden) showToast(notification, store);
  return notification;
}

type NotifyOptions = Omit<NotifyInput, 'message' | 'type'>;

/** Stores a notification for the signed-in user and shows it as a toast. */
export function notify(message: string, type: NotificationType = 'info', options: NotifyOptions = {}): AppNotification {
  return pushNotification(notificationsFor(readStoredUser()?.id).store, { ...options, message, type });
}
notify.success = (message: string, options?: NotifyOptions) => notify(message, 'success', options);
notify.error = (message: string, options?: NotifyOptions) => notify(message, 'error', options);
notify.warning = (message: string, options?: NotifyOptions) => notify(message, 'warning', options);
notify.info = (message: string, options?: NotifyOptions) => notify(message, 'info', options);

export { loginRedirectPath } from '@/lib/api-client';

/**
 * The one way to tell the user a call failed (spec section 8 "Notification helper by status"): the server's
 * `message` when it gave one (what the screens showed before, through errorMessage); else 403, 404, 409, 429 and
 * 503 get their fixed texts, anything else the given default, or 'Ocorreu um erro'. Accepts an error or a status.
 * A 401 tells nothing: the session ends through the api client's one 401 path (for an ApiError the client already
 * took it). Returns the notification shown (none for a 401).
 */
export function notifyHttpError(errorOrStatus: unknown, fallback?: string): AppNotification | null {
  if (errorOrStatus === 401) {
    handleUnauthorized();
    return null;
  }
  const status =
    typeof errorOrStatus === 'number' ? errorOrStatus : errorOrStatus instanceof ApiError ? errorOrStatus.status : 0;
  if (status === 401) return null;
  return notify.error(serverMessage(errorOrStatus) ?? messageForStatus(status, fallback));
}
