import { useMemo, useSyncExternalStore } from 'react';
import { useAuth } from '@/lib/auth';
import { notificationsFor } from '@/lib/notifications/registry';

/** The signed-in user's notifications (newest first), the unread count and the list's actions. */
export function useNotifications() {
  const { user } = useAuth();
  const { store } = notificationsFor(user?.id);
  const notifications = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const unreadCount = useMemo(() => notifications.filter((n) => !n.read).length, [notifications]);
  return {
    notifications,
    unreadCount,
    markAllRead: store.markAllRead,
    markRead: store.markRead,
    remove: store.remove,
    clear: store.clear,
  };
}
