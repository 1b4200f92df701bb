import { queryRoots } from '@/lib/query-keys';

/** withoutActivePage: only the clients without an active page (the clients screen's ?semPagina=1). */
export type ClientsFilters = { search?: string; page: number; limit: number; withoutActivePage?: boolean };

/** Every client query lives under ['clients']. */
export const clientKeys = {
  all: queryRoots.clients,
  list: (filters: ClientsFilters) => [...clientKeys.all, 'list', filters] as const,
  stats: () => [...clientKeys.all, 'stats'] as const,
  details: () => [...clientKeys.all, 'detail'] as const,
  detail: (id: string) => [...clientKeys.details(), id] as const,
};
