import { queryRoots } from '@/lib/query-keys';

export type UsersFilters = { search?: string; role?: string; isSubscriber?: string; page: number; limit: number };

/** Every user account query lives under ['users']. */
export const userKeys = {
  all: queryRoots.users,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (filters: UsersFilters) => [...userKeys.lists(), filters] as const,
};
