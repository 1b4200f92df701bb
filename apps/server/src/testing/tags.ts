import type { ProfileKind } from '@portal/shared';
import type { TestApp } from './test-app.js';
import { profiles } from '../db/tables/profiles.js';
import type { NewTagInput } from '../modules/tags/service.js';
import { TEST_ACTOR, testRequests } from './requests.js';

export { UNKNOWN_ID, type SignedIn } from './requests.js';

/** Shorthands for the tag tests: requests with a user's token, and tags made through the service. */
export function tagTestKit(t: TestApp) {
  return {
    ...testRequests(t),
    makeTag: (input: Partial<NewTagInput> = {}) =>
      t.app.services.tags.createTag({ type: 'B2C', physicalType: 'NFC', ...input }, TEST_ACTOR),
    /** The tag's activation code, as the admin prints it. */
    activationCodeOf: async (tagId: string) => (await t.app.services.tags.activationCodesOf([tagId])).get(tagId)!,
    /** The claim's body for a tag: its code and its activation code (issue 25). */
    claimBodyOf: async (tag: { id: string; code: string }) => ({
      code: tag.code,
      activationCode: (await t.app.services.tags.activationCodesOf([tag.id])).get(tag.id)!,
    }),
    assignTo: (tagId: string, userId: string) =>
      t.app.services.tags.assign(tagId, { userId, conflictMode: 'BLOCK' }, TEST_ACTOR),
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
