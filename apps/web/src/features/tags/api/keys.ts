import type { QueryClient } from '@tanstack/react-query';

/** Every tag query key starts with 'tags'; the profiles feature keeps its own copy of the owner's list under ['me', 'bracelets']. */
export const TAGS_KEY = ['tags'] as const;

/** After any write: every tag list, stat, detail and history is stale (one tag can appear in all of them). */
export function invalidateTags(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: TAGS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['me', 'bracelets'] }),
  ]);
}
