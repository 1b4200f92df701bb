import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListSitesResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { siteKeys } from './keys';

/** GET /tecnico/sites: the sites a filter offers (technicians and admins). */
export const getSiteOptions = (limit: number, signal?: AbortSignal) =>
  api.get<ListSitesResponse>('/tecnico/sites', { query: { page: 1, limit }, signal });

export const siteOptionsQueryOptions = (limit: number) =>
  queryOptions({ queryKey: siteKeys.options(limit), queryFn: ({ signal }) => getSiteOptions(limit, signal) });

export const useSiteOptions = (limit: number) => useQuery(siteOptionsQueryOptions(limit));
