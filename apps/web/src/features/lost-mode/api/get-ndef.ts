import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NdefResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { lostModeKeys } from './keys';
import type { LostScope } from './set-lost';

/** GET /me|admin/bracelets/{id}/ndef -> {text, bytes}: the text an NFC app writes beside the URL. */
export const getNdef = (id: string, scope: LostScope = 'owner', signal?: AbortSignal) =>
  api.get<NdefResponse>(`/${scope === 'admin' ? 'admin' : 'me'}/bracelets/${encodeURIComponent(id)}/ndef`, {
    signal,
  });

export const ndefQueryOptions = (id: string, scope: LostScope = 'owner') =>
  queryOptions({ queryKey: lostModeKeys.ndef(id, scope), queryFn: ({ signal }) => getNdef(id, scope, signal) });

export const useNdef = (id: string, scope: LostScope = 'owner') => useQuery(ndefQueryOptions(id, scope));
