import { useMutation } from '@tanstack/react-query';
import type { SetLostRequest, Tag } from '@portal/shared';
import { api } from '@/lib/api-client';

/** Who switches: the owner (PATCH /me/bracelets/{id}/lost) or an admin (PATCH /admin/bracelets/{id}/lost). */
export type LostScope = 'admin' | 'owner';

/** PATCH …/bracelets/{id}/lost {lost, message?, reward?}: answers the tag with its `lost` (null once found). */
export const setLost = (scope: LostScope, id: string, body: SetLostRequest) =>
  api.patch<Tag>(`/${scope === 'admin' ? 'admin' : 'me'}/bracelets/${encodeURIComponent(id)}/lost`, body);

export function useSetLost(scope: LostScope) {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SetLostRequest }) => setLost(scope, id, body),
    // The tag's status and banner show on every list and on its edit screen.
    meta: { invalidates: ['tags'] },
  });
}
