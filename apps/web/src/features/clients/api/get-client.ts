import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '@portal/shared';
import { api } from '@/lib/api-client';
import { clientKeys } from './keys';

export const getClient = (id: string, signal?: AbortSignal) =>
  api.get<Client>(`/admin/clients/${encodeURIComponent(id)}`, { signal });

export const clientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientKeys.detail(id),
    queryFn: ({ signal }) => getClient(id, signal),
  });

export const useClient = (id: string | undefined) =>
  useQuery({ ...clientQueryOptions(id ?? ''), enabled: Boolean(id) });
