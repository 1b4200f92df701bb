import { queryOptions } from '@tanstack/react-query';
import type { ValidateSlugResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { pageKeys } from './keys';

/** GET /public/pages/validate-slug/{slug} -> {available, suggestions}; `pageId` lets a page keep its own slug. */
export const validateSlug = (slug: string, pageId?: string, signal?: AbortSignal) =>
  api.get<ValidateSlugResponse>(`/public/pages/validate-slug/${encodeURIComponent(slug)}`, {
    query: { pageId },
    signal,
  });

export const validateSlugQueryOptions = (slug: string, pageId?: string) =>
  queryOptions({
    queryKey: pageKeys.validateSlug(slug, pageId ?? null),
    queryFn: ({ signal }) => validateSlug(slug, pageId, signal),
    // Someone else may take the slug: a few seconds of memory is enough.
    staleTime: 5_000,
    retry: false,
  });
