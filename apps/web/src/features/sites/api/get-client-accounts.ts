import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListUsersResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { siteKeys } from './keys';

/** How many client accounts the site dialog offers (the users list's largest page). */
const CLIENTS_LIMIT = 1000;

/** GET /admin/users?role=USER: the accounts a site may belong to, as {id, label}. */
export const getClientAccounts = async (signal?: AbortSignal) => {
  const { users } = await api.get<ListUsersResponse>('/admin/users', {
    query: { role: 'USER', page: 1, limit: CLIENTS_LIMIT },
    signal,
  });
  return users
    .map((user) => ({ id: user.id, label: user.name ? `${user.name} (${user.email})` : user.email }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
};

export const clientAccountsQueryOptions = () =>
  queryOptions({ queryKey: siteKeys.clients(), queryFn: ({ signal }) => getClientAccounts(signal) });

export const useClientAccounts = () => useQuery(clientAccountsQueryOptions());
