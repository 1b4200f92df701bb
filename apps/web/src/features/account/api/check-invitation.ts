import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckInvitationRequestBody, CheckInvitationResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** POST /auth/invite/check {token} -> {email}: whether the invitation still works, as /convite opens (issue 43). */
export const checkInvitation = (body: CheckInvitationRequestBody, signal?: AbortSignal) =>
  api.post<CheckInvitationResponse>('/auth/invite/check', body, { skipAuthRedirect: true, signal });

export const useCheckInvitation = (token: string | null) =>
  useQuery({
    ...queryOptions({
      queryKey: accountKeys.invitation(token ?? ''),
      queryFn: ({ signal }) => checkInvitation({ token: token ?? '' }, signal),
    }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
