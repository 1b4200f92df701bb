import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMessage } from '@portal/shared';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { notificationKeys } from './keys';
import { ingestAdminMessages } from '@/lib/notifications/admin-messages';
import { aDialogIsOpen, showToast } from '@/lib/notifications/notify';
import { notificationsFor } from '@/lib/notifications/registry';

/** Spec section 9: admin messages are polled every 45 s. */
export const ADMIN_MESSAGES_POLL_MS = 45_000;

/** The spec allows an array or {messages, pagination}; our server answers with an array. */
type AdminMessagesResponse = AdminMessage[] | { messages?: AdminMessage[] };

export async function getAdminMessages(since: string | undefined, signal?: AbortSignal): Promise<AdminMessage[]> {
  const data = await api.get<AdminMessagesResponse>('/admin/messages', { query: { toRole: 'ADMIN', since }, signal });
  return Array.isArray(data) ? data : (data?.messages ?? []);
}

/**
 * One poll of a messages feed (the admin's or the technician's): asks for what came after the newest message seen
 * by this account, turns the new ones into notifications (deduplicated by id against the account's one seen log)
 * and toasts the newest few, unless a dialog is open. Returns the number of notifications added.
 */
export async function pollMessages(
  userId: string,
  fetchSince: (since: string | undefined) => Promise<AdminMessage[]>,
): Promise<number> {
  const { store, seen } = notificationsFor(userId);
  const added = ingestAdminMessages(await fetchSince(seen.since()), { store, seen });
  // Over an open dialog the new messages wait in the bell, unread, with no toast (issue 43).
  const quiet = aDialogIsOpen();
  for (const notification of added) {
    if (quiet) store.hideToast(notification.id);
    else if (!notification.toastHidden) showToast(notification, store);
  }
  return added.length;
}

/**
 * One poll: asks for what came after the newest message seen, turns the new ones into notifications
 * (deduplicated by id) and toasts the newest few. The query's data is the number of notifications added.
 */
export const adminMessagesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.adminMessages(userId),
    queryFn: ({ signal }) => pollMessages(userId, (since) => getAdminMessages(since, signal)),
    refetchInterval: ADMIN_MESSAGES_POLL_MS,
    // Spec section 8: polling errors are silently ignored; the next tick tries again.
    retry: false,
  });

/** Polls the admin messages while `enabled` and the signed-in user is an admin. */
export function useAdminMessagesPolling(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    ...adminMessagesQueryOptions(user?.id ?? ''),
    enabled: enabled && user?.role === 'admin',
  });
}
