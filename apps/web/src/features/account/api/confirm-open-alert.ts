import { useMutation } from '@tanstack/react-query';
import type { ConfirmOpenAlertRequestBody, ConfirmOpenAlertResponse } from '@portal/shared';
import { api } from '@/lib/api-client';

/** POST /public/open-alert/confirm {token} -> {message, email}: a family alert's recipient confirms (issue 42). */
export const confirmOpenAlert = (body: ConfirmOpenAlertRequestBody) =>
  api.post<ConfirmOpenAlertResponse>('/public/open-alert/confirm', body, { skipAuthRedirect: true });

export const useConfirmOpenAlert = () => useMutation({ mutationFn: confirmOpenAlert });
