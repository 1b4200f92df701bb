import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { scanDigestRequestSchema, Tag } from '@portal/shared';
import { api } from '@/lib/api-client';

type ScanDigestRequest = z.infer<typeof scanDigestRequestSchema>;

/** PATCH /me/bracelets/{id}/scan-digest {enabled}: the daily digest of scans outside lost mode. */
export const setScanDigest = (id: string, enabled: boolean) =>
  api.patch<Tag>(`/me/bracelets/${encodeURIComponent(id)}/scan-digest`, { enabled } satisfies ScanDigestRequest);

export function useSetScanDigest() {
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) => setScanDigest(id, enabled),
    // The switch reads the tag's `scanDigest`.
    meta: { invalidates: ['tags'] },
  });
}
