import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tag } from '@portal/shared';
import { api, withFallback } from '@/lib/api-client';
import type { TagScope } from '../lib/tag-scope';
import { tagKeys } from './keys';

const adminTag = (id: string, signal?: AbortSignal) =>
  api.get<Tag>(`/admin/tags/${encodeURIComponent(id)}`, { signal });

/** One tag: GET /admin/tags/{id} for an admin; for the owner GET /me/bracelets/{id or code}, falling back to the admin route. */
export const getTag = (scope: TagScope, id: string, signal?: AbortSignal) =>
  scope === 'admin'
    ? adminTag(id, signal)
    : withFallback(
        () => api.get<Tag>(`/me/bracelets/${encodeURIComponent(id)}`, { signal }),
        () => adminTag(id, signal),
      );

export const tagQueryOptions = (scope: TagScope, id: string) =>
  queryOptions({ queryKey: tagKeys.detail(scope, id), queryFn: ({ signal }) => getTag(scope, id, signal) });

export const useTag = (scope: TagScope, id: string) => useQuery(tagQueryOptions(scope, id));
