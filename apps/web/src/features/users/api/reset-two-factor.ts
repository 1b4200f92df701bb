import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /admin/users/{id}/2fa/reset -> {message}: 'Redefinir 2FA' (issue 40). The account's 2FA and sessions end; the
 * person is told by e-mail.
 */
export const resetTwoFactor = (id: string) =>
  api.post<{ message: string }>(`/admin/users/${encodeURIComponent(id)}/2fa/reset`);

export function useResetTwoFactor() {
  return useMutation({ mutationFn: resetTwoFactor, meta: { invalidates: ['userLists'] } });
}
