import { toast, type ExternalToast } from 'sonner';
import { ApiError, messageForStatus } from '@/lib/api-client';
import { clearSession, notifySessionCleared, readStoredUser } from '@/lib/session';
import { notificationsFor } from './registry';
import type { NotificationStore } from './store';
import type { AppNotification, NotificationType, NotifyInput } from './types';

/** Spec section 9: success and info toasts hide after 5 s; errors and warnings stay until closed. */
export const TOAST_AUTO_HIDE_MS = 5000;

export function toastDuration(notification: Pick<AppNotification, 'type' | 'persistent'>): number {
  if (notification.persistent) return Infinity;
  return notification.type === 'success' || notification.type === 'info' ? TOAST_AUTO_HIDE_MS : Infinity;
}

/** Shows the sonner toast of a stored notification; closing it (or its timer) sets toastHidden. */
export function showToast(notification: AppNotification, store: NotificationStore): void {
  const hide = () => store.hideToast(notification.id);
  const options: ExternalToast = {
    id: notification.id,
    duration: toastDuration(notification),
    onDismiss: hide,
    onAutoClose: hide,
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

/** /login?redirect={current path and query}. */
export function loginRedirectPath(location: { pathname: string; search: string } = window.location): string {
  return `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}

/**
 * Spec section 8 "Notification helper by status": 401 goes to /login?redirect=here; 403, 404, 409 and 429 get
 * their fixed texts; anything else the given default, or 'Ocorreu um erro'. Accepts an error or a status.
 * Returns the notification shown (none for a 401).
 */
export function notifyHttpError(errorOrStatus: unknown, fallback?: string): AppNotification | null {
  const status =
    typeof errorOrStatus === 'number' ? errorOrStatus : errorOrStatus instanceof ApiError ? errorOrStatus.status : 0;
  if (status === 401) {
    clearSession();
    notifySessionCleared();
    if (window.location.pathname !== '/login') window.location.assign(loginRedirectPath());
    return null;
  }
  return notify.error(messageForStatus(status, fallback));
}
