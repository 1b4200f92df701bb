import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListSitesResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { siteKeys, type SitesFilters } from './keys';

/** GET /admin/sites ?userId&search&page&limit -> {items, pagination}, by name. */
export const getSites = (filters: SitesFilters, signal?: AbortSignal) =>
  api.get<ListSitesResponse>('/admin/sites', { query: filters, signal });

export const sitesQueryOptions = (filters: SitesFilters, enabled = true) =>
  queryOptions({
    queryKey: siteKeys.list(filters),
    queryFn: ({ signal }) => getSites(filters, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** `enabled` false: a screen other roles share asks only when the caller is an admin (the route is admin-only). */
export const useSites = (filters: SitesFilters, enabled = true) => useQuery(sitesQueryOptions(filters, enabled));
