import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TEXTS, idempotencyHeadersSchema, idempotencyKeySchema } from './idempotency.js';

describe('the Idempotency-Key header', () => {
  it('takes 8 to 200 of A-Z, a-z, 0-9, _ and - (a UUID, a ULID)', () => {
    for (const key of [
      '3f0c9a52-8d1e-4c57-9b0e-2f6a1d7c4e88',
      '01JD0Z8Y6W3N5Q7R9T1V3X5Z7B',
      'a'.repeat(8),
      'b'.repeat(200),
    ])
      expect(idempotencyKeySchema.parse(key)).toBe(key);
  });

  it('refuses anything else with its pt-BR text', () => {
    for (const key of ['1234567', 'c'.repeat(201), 'com espaço', 'chave/barra', 'ação-12345']) {
      const result = idempotencyKeySchema.safeParse(key);
      expect(result.success, key).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(IDEMPOTENCY_TEXTS.keyInvalid);
    }
  });

  it('is optional among the headers, and the other headers pass untouched', () => {
    const headers = { authorization: 'Bearer x', 'content-type': 'application/json' };
    expect(idempotencyHeadersSchema.parse(headers)).toEqual(headers);
    expect(idempotencyHeadersSchema.parse({ ...headers, 'idempotency-key': 'fila-0001' })).toEqual({
      ...headers,
      'idempotency-key': 'fila-0001',
    });
  });
});
