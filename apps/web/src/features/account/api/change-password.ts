import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequestBody } from '@portal/shared';
import { api } from '@/lib/api-client';

/** POST /me/password {currentPassword, newPassword} -> 204: this session stays, the others end. */
export const changePassword = (body: ChangePasswordRequestBody) => api.post<null>('/me/password', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
