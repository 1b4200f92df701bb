import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListUsersResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { tagUserKeys } from './keys';

/** Spec section 9: the assign dialog lists 10 users per page. */
export const USER_PICKER_PAGE_SIZE = 10;

/**
 * GET /admin/users ?role=USER&search&page&limit=10: the assign pickers' list. Only USER accounts own tags: a
 * technician is refused by the server (TECHNICIAN_CANNOT_OWN) and is never offered.
 */
export const searchUsers = (search: string, page: number, signal?: AbortSignal) =>
  api.get<ListUsersResponse>('/admin/users', {
    query: { role: 'USER', search: search || undefined, page, limit: USER_PICKER_PAGE_SIZE },
    signal,
  });

export const userSearchQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: tagUserKeys.picker(search, page),
    queryFn: ({ signal }) => searchUsers(search, page, signal),
    placeholderData: keepPreviousData,
  });

export const useUserSearch = (search: string, page: number, enabled = true) =>
  useQuery({ ...userSearchQueryOptions(search, page), enabled });
