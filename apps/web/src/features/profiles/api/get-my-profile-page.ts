import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AccountProfile, Page } from '@portal/shared';
import { api } from '@/lib/api-client';
import { myProfilesQueryOptions } from './get-my-profiles';
import { profilesKeys } from './keys';

/** What the owner's editor finds for an id: that profile's page, the profile without a page, or none of theirs. */
export type MyProfilePage =
  | { status: 'found'; profile: AccountProfile; page: Page }
  | { status: 'no-page'; profile: AccountProfile }
  | { status: 'not-found' };

/**
 * The owner's page named by `id` (a page id, or its profile's id as on the admin's route) among all their profiles:
 * the profiles are read page by page (an account may have more than one page of them) until it turns up, then
 * GET /me/page?profileId= gives the page itself.
 */
export async function findMyProfilePage(
  queryClient: QueryClient,
  id: string,
  signal?: AbortSignal,
): Promise<MyProfilePage> {
  for (let listPage = 1; ; listPage += 1) {
    const list = await queryClient.fetchQuery(myProfilesQueryOptions(listPage));
    const profile = list.profiles.find((p) => p.id === id || p.page?.id === id);
    if (profile) {
      if (!profile.page) return { status: 'no-page', profile };
      const page = await api.get<Page>('/me/page', { signal, query: { profileId: profile.id } });
      return { status: 'found', profile, page };
    }
    if (listPage >= list.pagination.totalPages) return { status: 'not-found' };
  }
}

export const myProfilePageQueryOptions = (queryClient: QueryClient, id: string) =>
  queryOptions({
    queryKey: profilesKeys.pageOf(id),
    queryFn: ({ signal }) => findMyProfilePage(queryClient, id, signal),
  });

export function useMyProfilePage(id: string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery({ ...myProfilePageQueryOptions(queryClient, id ?? ''), enabled: enabled && Boolean(id) });
}
