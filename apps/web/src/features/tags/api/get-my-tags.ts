import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListBraceletsResponse } from '@portal/shared';
import { api, withFallback } from '@/lib/api-client';
import { tagKeys } from './keys';

/** Spec section 9: 'my tags 50 or 100'; the owner's screens load up to 100 and search them in the browser. */
export const MY_TAGS_LIMIT = 100;

/** GET /me/bracelets ?limit=100 -> {items, pagination}, falling back to GET /admin/bracelets?assignedUserId={me}. */
export const getMyTags = (userId: string, signal?: AbortSignal) =>
  withFallback(
    () => api.get<ListBraceletsResponse>('/me/bracelets', { query: { page: 1, limit: MY_TAGS_LIMIT }, signal }),
    () =>
      api.get<ListBraceletsResponse>('/admin/bracelets', {
        query: { page: 1, limit: MY_TAGS_LIMIT, assignedUserId: userId },
        signal,
      }),
  );

export const myTagsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: tagKeys.mine(userId), queryFn: ({ signal }) => getMyTags(userId, signal) });

/** Waits for the signed-in user's id (the auth state settles after the first render). */
export const useMyTags = (userId: string) => useQuery({ ...myTagsQueryOptions(userId), enabled: Boolean(userId) });
