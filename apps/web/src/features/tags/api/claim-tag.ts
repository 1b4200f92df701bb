import { useMutation } from '@tanstack/react-query';
import type { ClaimTagRequestBody, Tag } from '@portal/shared';
import { api } from '@/lib/api-client';

/** POST /me/bracelets/claim {code}: the signed-in user takes an unassigned tag by its code. */
export const claimTag = (code: string) => api.post<Tag>('/me/bracelets/claim', { code } satisfies ClaimTagRequestBody);

export function useClaimTag() {
  return useMutation({ mutationFn: claimTag, meta: { invalidates: ['tags'] } });
}
