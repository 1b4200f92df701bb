import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listTagScansResponseSchema } from '@portal/shared';
import { api } from '@/lib/api-client';
import { lostModeKeys } from './keys';

export type ListTagScansResponse = z.infer<typeof listTagScansResponseSchema>;

/** GET /me/bracelets/{id}/scans?page&limit: newest first, country/city level only. */
export const getTagScans = (id: string, page: number, limit: number, signal?: AbortSignal) =>
  api.get<ListTagScansResponse>(`/me/bracelets/${encodeURIComponent(id)}/scans`, { query: { page, limit }, signal });

export const tagScansQueryOptions = (id: string, page: number, limit: number) =>
  queryOptions({
    queryKey: lostModeKeys.scans(id, page, limit),
    queryFn: ({ signal }) => getTagScans(id, page, limit, signal),
    placeholderData: keepPreviousData,
  });

export const useTagScans = (id: string, page: number, limit = 10) => useQuery(tagScansQueryOptions(id, page, limit));
