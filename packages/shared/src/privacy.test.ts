import { describe, expect, it } from 'vitest';
import { accessLogQuerySchema, deleteAccountRequestSchema, exportFileName } from './privacy.js';

describe('privacy contract', () => {
  it('DELETE /me/account needs the current password, with its pt-BR text', () => {
    expect(deleteAccountRequestSchema.safeParse({ currentPassword: 'x' }).success).toBe(true);
    for (const body of [{}, { currentPassword: '' }]) {
      const parsed = deleteAccountRequestSchema.safeParse(body);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Informe a sua senha atual.');
    }
  });

  it('the export is named after its day', () => {
    expect(exportFileName('2026-11-26')).toBe('meus-dados-2026-11-26.zip');
    expect(exportFileName('2026-11-26', 'dados-cliente')).toBe('dados-cliente-2026-11-26.zip');
  });

  it('the access log pages like every list', () => {
    expect(accessLogQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
  });
});
