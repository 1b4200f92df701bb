import { useLocation } from 'react-router';
import { ROLE_HOME, type SessionRole } from '@portal/shared';
import { AppLayout } from '@/components/layout/app-layout';
import { useAuth } from '@/lib/auth';
import {
  NotificationBell,
  useAdminMessagesPolling,
  useTechnicianMessagesPolling,
  useUserMessagesPolling,
  useWelcomeNotifications,
} from '@/features/notifications';

/**
 * The signed-in layout with the header extras every area gets: the notification bell, the messages polled every
 * 45 s (admins from /admin/messages, technicians from /tecnico/messages, users from /me/messages) and the welcome notifications 500 ms
 * after the role's dashboard shows.
 */
export function AppShell({ role: areaRole }: { role: SessionRole }) {
  const { pathname } = useLocation();
  // An admin in the technician area keeps their own menu and messages (the guard let only allowed roles in).
  const role = useAuth().user?.role ?? areaRole;
  useAdminMessagesPolling(role === 'admin');
  // A technician's bell gets the maintenance digest from their own feed (the admin keeps /admin/messages).
  useTechnicianMessagesPolling(role === 'technician');
  // An owner's bell gets what reaches their lost tags: a finder's message, a scan alert, the scan digest.
  useUserMessagesPolling(role === 'user');
  useWelcomeNotifications(pathname.replace(/\/+$/, '') === ROLE_HOME[role]);
  return <AppLayout role={role} headerExtras={<NotificationBell />} />;
}
