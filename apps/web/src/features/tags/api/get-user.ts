import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@portal/shared';
import { api } from '@/lib/api-client';
import { tagUserKeys } from './keys';

/**
 * GET /admin/users/{id}: the name of the user the bracelets screen was opened for (?userId from the users
 * screen's 'Adicionar pulseira'). When it cannot be read the screen still assigns by id and shows the id.
 */
export const getUser = (id: string, signal?: AbortSignal) =>
  api.get<User>(`/admin/users/${encodeURIComponent(id)}`, { signal });

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: tagUserKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal), retry: false });

export const useUser = (id: string | undefined) => useQuery({ ...userQueryOptions(id ?? ''), enabled: Boolean(id) });
