import { useMutation } from '@tanstack/react-query';
import type { Tag, UnassignTagRequestBody } from '@portal/shared';
import { api, withFallback } from '@/lib/api-client';
import type { TagScope } from '../lib/tag-scope';

const unassignBody = (notes?: string): UnassignTagRequestBody => (notes ? { notes } : {});

const adminUnassign = (id: string, notes?: string) =>
  api.post<Tag>(`/admin/tags/${encodeURIComponent(id)}/unassign`, unassignBody(notes));

/** Admin: POST /admin/tags/{id}/unassign {notes}; owner: POST /me/bracelets/{id}/unassign, falling back to the admin route. */
export const unassignTag = (scope: TagScope, id: string, notes?: string) =>
  scope === 'admin'
    ? adminUnassign(id, notes)
    : withFallback(
        () => api.post<Tag>(`/me/bracelets/${encodeURIComponent(id)}/unassign`, unassignBody(notes)),
        () => adminUnassign(id, notes),
      );

export function useUnassignTag(scope: TagScope) {
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; notes?: string }) => unassignTag(scope, id, notes),
    // The owner loses access to the tag: its screen moves away at once instead of waiting for the refetches (a 403 by then).
    meta: { invalidates: ['tags'], awaitInvalidation: scope === 'admin' },
  });
}
