// The notifications feature's public surface: other features and the app shell import from here only.
export { notify, notifyHttpError, pushNotification, loginRedirectPath, TOAST_AUTO_HIDE_MS } from './notify';
export { MAX_NOTIFICATIONS } from './store';
export type { AppNotification, NotificationType, NotificationAction, NotifyInput } from './types';
export { useNotifications } from './hooks/use-notifications';
export { useWelcomeNotifications, WELCOME_DELAY_MS } from './hooks/use-welcome-notifications';
export { useAdminMessagesPolling, ADMIN_MESSAGES_POLL_MS } from './api/get-admin-messages';
export { useTechnicianMessagesPolling } from './api/get-technician-messages';
export { useUserMessagesPolling } from './api/get-user-messages';
export { NotificationBell } from './components/notification-bell';
