import type { InjectOptions } from 'fastify';
import type { ProfileKind } from '@portal/shared';
import type { TestApp } from '../../testing/test-app.js';
import { profiles } from '../../db/tables/profiles.js';
import type { NewTagInput } from './service.js';

export type SignedIn = Awaited<ReturnType<TestApp['createUser']>>;

/** Shorthands for the tag tests: requests with a user's token, and tags made through the service. */
export function tagTestKit(t: TestApp) {
  const call = (method: InjectOptions['method'], url: string, who?: SignedIn | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who ? who.auth : {},
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const system = { id: '00000000-0000-4000-8000-000000000000', name: 'Teste' };
  return {
    call,
    get: (url: string, who?: SignedIn | null) => call('GET', url, who),
    post: (url: string, who: SignedIn | null, payload?: unknown) => call('POST', url, who, payload),
    put: (url: string, who: SignedIn | null, payload?: unknown) => call('PUT', url, who, payload),
    patch: (url: string, who: SignedIn | null, payload?: unknown) => call('PATCH', url, who, payload),
    del: (url: string, who: SignedIn | null) => call('DELETE', url, who),
    makeTag: (input: Partial<NewTagInput> = {}) =>
      t.app.services.tags.createTag({ type: 'B2C', physicalType: 'NFC', ...input }, system),
    assignTo: (tagId: string, userId: string) =>
      t.app.services.tags.assign(tagId, { userId, conflictMode: 'BLOCK' }, system),
    /** The account's primary profile (created, named `name`, when it has none). */
    primaryProfile: (userId: string, name?: string) =>
      t.app.services.clients.ensureProfileForUser(userId, name, t.database.db),
    /** Another profile of the account, written straight to the table (the profiles routes are not what is tested). */
    addProfile: async (userId: string, name: string, kind: ProfileKind = 'PERSON') => {
      const [row] = await t.database.db
        .insert(profiles)
        .values({ userId, name, kind, isPrimary: false, searchText: name.toLowerCase() })
        .returning();
      return row!;
    },
  };
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
