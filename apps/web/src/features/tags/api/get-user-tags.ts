import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListBraceletsResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { MY_TAGS_LIMIT } from './get-my-tags';
import { tagKeys } from './keys';

/** GET /admin/bracelets?assignedUserId=: an owner's tags as an admin sees them (the 'Editar Cliente' screen). */
export const getUserTags = (userId: string, signal?: AbortSignal) =>
  api.get<ListBraceletsResponse>('/admin/bracelets', {
    query: { assignedUserId: userId, page: 1, limit: MY_TAGS_LIMIT },
    signal,
  });

export const userTagsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: tagKeys.owner(userId), queryFn: ({ signal }) => getUserTags(userId, signal) });

export const useUserTags = (userId: string | undefined) =>
  useQuery({ ...userTagsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
