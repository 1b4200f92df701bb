import type { Invalidation } from '@/lib/query-keys';

/**
 * What a profile write makes stale: the profile lists, and everything else that shows a profile's data (the owner's
 * page, the clients screen and a client's detail, the pages list with its kinds, the tags with the profile they open).
 */
export const PROFILE_DATA: readonly Invalidation[] = ['profiles', 'myPage', 'clients', 'pages', 'tags'];
