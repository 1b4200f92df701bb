import { expect } from 'vitest';
import type { SignedIn } from './requests.js';
import type { TestApp } from './test-app.js';

/** What POST /api/admin/users answers: the account, and its profile with its page. */
export type CreatedClient = {
  user: { id: string; email: string };
  profile: { id: string; page: { id: string; slug: string } };
};

/** A client through the admin's API (POST /api/admin/users as `admin`), expecting 201. */
export async function createClient(
  t: TestApp,
  admin: SignedIn,
  email: string,
  profile: Record<string, unknown>,
): Promise<CreatedClient> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: admin.auth,
    payload: { email, password: 'senha-segura', profile },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}
