import { describe, expect, it } from 'vitest';
import { listUsersQuerySchema } from './users.js';

describe('users list query', () => {
  it('filters: search (trimmed), role ADMIN/USER, isSubscriber yes/no, page and limit 20 by default', () => {
    expect(listUsersQuerySchema.parse({ search: ' ana ', role: 'ADMIN', isSubscriber: 'true' })).toEqual({
      search: 'ana',
      role: 'ADMIN',
      isSubscriber: true,
      page: 1,
      limit: 20,
    });
    expect(listUsersQuerySchema.parse({ isSubscriber: 'no' }).isSubscriber).toBe(false);
  });
  it('refuses an unknown role and a search holding U+0000 (PostgreSQL cannot compare it), naming the field', () => {
    expect(listUsersQuerySchema.safeParse({ role: 'ROOT' }).error?.issues[0]?.path).toEqual(['role']);
    expect(listUsersQuerySchema.safeParse({ search: 'a\u0000' }).error?.issues[0]).toMatchObject({
      path: ['search'],
      message: 'Texto contém um caractere inválido.',
    });
  });
});
