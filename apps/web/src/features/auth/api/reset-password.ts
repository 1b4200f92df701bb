import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageResponseSchema } from '@portal/shared';
import { api } from '@/lib/api-client';

export type ResetPasswordInput = { token: string; newPassword: string };
export type ResetPasswordResponse = z.infer<typeof messageResponseSchema>;

/** POST /auth/password/reset {token, newPassword} -> {message}; errors carry the server's message. */
export const resetPassword = (input: ResetPasswordInput) =>
  api.post<ResetPasswordResponse>('/auth/password/reset', input, { skipAuthRedirect: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
