import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListUsersResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { userKeys, type UsersFilters } from './keys';

export const getUsers = (filters: UsersFilters, signal?: AbortSignal) =>
  api.get<ListUsersResponse>('/admin/users', { query: filters, signal });

export const usersQueryOptions = (filters: UsersFilters, enabled = true) =>
  queryOptions({
    queryKey: userKeys.list(filters),
    queryFn: ({ signal }) => getUsers(filters, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** `enabled` false: a screen other roles share asks only when the caller is an admin (the route is admin-only). */
export const useUsers = (filters: UsersFilters, enabled = true) => useQuery(usersQueryOptions(filters, enabled));
