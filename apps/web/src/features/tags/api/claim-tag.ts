import { useMutation } from '@tanstack/react-query';
import type { ClaimTagRequestBody, Tag } from '@portal/shared';
import { api } from '@/lib/api-client';

/** POST /me/bracelets/claim {code, activationCode}: the signed-in user takes an unassigned tag by its two codes. */
export const claimTag = (body: ClaimTagRequestBody) =>
  api.post<Tag>('/me/bracelets/claim', body satisfies ClaimTagRequestBody);

export function useClaimTag() {
  return useMutation({ mutationFn: claimTag, meta: { invalidates: ['tags'] } });
}
