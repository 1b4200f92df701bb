import { useMutation } from '@tanstack/react-query';
import type { LinkTagProfileRequest, Tag } from '@portal/shared';
import { api } from '@/lib/api-client';
import type { TagScope } from '../lib/tag-scope';

/**
 * Which of its owner's profiles a tag opens: PATCH /me/bracelets/{id}/profile (the owner) or
 * PATCH /admin/bracelets/{id}/profile (admin), {profileId} -> the tag. No fallback between the two: the route is
 * new on both sides, and a 403/409 here is about the profile, which the other route would answer the same.
 */
export const linkTagProfile = (scope: TagScope, id: string, profileId: string) =>
  api.patch<Tag>(`/${scope === 'admin' ? 'admin' : 'me'}/bracelets/${encodeURIComponent(id)}/profile`, {
    profileId,
  } satisfies LinkTagProfileRequest);

export function useLinkTagProfile(scope: TagScope) {
  return useMutation({
    mutationFn: ({ id, profileId }: { id: string; profileId: string }) => linkTagProfile(scope, id, profileId),
    // The tag's lists and detail name the profile; each profile lists the tags that open it.
    meta: { invalidates: ['tags', 'profiles'] },
  });
}
