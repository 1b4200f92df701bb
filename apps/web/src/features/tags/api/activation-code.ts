import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ActivationCodeResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { tagKeys } from './keys';

const path = (id: string) => `/admin/tags/${encodeURIComponent(id)}/activation-code`;

/** GET /admin/tags/{id}/activation-code: the code an admin prints on the tag's packaging. */
export const getActivationCode = (id: string, signal?: AbortSignal) =>
  api.get<ActivationCodeResponse>(path(id), { signal });

export const activationCodeQueryOptions = (id: string) =>
  queryOptions({ queryKey: tagKeys.activationCode(id), queryFn: ({ signal }) => getActivationCode(id, signal) });

export const useActivationCode = (id: string) => useQuery(activationCodeQueryOptions(id));

/** POST /admin/tags/{id}/activation-code: a new code, the old one void (the history gains an event). */
export const regenerateActivationCode = (id: string) => api.post<ActivationCodeResponse>(path(id));

export function useRegenerateActivationCode() {
  return useMutation({ mutationFn: regenerateActivationCode, meta: { invalidates: ['tags'] } });
}

/** DELETE /admin/tags/{id}/activation-lock: wrong activation codes no longer block the tag (issue 40 item 9). */
export const liftActivationLock = (id: string) =>
  api.delete<null>(`/admin/tags/${encodeURIComponent(id)}/activation-lock`);

export function useLiftActivationLock() {
  return useMutation({ mutationFn: liftActivationLock, meta: { invalidates: ['tags'] } });
}
