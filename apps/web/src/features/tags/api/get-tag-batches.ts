import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TagBatchesResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { tagKeys } from './keys';

/** GET /admin/tags/batches -> {items: [{id, createdAt, count, createdByName}]}, newest first (issue 43). */
export const getTagBatches = (signal?: AbortSignal) => api.get<TagBatchesResponse>('/admin/tags/batches', { signal });

export const tagBatchesQueryOptions = () =>
  queryOptions({ queryKey: tagKeys.batches(), queryFn: ({ signal }) => getTagBatches(signal) });

export const useTagBatches = () => useQuery(tagBatchesQueryOptions());
