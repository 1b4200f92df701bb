import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimTagRequestBody, Tag } from '@portal/shared';
import { api } from '@/lib/api-client';
import { invalidateTags } from './keys';

/** POST /me/bracelets/claim {code}: the signed-in user takes an unassigned tag by its code. */
export const claimTag = (code: string) => api.post<Tag>('/me/bracelets/claim', { code } satisfies ClaimTagRequestBody);

export function useClaimTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: claimTag, onSuccess: () => invalidateTags(queryClient) });
}
