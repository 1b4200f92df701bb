import { describe, expect, it } from 'vitest';
import {
  acceptInvitationRequestSchema,
  ACCOUNT_TEXTS,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
} from './account.js';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('account contract', () => {
  it('a new password follows the portal rule of 8 characters, in the account screens words', () => {
    expect(firstMessage(changePasswordRequestSchema.safeParse({ currentPassword: 'x', newPassword: '1234567' }))).toBe(
      'A nova senha deve ter pelo menos 8 caracteres.',
    );
    expect(changePasswordRequestSchema.safeParse({ currentPassword: 'x', newPassword: '12345678' }).success).toBe(true);
    expect(firstMessage(changePasswordRequestSchema.safeParse({ currentPassword: '', newPassword: '12345678' }))).toBe(
      'Informe a sua senha atual.',
    );
  });

  it('the new e-mail is trimmed and lower-cased; an invalid one has its text', () => {
    expect(changeEmailRequestSchema.parse({ newEmail: ' Ana@Exemplo.COM ', currentPassword: 'x' }).newEmail).toBe(
      'ana@exemplo.com',
    );
    expect(firstMessage(changeEmailRequestSchema.safeParse({ newEmail: 'ana@', currentPassword: 'x' }))).toBe(
      ACCOUNT_TEXTS.newEmailInvalid,
    );
  });

  it('an invitation without its token says the link is incomplete', () => {
    expect(firstMessage(acceptInvitationRequestSchema.safeParse({ token: ' ', password: '12345678' }))).toBe(
      'Link inválido ou incompleto. Abra o link do e-mail de novo.',
    );
  });
});
