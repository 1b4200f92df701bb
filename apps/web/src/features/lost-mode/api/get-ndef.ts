import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NdefResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { lostModeKeys } from './keys';

/** GET /me/bracelets/{id}/ndef -> {text, bytes}: the text an NFC app writes beside the URL. */
export const getNdef = (id: string, signal?: AbortSignal) =>
  api.get<NdefResponse>(`/me/bracelets/${encodeURIComponent(id)}/ndef`, { signal });

export const ndefQueryOptions = (id: string) =>
  queryOptions({ queryKey: lostModeKeys.ndef(id), queryFn: ({ signal }) => getNdef(id, signal) });

export const useNdef = (id: string) => useQuery(ndefQueryOptions(id));
