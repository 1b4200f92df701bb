import { describe, expect, it } from 'vitest';
import { twoFactorDisableRequestSchema, twoFactorEnableRequestSchema } from './two-factor.js';

describe('two-factor codes', () => {
  it('six digits, spaces typed between the groups ignored', () => {
    expect(twoFactorEnableRequestSchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
  });

  it('anything else is "Digite o código de 6 dígitos do aplicativo."', () => {
    for (const code of ['12345', '1234567', '12a456', '', undefined]) {
      const result = twoFactorEnableRequestSchema.safeParse({ code });
      expect(result.error?.issues[0]?.message).toBe('Digite o código de 6 dígitos do aplicativo.');
    }
  });

  it('turning it off asks the current password: "Digite sua senha atual."', () => {
    const result = twoFactorDisableRequestSchema.safeParse({ currentPassword: '', code: '123456' });
    expect(result.error?.issues[0]?.message).toBe('Digite sua senha atual.');
  });
});
