import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListBraceletsResponse } from '@portal/shared';
import { api } from '@/lib/api-client';

/** Spec section 9: a user's tag lookup 100. */
export const MY_TAGS_LIMIT = 100;

/** GET /me/bracelets: the signed-in user's tags (items and pagination). */
export const getMyTags = (signal?: AbortSignal) =>
  api.get<ListBraceletsResponse>('/me/bracelets', { query: { page: 1, limit: MY_TAGS_LIMIT }, signal });

export const myTagsQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'bracelets', 'public-links'],
    queryFn: ({ signal }) => getMyTags(signal),
  });

export const useMyTags = (enabled = true) => useQuery({ ...myTagsQueryOptions(), enabled });
