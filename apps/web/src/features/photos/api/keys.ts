import { queryRoots } from '@/lib/query-keys';

/** Every photo query lives under ['photos']: a profile's list by its id. */
export const photoKeys = {
  all: queryRoots.photos,
  lists: () => [...photoKeys.all, 'list'] as const,
  list: (profileId: string) => [...photoKeys.lists(), profileId] as const,
};
