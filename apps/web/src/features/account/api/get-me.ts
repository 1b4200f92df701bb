import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@portal/shared';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** GET /me: the signed-in account as the server has it now (issue 43: a confirmed e-mail change shows at once). */
export const getMe = (signal?: AbortSignal) => api.get<User>('/me', { signal });

export const meQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    // The link is opened in another tab: coming back to 'Minha conta' asks again.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useMe = () => useQuery(meQueryOptions());
