import { queryRoots } from '@/lib/query-keys';

export type SitesFilters = { userId?: string; search?: string; page: number; limit: number };

/** Every site query lives under ['sites']. */
export const siteKeys = {
  all: queryRoots.sites,
  lists: () => [...siteKeys.all, 'list'] as const,
  list: (filters: SitesFilters) => [...siteKeys.lists(), filters] as const,
  /** The client accounts a site may belong to (the dialog's and the filter's choices). */
  clients: () => [...siteKeys.all, 'clients'] as const,
  /** The filters' choices (GET /tecnico/sites). */
  options: (limit: number) => [...siteKeys.all, 'options', limit] as const,
};
