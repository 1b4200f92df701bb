import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMessage } from '@portal/shared';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { ADMIN_MESSAGES_POLL_MS, pollMessages } from './get-admin-messages';
import { notificationKeys } from './keys';

/** GET /api/me/messages: the account's own messages (a finder's message, a lost tag's scan alert, the scan digest). */
export async function getUserMessages(since: string | undefined, signal?: AbortSignal): Promise<AdminMessage[]> {
  // Like the admin's feed, an array or {messages}.
  const data = await api.get<AdminMessage[] | { messages?: AdminMessage[] }>('/me/messages', {
    query: { since },
    signal,
  });
  return Array.isArray(data) ? data : (data?.messages ?? []);
}

/**
 * The owner's poll, the technician's twin: same 45 s, same `since` cursor and the same ingestion into the bell's
 * list. The data is the number of notifications added.
 */
export const userMessagesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.userMessages(userId),
    queryFn: ({ signal }) => pollMessages(userId, (since) => getUserMessages(since, signal)),
    refetchInterval: ADMIN_MESSAGES_POLL_MS,
    // Spec section 8: polling errors are silently ignored; the next tick tries again.
    retry: false,
  });

/** Polls the owner's messages while `enabled` and the signed-in user is a user. */
export function useUserMessagesPolling(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    ...userMessagesQueryOptions(user?.id ?? ''),
    enabled: enabled && user?.role === 'user',
  });
}
