import { useLocation } from 'react-router';
import { ROLE_HOME, type SessionRole } from '@portal/shared';
import { AppLayout } from '@/components/layout/app-layout';
import { NotificationBell, useAdminMessagesPolling, useWelcomeNotifications } from '@/features/notifications';

/**
 * The signed-in layout with the header extras every area gets: the notification bell, the admin messages
 * polled every 45 s (admins only) and the welcome notifications 500 ms after the role's dashboard shows.
 */
export function AppShell({ role }: { role: SessionRole }) {
  const { pathname } = useLocation();
  useAdminMessagesPolling(role === 'admin');
  useWelcomeNotifications(pathname.replace(/\/+$/, '') === ROLE_HOME[role]);
  return <AppLayout role={role} headerExtras={<NotificationBell />} />;
}
