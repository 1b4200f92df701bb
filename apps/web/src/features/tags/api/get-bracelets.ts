import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListBraceletsResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { tagKeys, type BraceletsFilters } from './keys';

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
