import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountProfile } from '@portal/shared';
import { api } from '@/lib/api-client';
import { profilesKeys } from './keys';

/** GET /me/profiles/{id}: one of the signed-in owner's profiles (404 when it is none of theirs). */
export const getMyProfile = (id: string, signal?: AbortSignal) =>
  api.get<AccountProfile>(`/me/profiles/${encodeURIComponent(id)}`, { signal });

export const myProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: profilesKeys.myDetail(id), queryFn: ({ signal }) => getMyProfile(id, signal) });

export const useMyProfile = (id: string | undefined) =>
  useQuery({ ...myProfileQueryOptions(id ?? ''), enabled: Boolean(id) });
