import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /admin/users/{id}/invite -> {message}: a new invitation link; the older one stops working. */
export const resendInvitation = (id: string) => api.post<{ message: string }>(`/admin/users/${id}/invite`);

export function useResendInvitation() {
  return useMutation({ mutationFn: resendInvitation });
}
