// The notifications feature's public surface (the bell and the messages polls): the app shell imports from here.
// What every feature uses to tell the user something (notify, notifyHttpError, the stored list) is in
// lib/notifications.
export { useNotifications } from './hooks/use-notifications';
export { useWelcomeNotifications, WELCOME_DELAY_MS } from './hooks/use-welcome-notifications';
export { useAdminMessagesPolling, ADMIN_MESSAGES_POLL_MS } from './api/get-admin-messages';
export { useTechnicianMessagesPolling } from './api/get-technician-messages';
export { useUserMessagesPolling } from './api/get-user-messages';
export { NotificationBell } from './components/notification-bell';
export { FailedNoticesScreen } from './components/failed-notices-screen';
