import type { ListBraceletsResponse, Tag } from '@portal/shared';
import { api } from '@/lib/api-client';

/** Spec section 5: a manual code is matched case-insensitively against a search result (limit 1). */
export async function findTagByCode(code: string): Promise<Tag | null> {
  const wanted = code.trim();
  const result = await api.get<ListBraceletsResponse>('/admin/bracelets', {
    query: { search: wanted, page: 1, limit: 1 },
  });
  const tag = result.items[0];
  return tag && tag.code.toLowerCase() === wanted.toLowerCase() ? tag : null;
}
