import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TagEvent } from '@portal/shared';
import { api, withFallback } from '@/lib/api-client';
import type { TagScope } from '../lib/tag-scope';
import { tagKeys } from './keys';

/** Spec section 9: history shown 10 on the edit screen. */
export const EDIT_HISTORY_LIMIT = 10;

const adminHistory = (id: string, limit: number, signal?: AbortSignal) =>
  api.get<TagEvent[]>(`/admin/tags/${encodeURIComponent(id)}/history`, { query: { limit }, signal });

/** GET /admin/tags/{id}/history (admin) or /me/bracelets/{id}/history (owner, falling back to the admin route). */
export const getTagHistory = (scope: TagScope, id: string, limit = EDIT_HISTORY_LIMIT, signal?: AbortSignal) =>
  scope === 'admin'
    ? adminHistory(id, limit, signal)
    : withFallback(
        () => api.get<TagEvent[]>(`/me/bracelets/${encodeURIComponent(id)}/history`, { query: { limit }, signal }),
        () => adminHistory(id, limit, signal),
      );

export const tagHistoryQueryOptions = (scope: TagScope, id: string, limit = EDIT_HISTORY_LIMIT) =>
  queryOptions({
    queryKey: tagKeys.history(scope, id, limit),
    queryFn: ({ signal }) => getTagHistory(scope, id, limit, signal),
  });

export const useTagHistory = (scope: TagScope, id: string, enabled = true) =>
  useQuery({ ...tagHistoryQueryOptions(scope, id), enabled });
