import { eq } from 'drizzle-orm';
import {
  VISIBILITY_SECTIONS,
  type AccountProfile,
  type CreateProfileRequestBody,
  type VisibilityLevel,
  type VisibilitySection,
} from '@portal/shared';
import type { TestApp } from './test-app.js';
import { tags } from '../db/tables/tags.js';

type Headers = Record<string, string>;

/** Every section of a profile at one level (the PIN and card tests' `visibility`). */
export const allSectionsAt = (level: VisibilityLevel) =>
  Object.fromEntries(VISIBILITY_SECTIONS.map((section) => [section, level])) as Record<
    VisibilitySection,
    VisibilityLevel
  >;

/** A phone's browser, as the public pages' tests visit them. */
export const PHONE_BROWSER = {
  'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1',
};

/** A PIN typed in a public page's plain form (POST {url}, urlencoded), from `address`. */
export const postPinForm = (t: TestApp, url: string, pin: string, address = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: address,
    headers: { ...PHONE_BROWSER, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ pin }).toString(),
  });

/** The profiles tests' calls, through app.inject. */
export function profileCalls(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: Headers, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  /** POST /me/profiles, expecting 201. */
  async function createMine(headers: Headers, body: CreateProfileRequestBody): Promise<AccountProfile> {
    const res = await call('POST', '/api/me/profiles', headers, body);
    if (res.statusCode !== 201) throw new Error(`POST /api/me/profiles: ${res.statusCode} ${res.body}`);
    return res.json();
  }

  /** A USER account with its primary PERSON profile (and page). */
  async function owner(name: string) {
    const signedIn = await t.createUser('USER', { name });
    const primary = await createMine(signedIn.auth, { name, kind: 'PERSON' });
    return { ...signedIn, primary };
  }

  /** A B2C tag assigned to the account (it opens the primary profile), then pointed at `profileId` when given. */
  async function tagOf(userId: string, code: string, profileId?: string) {
    const actor = { id: userId, name: 'Teste' };
    const tag = await t.app.services.tags.createTag({ code, type: 'B2C', physicalType: 'NFC' }, actor);
    await t.app.services.tags.assign(tag.id, { userId, conflictMode: 'BLOCK' }, actor);
    // The link written directly: the tags module's own link route is tested there.
    if (profileId) await t.database.db.update(tags).set({ profileId }).where(eq(tags.id, tag.id));
    return tag;
  }

  return { call, createMine, owner, tagOf };
}
