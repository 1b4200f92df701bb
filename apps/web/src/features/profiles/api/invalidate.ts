import type { QueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/features/clients/api/keys';
import { myPageKeys } from '@/features/my-page/api/keys';
import { pageKeys } from '@/features/pages/api/keys';
import { tagKeys } from '@/features/tags/api/keys';
import { profilesKeys } from './keys';

/**
 * After any profile write: the profile lists, and everything else that shows a profile's data (the owner's page,
 * the clients screen and a client's detail, the pages list with its kinds, the tags with the profile they open).
 */
export const invalidateProfileData = (queryClient: QueryClient) =>
  Promise.all(
    [profilesKeys.all, myPageKeys.all, clientKeys.all, pageKeys.all, tagKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
