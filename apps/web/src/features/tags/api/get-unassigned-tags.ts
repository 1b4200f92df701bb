import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListBraceletsResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { tagKeys, type UnassignedFilters } from './keys';

/** Spec section 9: the assign dialog lists 100 unassigned tags, newest first. */
export const UNASSIGNED_LIMIT = 100;

/** GET /admin/bracelets ?assigned=UNASSIGNED, newest first: the assign dialog's free tags. */
export const getUnassignedTags = (filters: UnassignedFilters, signal?: AbortSignal) =>
  api.get<ListBraceletsResponse>('/admin/bracelets', {
    query: {
      ...filters,
      assigned: 'UNASSIGNED',
      page: 1,
      limit: UNASSIGNED_LIMIT,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    },
    signal,
  });

export const unassignedTagsQueryOptions = (filters: UnassignedFilters) =>
  queryOptions({
    queryKey: tagKeys.unassigned(filters),
    queryFn: ({ signal }) => getUnassignedTags(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useUnassignedTags = (filters: UnassignedFilters, enabled: boolean) =>
  useQuery({ ...unassignedTagsQueryOptions(filters), enabled });
