import { MutationCache, QueryClient, useQueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { INVALIDATES, type Invalidation } from './query-keys';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** What this write makes stale (names of lib/query-keys.ts' INVALIDATES): the one handler below acts on it. */
      invalidates?: readonly Invalidation[];
      /**
       * The queries about what the write deleted (picked from its variables): only marked stale, since refetching
       * them would answer 404 (and swap a screen for its 'não encontrado' before the toast and navigation run).
       */
      deleted?: (variables: unknown) => (query: Query) => boolean;
      /** false: the mutation settles without waiting for the refetches (the screen moves away at once). */
      awaitInvalidation?: boolean;
    };
  }
}

/** Invalidates every key prefix the names map to; `deleted` queries are marked stale without a refetch. */
export function invalidate(
  queryClient: QueryClient,
  names: readonly Invalidation[],
  deleted?: (query: Query) => boolean,
): Promise<unknown> {
  const alive = deleted && ((query: Query) => !deleted(query));
  return Promise.all([
    ...keyPrefixes(names).map((queryKey) => queryClient.invalidateQueries({ queryKey, predicate: alive })),
    deleted && queryClient.invalidateQueries({ predicate: deleted, refetchType: 'none' }),
  ]);
}

/** The names' key prefixes, each once: one already covered by a shorter one is left out (no second refetch). */
function keyPrefixes(names: readonly Invalidation[]): QueryKey[] {
  const all = names.flatMap((name): readonly QueryKey[] => INVALIDATES[name]);
  const covers = (prefix: QueryKey, key: QueryKey) => prefix.every((part, index) => key[index] === part);
  return all.filter(
    (key, index) =>
      !all.some((other, otherIndex) =>
        other.length === key.length
          ? otherIndex < index && covers(other, key)
          : other.length < key.length && covers(other, key),
      ),
  );
}

/** Invalidation outside a mutation (e.g. the photo upload's delayed refresh). */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return (names: readonly Invalidation[]) => invalidate(queryClient, names);
}

export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    // Mutations declare what they make stale (meta.invalidates) and this one handler acts, before the mutation's own
    // onSuccess and before mutateAsync resolves, as each mutation's own invalidation did.
    mutationCache: new MutationCache({
      onSuccess: (_data, variables, _context, mutation) => {
        const { invalidates, deleted, awaitInvalidation = true } = mutation.meta ?? {};
        if (!invalidates) return;
        const refetches = invalidate(queryClient, invalidates, deleted?.(variables));
        return awaitInvalidation ? refetches : undefined;
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        // 4xx answers will not change by asking again; network and 5xx errors get one retry.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
      },
    },
  });
  return queryClient;
}
