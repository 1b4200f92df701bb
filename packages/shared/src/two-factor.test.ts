import { describe, expect, it } from 'vitest';
import { twoFactorDisableRequestSchema, twoFactorEnableRequestSchema } from './two-factor.js';

describe('two-factor codes', () => {
  it('six digits, spaces typed between the groups ignored', () => {
    expect(twoFactorEnableRequestSchema.parse({ currentPassword: 'senha', code: ' 123 456 ' })).toEqual({
      currentPassword: 'senha',
      code: '123456',
    });
  });

  it('anything else is "Digite o código de 6 dígitos do aplicativo."', () => {
    for (const code of ['12345', '1234567', '12a456', '', undefined]) {
      const result = twoFactorEnableRequestSchema.safeParse({ currentPassword: 'senha', code });
      expect(result.error?.issues[0]?.message).toBe('Digite o código de 6 dígitos do aplicativo.');
    }
  });

  it('turning it on or off asks the current password: "Digite sua senha atual."', () => {
    for (const schema of [twoFactorEnableRequestSchema, twoFactorDisableRequestSchema]) {
      const result = schema.safeParse({ currentPassword: '', code: '123456' });
      expect(result.error?.issues[0]?.message).toBe('Digite sua senha atual.');
    }
  });
});
