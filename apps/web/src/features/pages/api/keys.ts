import type { PagesFilters } from './get-pages';

/** Every admin page query lives under ['pages'] (the owner's own page is myPageKeys.myPage). */
export const pageKeys = {
  all: ['pages'] as const,
  list: (filters: PagesFilters) => [...pageKeys.all, 'list', filters] as const,
  stats: () => [...pageKeys.all, 'stats'] as const,
  detail: (id: string) => [...pageKeys.all, 'detail', id] as const,
  validateSlug: (slug: string, pageId: string | null) => [...pageKeys.all, 'validate-slug', slug, pageId] as const,
};
