import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/** What POST /api/admin/users answers: the account, and its profile with its page. */
export type CreatedClient = {
  user: { id: string; email: string };
  profile: { id: string; page: { id: string; slug: string } };
};

/** A client through the admin's API (POST /api/admin/users as `admin`), expecting 201. */
export async function createClient(
  t: TestApp,
  admin: { auth: Record<string, string> },
  email: string,
  profile: Record<string, unknown>,
  password = 'senha-segura',
): Promise<CreatedClient> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: admin.auth,
    payload: { email, password, profile },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** createClient, then signed in as that client: its token and Authorization header beside what was created. */
export async function createSignedInClient(
  t: TestApp,
  admin: { auth: Record<string, string> },
  email: string,
  profile: Record<string, unknown>,
  password = 'senha-segura',
) {
  const created = await createClient(t, admin, email, profile, password);
  const { token } = await t.app.services.auth.login(email, password);
  return { ...created, token, auth: { authorization: `Bearer ${token}` } };
}
