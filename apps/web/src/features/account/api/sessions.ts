import { useMutation, useQuery } from '@tanstack/react-query';
import type { AccountSessionList } from '@portal/shared';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** GET /me/sessions: the active sessions, newest first, this device's marked `current`. */
export const getSessions = (signal?: AbortSignal) => api.get<AccountSessionList>('/me/sessions', { signal });

export const useSessions = () =>
  useQuery({ queryKey: accountKeys.sessions(), queryFn: ({ signal }) => getSessions(signal) });

/** DELETE /me/sessions/{id}: that device is signed out at once. */
export const useEndSession = () =>
  useMutation({
    mutationFn: (id: string) => api.delete<null>(`/me/sessions/${encodeURIComponent(id)}`),
    meta: { invalidates: ['sessions'] },
  });

/** POST /me/sessions/revoke-others: 'Sair de todos os outros dispositivos'. */
export const useEndOtherSessions = () =>
  useMutation({
    mutationFn: () => api.post<null>('/me/sessions/revoke-others'),
    meta: { invalidates: ['sessions'] },
  });
