import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListProfilesResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { profilesKeys } from './keys';

/** GET /admin/clients/{id}/profiles: a client's profiles (the id is the client's, its primary profile's). */
export const getClientProfiles = (clientId: string, page: number, signal?: AbortSignal) =>
  api.get<ListProfilesResponse>(`/admin/clients/${encodeURIComponent(clientId)}/profiles`, {
    signal,
    query: { page, limit: 50 },
  });

export const clientProfilesQueryOptions = (clientId: string, page = 1) =>
  queryOptions({
    queryKey: profilesKeys.ofClient(clientId, page),
    queryFn: ({ signal }) => getClientProfiles(clientId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useClientProfiles = (clientId: string | undefined, page = 1) =>
  useQuery({ ...clientProfilesQueryOptions(clientId ?? '', page), enabled: Boolean(clientId) });
