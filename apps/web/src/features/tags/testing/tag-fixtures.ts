import type { AccountProfile, ListProfilesResponse, User } from '@portal/shared';
import { clientFixture } from '@/testing/fixtures/pages';
import { jsonResponse, type FetchHandler, type RecordedRequest } from '@/testing/fetch';

// The tag and list shapes are shared with other features' tests.
export { listOf, tagFixture, tagProfileFixture } from '@/testing/fixtures/tags';

export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 'bbbbbbbb-0000-4000-8000-000000000001',
    email: 'daniela.souza@demo.portal',
    name: 'Daniela Souza',
    role: 'USER',
    isSubscriber: false,
    invitePending: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const usersList = (users: User[]) => ({
  users,
  pagination: { page: 1, limit: 10, total: users.length, totalPages: 1 },
});

/** Routes `METHOD /path` to handlers; anything else is a 404 with the API's error shape. */
export function routes(table: Record<string, FetchHandler>): FetchHandler {
  return (request: RecordedRequest) => {
    const handler = table[`${request.method} ${request.path}`];
    return handler ? handler(request) : jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });
  };
}

/** One of an account's profiles as GET /me/profiles and GET /admin/clients/{id}/profiles list it. */
export function accountProfileFixture(overrides: Partial<AccountProfile> = {}): AccountProfile {
  const base = clientFixture();
  const slug = overrides.publicPageSlug ?? base.publicPageSlug ?? 'maria-silva';
  return {
    ...base,
    isPrimary: true,
    page: {
      id: base.page?.id ?? 'page-1',
      slug,
      isActive: true,
      title: overrides.name ?? base.name,
      views: 0,
      publicUrl: `http://localhost:3000/p/${slug}`,
    },
    tags: [],
    ...overrides,
  };
}

export const profilesList = (profiles: AccountProfile[]): ListProfilesResponse => ({
  profiles,
  pagination: { page: 1, limit: 50, total: profiles.length, totalPages: 1 },
  maxProfiles: 50,
});
