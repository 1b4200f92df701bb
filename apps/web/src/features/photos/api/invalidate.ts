import type { Invalidation } from '@/lib/query-keys';

/**
 * What a photo change makes stale: the gallery's list and every query that carries a profile's photos (the clients'
 * cards and the admin's client, the pages, the owner's own page).
 */
export const PHOTO_DATA: readonly Invalidation[] = ['photos', 'clients', 'pages', 'myPage'];
