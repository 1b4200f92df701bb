import { queryRoots } from '@/lib/query-keys';

/**
 * Every query about an account's several profiles (issue 14) lives under ['profiles']: the owner's
 * (GET /me/profiles) and a client's as the admin sees them (GET /admin/clients/{id}/profiles).
 */
export const profilesKeys = {
  all: queryRoots.profiles,
  mine: (page: number) => [...profilesKeys.all, 'mine', page] as const,
  myDetail: (id: string) => [...profilesKeys.all, 'mine', 'detail', id] as const,
  ofClient: (clientId: string, page: number) => [...profilesKeys.all, 'client', clientId, page] as const,
  /** A profile's lock-screen wallpaper at one size with one set of ticks (a profile write refreshes it). */
  lockscreen: (role: string, id: string, width: number, height: number, include: readonly string[]) =>
    [...profilesKeys.all, 'lockscreen', role, id, width, height, include.join(',')] as const,
  /** A profile's PIN tries (issue 24), the owner's or the admin's view of them. */
  unlocks: (role: string, id: string, page: number) => [...profilesKeys.all, 'unlocks', role, id, page] as const,
  /** A profile's card opens while its family alert is on (issue 42). */
  openAlerts: (id: string, page: number) => [...profilesKeys.all, 'open-alerts', id, page] as const,
  /**
   * The page the owner's editor opens for an id that is not the primary's (a page id or a profile id): under the
   * owner's pages root (myPageKeys), so a page write ('myPage') reaches it.
   */
  pageOf: (id: string) => [...queryRoots.myPage, 'page', 'of-profile', id] as const,
};
