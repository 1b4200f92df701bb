import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequestBody } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';

/** DELETE /me/account {currentPassword}: the account and its data go (a wrong password is a 400 on the field). */
export const deleteMyAccount = (body: DeleteAccountRequestBody) =>
  apiRequest<unknown>('/me/account', { method: 'DELETE', body });

export const useDeleteMyAccount = () => useMutation({ mutationFn: deleteMyAccount });
