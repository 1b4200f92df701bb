import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProfileKind } from '@portal/shared';
import type { TestApp } from './test-app.js';
import { profiles } from '../db/tables/profiles.js';
import { tags } from '../db/tables/tags.js';
import { TEST_ACTOR, testRequests } from './requests.js';

export type { SignedIn } from './requests.js';

/** The owner chooses 'Resumo diário das leituras' instead of an alert for each scan of a lost tag. */
export async function chooseScanDigest(t: TestApp, owner: { auth: Record<string, string> }): Promise<void> {
  const chose = await t.app.inject({
    method: 'PUT',
    url: '/api/me/notification-settings',
    headers: owner.auth,
    payload: { scanAlertDigest: true },
  });
  expect(chose.statusCode, chose.body).toBe(200);
}

/** The poster and NDEF tests' shorthands: requests with a token, and a tag of a user opening a profile of theirs. */
export function lostTestKit(t: TestApp) {
  const system = TEST_ACTOR;
  return {
    get: testRequests(t).get,
    /** Profile fields and the tag's lost columns are written straight to the tables: they are not what is tested. */
    async tagWithProfile(
      userId: string,
      name: string,
      kind: ProfileKind,
      fields: {
        lostMessage?: string | null;
        lostReward?: boolean;
        profile?: Partial<typeof profiles.$inferInsert>;
      } = {},
    ) {
      const tag = await t.app.services.tags.createTag({ type: 'B2C', physicalType: 'NFC' }, system);
      await t.app.services.tags.assign(tag.id, { userId, conflictMode: 'BLOCK' }, system);
      const [profile] = await t.database.db
        .insert(profiles)
        .values({ userId, name, kind, isPrimary: false, searchText: name.toLowerCase(), ...fields.profile })
        .returning();
      await t.database.db
        .update(tags)
        .set({
          profileId: profile!.id,
          lostMessage: fields.lostMessage ?? null,
          lostReward: fields.lostReward ?? false,
        })
        .where(eq(tags.id, tag.id));
      return { tag, profile: profile! };
    },
  };
}
