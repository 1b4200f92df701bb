import type { Query } from '@tanstack/react-query';
import type { AssignmentFilter, TagSortField, TagStatus, TagType } from '@portal/shared';
import { queryRoots } from '@/lib/query-keys';
import type { TagScope } from '../lib/tag-scope';

export type UnassignedFilters = { search?: string; type?: string; status?: string };

export type TagsFilters = { search?: string; status?: TagStatus; siteId?: string; page: number; limit: number };

export type BraceletsFilters = {
  search?: string;
  status?: TagStatus;
  type?: TagType;
  assigned?: AssignmentFilter;
  sortBy: TagSortField;
  sortOrder: 'asc' | 'desc';
  page: number;
  limit: number;
};

/**
 * Every query that holds tag data, whoever shows it (admin lists, the owner's list, a client's tags, the assign
 * dialog's free tags), lives under ['tags']: one invalidation reaches them all. Keys about one tag keep its id
 * at index 3, so the delete can tell them apart (aboutTag).
 */
export const tagKeys = {
  all: queryRoots.tags,
  list: (filters: TagsFilters) => [...tagKeys.all, 'list', filters] as const,
  bracelets: (filters: BraceletsFilters) => [...tagKeys.all, 'bracelets', filters] as const,
  stats: () => [...tagKeys.all, 'stats'] as const,
  /** The kept bulk imports (issue 43): under 'tags', so an import or a delete refreshes their counts. */
  batches: () => [...tagKeys.all, 'batches'] as const,
  mine: (userId: string) => [...tagKeys.all, 'mine', userId] as const,
  owner: (userId: string) => [...tagKeys.all, 'owner', userId] as const,
  unassigned: (filters: UnassignedFilters) => [...tagKeys.all, 'unassigned', filters] as const,
  detail: (scope: TagScope, id: string) => [...tagKeys.all, 'detail', scope, id] as const,
  history: (scope: TagScope, id: string, limit: number) => [...tagKeys.all, 'history', scope, id, limit] as const,
  transfers: (id: string) => [...tagKeys.all, 'transfers', 'admin', id] as const,
  activationCode: (id: string) => [...tagKeys.all, 'activation-code', 'admin', id] as const,
};

/** The accounts the assign dialog reads: under the users root, so a user write ('users') reaches them too. */
export const tagUserKeys = {
  /** The assign dialog's user picker (10 a page). */
  picker: (search: string, page: number) => [...queryRoots.users, 'picker', search, page] as const,
  detail: (id: string) => [...queryRoots.users, 'detail', id] as const,
};

/**
 * The queries about one tag (its detail, history and transfers), not the lists it appears in. A tag write
 * invalidates 'tags' (lib/query-keys.ts: every tag query and a client's detail, which names its tags); after a
 * delete these are only marked stale (the mutation's `meta.deleted`).
 */
export const aboutTag = (id: string) => (query: Query) =>
  query.queryKey[0] === tagKeys.all[0] && query.queryKey[3] === id;
