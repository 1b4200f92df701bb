import { describe, expect, it } from 'vitest';
import { endOfDay, toCreateInput } from './token-form';

describe('a token’s expiry day', () => {
  it('is the last moment of that day in Brasília (UTC-3), inclusive', () => {
    expect(endOfDay('2026-12-31', 'America/Sao_Paulo')).toBe('2027-01-01T02:59:59.999Z');
    expect(endOfDay('2026-06-15', 'UTC')).toBe('2026-06-15T23:59:59.999Z');
  });

  it('no day sends no expiry', () => {
    expect(toCreateInput({ name: 'ERP', scopes: ['tags:read'], expiresOn: '' })).toEqual({
      name: 'ERP',
      scopes: ['tags:read'],
    });
  });
});
