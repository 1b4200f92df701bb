import { queryRoots } from '@/lib/query-keys';

/** The signed-in owner's own pages (GET /me/page, and GET /me/page?profileId= for another of their profiles). */
export const myPageKeys = {
  all: queryRoots.myPage,
  myPage: () => [...myPageKeys.all, 'page'] as const,
};
