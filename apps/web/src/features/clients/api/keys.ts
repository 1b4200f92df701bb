import type { ClientsFilters } from './get-clients';

/** Every client query lives under ['clients']. */
export const clientKeys = {
  all: ['clients'] as const,
  list: (filters: ClientsFilters) => [...clientKeys.all, 'list', filters] as const,
  /** The create-page dialog's client select (every client, limit 1000). */
  options: () => [...clientKeys.all, 'options'] as const,
  stats: () => [...clientKeys.all, 'stats'] as const,
  details: () => [...clientKeys.all, 'detail'] as const,
  detail: (id: string) => [...clientKeys.details(), id] as const,
};
