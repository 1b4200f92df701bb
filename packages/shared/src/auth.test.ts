import { describe, expect, it } from 'vitest';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from './auth.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('login rules', () => {
  it('both fields are required: "Por favor, preencha todos os campos."', () => {
    expect(firstMessage(loginRequestSchema.safeParse({ email: '', password: 'x' }))).toBe(
      'Por favor, preencha todos os campos.',
    );
    expect(firstMessage(loginRequestSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      'Por favor, preencha todos os campos.',
    );
    expect(firstMessage(loginRequestSchema.safeParse({}))).toBe('Por favor, preencha todos os campos.');
  });
});

describe('forgot-password rules', () => {
  it('email required: "Por favor, introduza o seu e-mail."', () => {
    expect(firstMessage(forgotPasswordRequestSchema.safeParse({ email: '  ' }))).toBe(
      'Por favor, introduza o seu e-mail.',
    );
  });
  it('simple email pattern: "Por favor, introduza um e-mail válido."', () => {
    expect(firstMessage(forgotPasswordRequestSchema.safeParse({ email: 'ana@' }))).toBe(
      'Por favor, introduza um e-mail válido.',
    );
    expect(firstMessage(forgotPasswordRequestSchema.safeParse({ email: 'ana silva@x.com' }))).toBe(
      'Por favor, introduza um e-mail válido.',
    );
  });
  it('trims and lower-cases a valid email', () => {
    expect(forgotPasswordRequestSchema.parse({ email: ' Ana@Exemplo.COM ' }).email).toBe('ana@exemplo.com');
  });
});

describe('reset-password rules', () => {
  it('minimum 8 characters: "A palavra-passe deve ter pelo menos 8 caracteres."', () => {
    expect(firstMessage(resetPasswordRequestSchema.safeParse({ token: 't', newPassword: '1234567' }))).toBe(
      'A palavra-passe deve ter pelo menos 8 caracteres.',
    );
    expect(resetPasswordRequestSchema.safeParse({ token: 't', newPassword: '12345678' }).success).toBe(true);
  });
  it('the token must be present: "Ligação inválida ou ausente. Solicite uma nova redefinição."', () => {
    expect(firstMessage(resetPasswordRequestSchema.safeParse({ token: '', newPassword: '12345678' }))).toBe(
      'Ligação inválida ou ausente. Solicite uma nova redefinição.',
    );
  });
});

describe('registration rules', () => {
  it('passwords under 8 characters are refused', () => {
    expect(registerRequestSchema.safeParse({ email: 'a@b.co', password: 'curta' }).success).toBe(false);
  });
});

describe('text PostgreSQL cannot store (U+0000) is refused, never a 500', () => {
  it('an email with a control character is not a valid email: "Por favor, introduza um e-mail válido."', () => {
    expect(firstMessage(forgotPasswordRequestSchema.safeParse({ email: 'ana\u0000@exemplo.com' }))).toBe(
      'Por favor, introduza um e-mail válido.',
    );
    expect(
      firstMessage(registerRequestSchema.safeParse({ email: 'ana@exemplo.com\u0000', password: '12345678' })),
    ).toBe('Por favor, introduza um e-mail válido.');
  });
  it('a name with U+0000 is refused naming the field', () => {
    const result = registerRequestSchema.safeParse({
      email: 'ana@exemplo.com',
      password: '12345678',
      name: 'A\u0000na',
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ['name'], message: 'Texto contém um caractere inválido.' });
  });
});
