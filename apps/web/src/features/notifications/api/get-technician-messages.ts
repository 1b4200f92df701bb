import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMessage } from '@portal/shared';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { ADMIN_MESSAGES_POLL_MS, pollMessages } from './get-admin-messages';
import { notificationKeys } from './keys';

/** GET /api/tecnico/messages: the TECHNICIAN role's messages and the account's own (the maintenance digest). */
export async function getTechnicianMessages(since: string | undefined, signal?: AbortSignal): Promise<AdminMessage[]> {
  return api.get<AdminMessage[]>('/tecnico/messages', { query: { since }, signal });
}

/**
 * The technician's poll, the admin's twin: same 45 s, same `since` cursor and the same ingestion into the bell's
 * list. The data is the number of notifications added.
 */
export const technicianMessagesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.technicianMessages(userId),
    queryFn: ({ signal }) => pollMessages(userId, (since) => getTechnicianMessages(since, signal)),
    refetchInterval: ADMIN_MESSAGES_POLL_MS,
    // Spec section 8: polling errors are silently ignored; the next tick tries again.
    retry: false,
  });

/** Polls the technician's messages while `enabled` and the signed-in user is a technician. */
export function useTechnicianMessagesPolling(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    ...technicianMessagesQueryOptions(user?.id ?? ''),
    enabled: enabled && user?.role === 'technician',
  });
}
