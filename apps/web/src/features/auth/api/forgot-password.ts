import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ForgotPasswordRequestBody, forgotPasswordResponseSchema } from '@portal/shared';
import { api } from '@/lib/api-client';

export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/** POST /auth/password/forgot {email} -> {emailSent, emailError}; the server answers the same for unknown emails. */
export const forgotPassword = (email: string) =>
  api.post<ForgotPasswordResponse>('/auth/password/forgot', { email } satisfies ForgotPasswordRequestBody, {
    skipAuthRedirect: true,
  });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
