import type { Query, QueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/features/clients/api/keys';
import type { TagScope } from '../lib/tag-scope';
import type { BraceletsFilters } from './get-bracelets';
import type { TagsFilters } from './get-tags';
import type { UnassignedFilters } from './get-unassigned-tags';

/**
 * Every query that holds tag data, whoever shows it (admin lists, the owner's list, a client's tags, the assign
 * dialog's free tags), lives under ['tags']: one invalidation reaches them all. Keys about one tag keep its id
 * at index 3, so the delete can tell them apart (aboutTag).
 */
export const tagKeys = {
  all: ['tags'] as const,
  list: (filters: TagsFilters) => [...tagKeys.all, 'list', filters] as const,
  bracelets: (filters: BraceletsFilters) => [...tagKeys.all, 'bracelets', filters] as const,
  stats: () => [...tagKeys.all, 'stats'] as const,
  mine: (userId: string) => [...tagKeys.all, 'mine', userId] as const,
  owner: (userId: string) => [...tagKeys.all, 'owner', userId] as const,
  unassigned: (filters: UnassignedFilters) => [...tagKeys.all, 'unassigned', filters] as const,
  detail: (scope: TagScope, id: string) => [...tagKeys.all, 'detail', scope, id] as const,
  history: (scope: TagScope, id: string, limit: number) => [...tagKeys.all, 'history', scope, id, limit] as const,
  transfers: (id: string) => [...tagKeys.all, 'transfers', 'admin', id] as const,
};

/** The queries about one tag (its detail, history and transfers), not the lists it appears in. */
export const aboutTag = (id: string) => (query: Query) =>
  query.queryKey[0] === tagKeys.all[0] && query.queryKey[3] === id;

/**
 * After any tag write: every tag list, stat, detail and history is stale (one tag can appear in all of them), and
 * so is a client's detail, which names the client's tag. After a delete, the deleted tag's own queries are only
 * marked stale: refetching them would answer 404 and swap the edit screen for 'Tag não encontrada.' before its
 * toast and navigation run.
 */
export function invalidateTags(queryClient: QueryClient, { deletedId }: { deletedId?: string } = {}) {
  const deleted = deletedId === undefined ? undefined : aboutTag(deletedId);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tagKeys.all, predicate: deleted && ((query) => !deleted(query)) }),
    deleted && queryClient.invalidateQueries({ predicate: deleted, refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: clientKeys.details() }),
  ]);
}
