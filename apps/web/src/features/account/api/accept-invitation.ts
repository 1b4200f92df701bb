import { useMutation } from '@tanstack/react-query';
import type { AcceptInvitationRequestBody, AcceptInvitationResponse } from '@portal/shared';
import { api } from '@/lib/api-client';

/** POST /auth/invite/accept {token, password} -> {message, email}: the invited account's first password. */
export const acceptInvitation = (body: AcceptInvitationRequestBody) =>
  api.post<AcceptInvitationResponse>('/auth/invite/accept', body, { skipAuthRedirect: true });

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
