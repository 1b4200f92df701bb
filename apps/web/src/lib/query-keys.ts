import type { QueryKey } from '@tanstack/react-query';

/**
 * Every domain's query-key root. Each feature's factory (features/<domain>/api/keys.ts) builds its keys under its
 * root, and a write names the domains it makes stale (`meta.invalidates`, INVALIDATES below) instead of importing
 * another feature's keys.
 */
export const queryRoots = {
  /** The signed-in account's own 'Minha conta' data (the access log, ...). */
  account: ['account'],
  analytics: ['analytics'],
  /** The account's API tokens ('Minha conta' → 'Integrações', GET /me/tokens). */
  apiTokens: ['api-tokens'],
  clients: ['clients'],
  lostMode: ['lost-mode'],
  maintenance: ['maintenance'],
  /** The signed-in owner's own pages (GET /me/page). */
  myPage: ['me'],
  notifications: ['notifications'],
  pages: ['pages'],
  photos: ['photos'],
  profiles: ['profiles'],
  /** The account's own sessions (GET /me/sessions). */
  sessions: ['sessions'],
  /** Issue 44: the clients' sites. */
  sites: ['sites'],
  /** Issue 44: the chamados opened from the equipment's public pages. */
  chamados: ['chamados'],
  tags: ['tags'],
  /** The account's two-factor status (GET /me/2fa). */
  twoFactor: ['two-factor'],
  users: ['users'],
  /** The account's webhooks and their delivery logs (issue 45). */
  webhooks: ['webhooks'],
} as const;

/** The one map of what a write can declare stale: each name and the key prefixes it invalidates. */
export const INVALIDATES = {
  apiTokens: [queryRoots.apiTokens],
  clients: [queryRoots.clients],
  maintenance: [queryRoots.maintenance],
  myPage: [queryRoots.myPage],
  pages: [queryRoots.pages],
  photos: [queryRoots.photos],
  profiles: [queryRoots.profiles],
  sessions: [queryRoots.sessions],
  sites: [queryRoots.sites],
  chamados: [queryRoots.chamados],
  twoFactor: [queryRoots.twoFactor],
  /** Every tag list, stat, detail and history, and a client's detail (clientKeys.details()), which names its tags. */
  tags: [queryRoots.tags, [...queryRoots.clients, 'detail']],
  users: [queryRoots.users],
  /** The users screen's lists only (userKeys.lists()): a subscriber switch changes no picker or detail. */
  userLists: [[...queryRoots.users, 'list']],
  webhooks: [queryRoots.webhooks],
} as const satisfies Record<string, readonly QueryKey[]>;

export type Invalidation = keyof typeof INVALIDATES;
