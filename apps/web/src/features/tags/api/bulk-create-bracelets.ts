import { useMutation } from '@tanstack/react-query';
import type { BulkCreateResponse, BulkItem } from '@portal/shared';
import { api } from '@/lib/api-client';

/** POST /admin/bracelets/bulk {items} -> createdCount, errorCount, items, errors (items keep their file line). */
export const bulkCreateBracelets = (items: BulkItem[]) =>
  api.post<BulkCreateResponse>('/admin/bracelets/bulk', { items });

export function useBulkCreateBracelets() {
  return useMutation({ mutationFn: bulkCreateBracelets, meta: { invalidates: ['tags'] } });
}
