import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListPagesResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { pageKeys, type PagesFilters } from './keys';

export const getPages = (filters: PagesFilters, signal?: AbortSignal) =>
  api.get<ListPagesResponse>('/admin/pages', { query: filters, signal });

export const pagesQueryOptions = (filters: PagesFilters) =>
  queryOptions({
    queryKey: pageKeys.list(filters),
    queryFn: ({ signal }) => getPages(filters, signal),
    placeholderData: keepPreviousData,
  });

export const usePages = (filters: PagesFilters, options: { enabled?: boolean } = {}) =>
  useQuery({ ...pagesQueryOptions(filters), enabled: options.enabled ?? true });
