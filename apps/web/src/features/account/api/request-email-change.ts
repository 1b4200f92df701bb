import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailRequestBody } from '@portal/shared';
import { api } from '@/lib/api-client';

/** POST /me/email {newEmail, currentPassword} -> 202 {message}: a confirmation link goes to the new address. */
export const requestEmailChange = (body: ChangeEmailRequestBody) => api.post<{ message: string }>('/me/email', body);

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });
