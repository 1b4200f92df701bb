import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@portal/shared';
import { api } from '@/lib/api-client';
import { pageKeys } from './keys';

export const getPage = (id: string, signal?: AbortSignal) =>
  api.get<Page>(`/admin/pages/${encodeURIComponent(id)}`, { signal });

export const pageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: pageKeys.detail(id),
    queryFn: ({ signal }) => getPage(id, signal),
  });

export const usePage = (id: string | null | undefined) =>
  useQuery({ ...pageQueryOptions(id ?? ''), enabled: Boolean(id) });
