import { queryRoots } from '@/lib/query-keys';

export type PagesFilters = { search?: string; isActive?: 'true' | 'false'; page: number; limit: number };

/** Every admin page query lives under ['pages'] (the owner's own page is myPageKeys.myPage). */
export const pageKeys = {
  all: queryRoots.pages,
  list: (filters: PagesFilters) => [...pageKeys.all, 'list', filters] as const,
  stats: () => [...pageKeys.all, 'stats'] as const,
  detail: (id: string) => [...pageKeys.all, 'detail', id] as const,
  validateSlug: (slug: string, pageId: string | null) => [...pageKeys.all, 'validate-slug', slug, pageId] as const,
  /** The create-page dialog's client select (every client, limit 1000): under the clients root, so a client write reaches it. */
  clientOptions: () => [...queryRoots.clients, 'options'] as const,
};
