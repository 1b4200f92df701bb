import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListProfilesResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { profilesKeys } from './keys';

/** GET /me/profiles: the signed-in owner's profiles, the primary first (limit 50 per page). */
export const getMyProfiles = (page: number, signal?: AbortSignal) =>
  api.get<ListProfilesResponse>('/me/profiles', { signal, query: { page, limit: 50 } });

export const myProfilesQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: profilesKeys.mine(page),
    queryFn: ({ signal }) => getMyProfiles(page, signal),
    placeholderData: keepPreviousData,
  });

export const useMyProfiles = (page = 1, options: { enabled?: boolean } = {}) =>
  useQuery({ ...myProfilesQueryOptions(page), enabled: options.enabled ?? true });
