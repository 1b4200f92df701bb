import type { ProfileKind } from '@portal/shared';
import type { TestApp } from './test-app.js';
import { profiles } from '../db/tables/profiles.js';
import type { NewTagInput } from '../modules/tags/service.js';
import { TEST_ACTOR, testRequests, type SignedIn } from './requests.js';

export { UNKNOWN_ID, type SignedIn } from './requests.js';

/** Shorthands for the tag tests: requests with a user's token, and tags made through the service. */
export function tagTestKit(t: TestApp) {
  const requests = testRequests(t);
  return {
    ...requests,
    /**
     * `count` tags made in one bulk import by `admin` (codes {prefix}0001..., B2C and B2B in turn, serial numbers
     * SN-{prefix}-1...): the batchId it answered and the created tags.
     */
    bulkImport: async (admin: SignedIn, prefix: string, count: number) => {
      const items = Array.from({ length: count }, (_, index) => ({
        code: `${prefix}${String(index + 1).padStart(4, '0')}`,
        type: index % 2 ? 'B2B' : 'B2C',
        serialNumber: `SN-${prefix}-${index + 1}`,
      }));
      const res = await requests.post('/api/admin/bracelets/bulk', admin, { items });
      if (res.statusCode !== 200) throw new Error(`bulk import: ${res.statusCode} ${res.body}`);
      const body = res.json<{ batchId: string; items: Array<{ id: string; code: string }> }>();
      return { batchId: body.batchId, tags: body.items };
    },
    makeTag: (input: Partial<NewTagInput> = {}) =>
      t.app.services.tags.createTag({ type: 'B2C', physicalType: 'NFC', ...input }, TEST_ACTOR),
    /** The tag's activation code, as the admin prints it. */
    activationCodeOf: async (tagId: string) => (await t.app.services.tags.activationCodesOf([tagId])).get(tagId)!,
    /** The claim's body for a tag: its code and its activation code (issue 25). */
    claimBodyOf: async (tag: { id: string; code: string }) => ({
      code: tag.code,
      activationCode: (await t.app.services.tags.activationCodesOf([tag.id])).get(tag.id)!,
    }),
    /** POST /api/me/bracelets/claim from `address` (one address is capped on a tag code: the limit tests use several). */
    claimFrom: (who: SignedIn, body: { code: string; activationCode?: string }, address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/bracelets/claim',
        remoteAddress: address,
        headers: who.auth,
        payload: body,
      }),
    assignTo: (tagId: string, userId: string) =>
      t.app.services.tags.assign(tagId, { userId, conflictMode: 'BLOCK' }, TEST_ACTOR),
    /** The account's primary profile (created, named `name`, when it has none). */
    primaryProfile: (userId: string, name?: string) =>
      t.app.services.profiles.ensureProfileForUser(userId, name, t.database.db),
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
