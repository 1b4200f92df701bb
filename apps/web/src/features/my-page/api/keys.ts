import { queryRoots } from '@/lib/query-keys';

/** The signed-in owner's own pages (GET /me/page, and GET /me/page?profileId= for another of their profiles). */
export const myPageKeys = {
  all: queryRoots.myPage,
  myPage: () => [...myPageKeys.all, 'page'] as const,
  /** The page the owner's editor opens for an id that is not the primary's (a page id or a profile id). */
  ofProfile: (id: string) => [...myPageKeys.all, 'page', 'of-profile', id] as const,
};
