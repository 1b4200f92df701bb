import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TagEvent } from '@portal/shared';
import { api } from '@/lib/api-client';
import { tagKeys } from './keys';

/** Spec section 9: the transfer history dialog shows the last 20 records. */
export const TRANSFERS_LIMIT = 20;

/** GET /admin/bracelets/{id}/transfers ?limit=20: assign, transfer and unassign records, newest first. */
export const getBraceletTransfers = (id: string, signal?: AbortSignal) =>
  api.get<TagEvent[]>(`/admin/bracelets/${encodeURIComponent(id)}/transfers`, {
    query: { limit: TRANSFERS_LIMIT },
    signal,
  });

export const braceletTransfersQueryOptions = (id: string) =>
  queryOptions({ queryKey: tagKeys.transfers(id), queryFn: ({ signal }) => getBraceletTransfers(id, signal) });

export const useBraceletTransfers = (id: string | undefined) =>
  useQuery({ ...braceletTransfersQueryOptions(id ?? ''), enabled: Boolean(id) });
