import { useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/features/clients/api/keys';
import { pageKeys } from '@/features/pages/api/keys';
import { myPageKeys } from '@/features/my-page/api/keys';
import { photoKeys } from './keys';

/**
 * After a photo changes: the gallery's list and every query that carries a profile's photos (the clients' cards and
 * the admin's client, the pages, the owner's own page) are refreshed.
 */
export function useRefreshPhotos() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [photoKeys.all, clientKeys.all, pageKeys.all, myPageKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
