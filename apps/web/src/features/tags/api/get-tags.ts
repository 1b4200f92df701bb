import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListTagsResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { tagKeys, type TagsFilters } from './keys';

/** GET /admin/tags ?page&limit&status&search -> {tags, pagination} (the simple admin list). */
export const getTags = (filters: TagsFilters, signal?: AbortSignal) =>
  api.get<ListTagsResponse>('/admin/tags', { query: filters, signal });

export const tagsQueryOptions = (filters: TagsFilters) =>
  queryOptions({
    queryKey: tagKeys.list(filters),
    queryFn: ({ signal }) => getTags(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useTags = (filters: TagsFilters) => useQuery(tagsQueryOptions(filters));
