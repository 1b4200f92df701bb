import { randomBytes } from 'node:crypto';
import { apiLogin, baseUrl, DEMO } from './support';

/**
 * Data a journey makes for itself through the API, as the demo admin: no journey depends on what an earlier
 * one created or changed, so each can run alone (`-t`), in any order, and twice on one server.
 */

/** Unique per call: letters and digits, upper-case (tag codes are stored that way). */
export const uniqueStamp = () => (Date.now().toString(36).slice(-5) + randomBytes(2).toString('hex')).toUpperCase();

export async function adminApi<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = await apiLogin(DEMO.admin.email, DEMO.admin.password);
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export type Contact = { name: string; phone: string; relationship: string };
export type ClientFixture = {
  userId: string;
  email: string;
  password: string;
  name: string;
  pageId: string;
  slug: string;
};

/** A client account with its public page (POST /admin/users with a profile), optionally its contacts and colour. */
export async function createClient(input: {
  name: string;
  contacts?: Contact[];
  primaryColor?: string;
  role?: 'USER' | 'TECHNICIAN';
}): Promise<ClientFixture> {
  const stamp = uniqueStamp().toLowerCase();
  const email = `e2e.${stamp}@exemplo.com`;
  const password = 'senha-forte-123';
  const created = await adminApi<{ user: { id: string }; profile?: { page: { id: string; slug: string } } }>(
    'POST',
    '/admin/users',
    {
      email,
      password,
      role: input.role ?? 'USER',
      ...(input.role === 'TECHNICIAN'
        ? { name: input.name }
        : { profile: { name: input.name, publicPageSlug: `e2e-${stamp}` } }),
    },
  );
  const page = created.profile?.page ?? { id: '', slug: '' };
  if (page.id && (input.contacts || input.primaryColor)) {
    await adminApi('PUT', `/admin/pages/${page.id}`, {
      title: input.name,
      slug: page.slug,
      ...(input.primaryColor ? { theme: { primaryColor: input.primaryColor } } : {}),
      ...(input.contacts ? { emergencyContacts: input.contacts } : {}),
    });
  }
  return { userId: created.user.id, email, password, name: input.name, pageId: page.id, slug: page.slug };
}

/** A tag of this run (POST /admin/bracelets), free unless `ownerId` is given. */
export async function createTag(input: {
  prefix: string;
  type?: 'B2C' | 'B2B';
  meta?: Record<string, unknown>;
  ownerId?: string;
}): Promise<{ id: string; code: string }> {
  const code = `${input.prefix}${uniqueStamp()}`;
  const tag = await adminApi<{ id: string; code: string }>('POST', '/admin/bracelets', {
    code,
    type: input.type ?? 'B2C',
    physicalType: 'NFC',
    status: 'ACTIVE',
    ...(input.meta ? { meta: input.meta } : {}),
  });
  if (input.ownerId) await adminApi('PATCH', `/admin/bracelets/${tag.id}/assign`, { userId: input.ownerId });
  return tag;
}

/** The id of an existing account (e.g. a demo one). */
export async function userIdOf(email: string): Promise<string> {
  const { users } = await adminApi<{ users: Array<{ id: string; email: string }> }>(
    'GET',
    `/admin/users?search=${encodeURIComponent(email)}`,
  );
  const found = users.find((user) => user.email === email);
  if (!found) throw new Error(`no account ${email}`);
  return found.id;
}
