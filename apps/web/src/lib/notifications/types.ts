/** Spec section 3 "Notification" (client-only). */
export type NotificationType = 'success' | 'error' | 'warning' | 'info';

export type NotificationAction = { label: string; onClick: () => void };

export type AppNotification = {
  id: string;
  message: string;
  /** A second line under the message (the server's detail under a fixed spec text). */
  description?: string;
  type: NotificationType;
  read: boolean;
  /** Milliseconds since the epoch. */
  timestamp: number;
  /** A persistent notification's toast stays until it is closed, whatever its type. */
  persistent: boolean;
  /** Kept in memory only: a function does not survive a reload. */
  action?: NotificationAction;
  /** The id of what it came from (an admin message's id), used to deduplicate. */
  notificationId?: string;
  /** The toast was closed (by the user or by its timer), or was never shown. */
  toastHidden: boolean;
};

export type NotifyInput = {
  message: string;
  /** When it happened (milliseconds since the epoch): a message's own time; now by default. */
  timestamp?: number;
  description?: string;
  type?: NotificationType;
  persistent?: boolean;
  action?: NotificationAction;
  notificationId?: string;
  toastHidden?: boolean;
};
