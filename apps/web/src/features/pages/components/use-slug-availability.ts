import { useQuery } from '@tanstack/react-query';
import { RESERVED_SLUGS, SLUG_TEXTS, slugError } from '@portal/shared';
import { DEBOUNCE_MS } from '@/lib/debounce';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { validateSlugQueryOptions } from '../api/validate-slug';

/** Spec section 4: slug availability is unknown, checking, available or unavailable. */
export type SlugAvailability = 'unknown' | 'checking' | 'available' | 'unavailable';

/**
 * Asks the server whether a slug is free, 500 ms after it stops changing. Only a slug that passes the format
 * rules is sent; anything else (or a failed check) is 'unknown'. A reserved word ('dashboard') is unavailable at
 * once, without waiting for the pause, and is still sent for the server's suggestions. `message`: why it is
 * unavailable (the spec's reserved text, else its taken text). `pageId`: the page being edited keeps its own.
 */
export function useSlugAvailability(
  slug: string,
  { pageId, enabled = true }: { pageId?: string; enabled?: boolean } = {},
) {
  const normalized = slug.trim().toLowerCase();
  const debounced = useDebouncedValue(normalized, DEBOUNCE_MS.slugCheck);
  const reserved = RESERVED_SLUGS.includes(normalized);
  const checkable =
    enabled && debounced !== '' && (slugError(debounced) === null || RESERVED_SLUGS.includes(debounced));
  const query = useQuery({ ...validateSlugQueryOptions(debounced, pageId), enabled: checkable });

  let status: SlugAvailability = 'unknown';
  if (enabled && reserved) status = 'unavailable';
  else if (checkable && debounced === normalized) {
    if (query.isFetching) status = 'checking';
    else if (query.data) status = query.data.available ? 'available' : 'unavailable';
  }
  const answered = debounced === normalized && status === 'unavailable';
  return {
    status,
    message: reserved ? SLUG_TEXTS.reserved : SLUG_TEXTS.taken,
    suggestions: answered ? (query.data?.suggestions ?? []) : [],
  };
}
