import { useMutation } from '@tanstack/react-query';
import type { PatchTagMetaRequestBody, Tag } from '@portal/shared';
import { api, withFallback } from '@/lib/api-client';
import type { TagScope } from '../lib/tag-scope';

const adminMeta = (id: string, meta: PatchTagMetaRequestBody['meta']) =>
  api.patch<Tag>(`/admin/bracelets/${encodeURIComponent(id)}/meta`, { meta } satisfies PatchTagMetaRequestBody);

/**
 * PATCH .../meta {meta}, merged on the server (given keys replace, null removes). Admin: /admin/bracelets/{id}/meta;
 * owner: /me/bracelets/{id}/meta, falling back to the admin route (a 403 there is 'não pertence a você').
 */
export const updateTagMeta = (scope: TagScope, id: string, meta: PatchTagMetaRequestBody['meta']) =>
  scope === 'admin'
    ? adminMeta(id, meta)
    : withFallback(
        () =>
          api.patch<Tag>(`/me/bracelets/${encodeURIComponent(id)}/meta`, { meta } satisfies PatchTagMetaRequestBody),
        () => adminMeta(id, meta),
      );

export function useUpdateTagMeta(scope: TagScope) {
  return useMutation({
    mutationFn: ({ id, meta }: { id: string; meta: Record<string, unknown> }) => updateTagMeta(scope, id, meta),
    meta: { invalidates: ['tags'] },
  });
}
