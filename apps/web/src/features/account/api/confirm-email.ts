import { useMutation } from '@tanstack/react-query';
import type { ConfirmEmailRequestBody, ConfirmEmailResponse } from '@portal/shared';
import { api } from '@/lib/api-client';

/** POST /auth/email/confirm {token} -> {message, email}: the e-mailed link, opened signed in or not. */
export const confirmEmail = (body: ConfirmEmailRequestBody) =>
  api.post<ConfirmEmailResponse>('/auth/email/confirm', body, { skipAuthRedirect: true });

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
