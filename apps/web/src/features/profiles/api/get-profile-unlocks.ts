import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListUnlocksResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import type { ProfileScope } from '../lib/scope';
import { profilesKeys } from './keys';
import { profilePinPath } from './profile-pin-path';

/** GET /me/profiles/{id}/unlocks (or the admin's twin): the tries at the PIN, newest first. */
export const getProfileUnlocks = (
  scope: ProfileScope,
  profileId: string,
  page: number,
  limit: number,
  signal?: AbortSignal,
) => api.get<ListUnlocksResponse>(profilePinPath(scope, profileId, 'unlocks'), { query: { page, limit }, signal });

export const profileUnlocksQueryOptions = (scope: ProfileScope, profileId: string, page: number, limit: number) =>
  queryOptions({
    queryKey: profilesKeys.unlocks(scope.role, profileId, page),
    queryFn: ({ signal }) => getProfileUnlocks(scope, profileId, page, limit, signal),
    placeholderData: keepPreviousData,
  });

export const useProfileUnlocks = (scope: ProfileScope, profileId: string, page: number, limit = 10) =>
  useQuery(profileUnlocksQueryOptions(scope, profileId, page, limit));
