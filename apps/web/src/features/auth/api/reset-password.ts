import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageResponseSchema, ResetPasswordRequestBody } from '@portal/shared';
import { api } from '@/lib/api-client';

export type ResetPasswordResponse = z.infer<typeof messageResponseSchema>;

/** POST /auth/password/reset {token, newPassword} -> {message}; errors carry the server's message. */
export const resetPassword = (input: ResetPasswordRequestBody) =>
  api.post<ResetPasswordResponse>('/auth/password/reset', input, { skipAuthRedirect: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
