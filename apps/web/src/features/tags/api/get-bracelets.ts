import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignmentFilter, ListBraceletsResponse, TagSortField, TagStatus, TagType } from '@portal/shared';
import { api } from '@/lib/api-client';
import { tagKeys } from './keys';

export type BraceletsFilters = {
  search?: string;
  status?: TagStatus;
  type?: TagType;
  assigned?: AssignmentFilter;
  sortBy: TagSortField;
  sortOrder: 'asc' | 'desc';
  page: number;
  limit: number;
};

/** GET /admin/bracelets ?page&limit&search&type&status&assigned&sortBy&sortOrder -> {items, pagination}. */
export const getBracelets = (filters: BraceletsFilters, signal?: AbortSignal) =>
  api.get<ListBraceletsResponse>('/admin/bracelets', { query: filters, signal });

export const braceletsQueryOptions = (filters: BraceletsFilters) =>
  queryOptions({
    queryKey: tagKeys.bracelets(filters),
    queryFn: ({ signal }) => getBracelets(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useBracelets = (filters: BraceletsFilters) => useQuery(braceletsQueryOptions(filters));
