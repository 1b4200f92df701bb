import type { UsersFilters } from './get-users';

/** Every user account query lives under ['users']. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (filters: UsersFilters) => [...userKeys.lists(), filters] as const,
  /** The assign dialog's user picker (10 a page). */
  picker: (search: string, page: number) => [...userKeys.all, 'picker', search, page] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
};
