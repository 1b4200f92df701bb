import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@portal/shared';
import { api, ApiError } from '@/lib/api-client';
import { myPageKeys } from './keys';

/** GET /me/page: the signed-in owner's page; a 404 means there is none yet (spec section 8). */
export async function getMyPage(signal?: AbortSignal): Promise<Page | null> {
  try {
    return await api.get<Page>('/me/page', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const myPageQueryOptions = () =>
  queryOptions({
    queryKey: myPageKeys.myPage(),
    queryFn: ({ signal }) => getMyPage(signal),
  });

export const useMyPage = () => useQuery(myPageQueryOptions());
