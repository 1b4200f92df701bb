import type { ListBraceletsResponse, Tag, User } from '@portal/shared';
import { jsonResponse, type FetchHandler, type RecordedRequest } from '@/testing/fetch';

/** A tag as the API answers it (override what a test cares about). */
export function tagFixture(overrides: Partial<Tag> = {}): Tag {
  const code = overrides.code ?? 'PULS0001';
  return {
    id: 'aaaaaaaa-0000-4000-8000-000000000001',
    code,
    nfcCode: code,
    type: 'B2C',
    physicalType: 'NFC',
    status: 'ACTIVE',
    assignedUserId: null,
    assignedUserName: null,
    assignedUserEmail: null,
    assignedAt: null,
    createdAt: '2025-01-10T10:00:00.000Z',
    updatedAt: '2025-01-10T10:00:00.000Z',
    notes: null,
    meta: { physicalType: 'NFC' },
    ...overrides,
  };
}

export const listOf = (items: Tag[]): ListBraceletsResponse => ({
  items,
  pagination: { page: 1, limit: 20, total: items.length, totalPages: 1 },
});

export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 'bbbbbbbb-0000-4000-8000-000000000001',
    email: 'daniela.souza@demo.portal',
    name: 'Daniela Souza',
    role: 'USER',
    isSubscriber: false,
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
