import { describe, expect, it } from 'vitest';
import { listMessagesQuerySchema } from './messages.js';

describe('admin messages query', () => {
  it('toRole defaults to ADMIN; since is an ISO 8601 time', () => {
    expect(listMessagesQuerySchema.parse({})).toEqual({ toRole: 'ADMIN' });
    expect(listMessagesQuerySchema.parse({ since: '2025-01-02T03:04:05.678Z' }).since).toBe('2025-01-02T03:04:05.678Z');
    expect(listMessagesQuerySchema.safeParse({ since: 'ontem' }).error?.issues[0]?.message).toBe(
      'since deve ser uma data ISO 8601',
    );
  });
  it('a since outside the years 1 to 9999 is refused (PostgreSQL has no year 0)', () => {
    expect(listMessagesQuerySchema.safeParse({ since: '0000-01-01T00:00:00Z' }).success).toBe(false);
    expect(listMessagesQuerySchema.safeParse({ since: '0001-01-01T00:00:00+01:00' }).success).toBe(false);
    expect(listMessagesQuerySchema.safeParse({ since: '0001-01-01T00:00:00Z' }).success).toBe(true);
  });
});
