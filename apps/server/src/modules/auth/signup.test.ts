import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// Its own file (own worker and database): the app has ALLOW_SIGNUP on; auth.test.ts checks that the default is off.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ allowSignup: true });
});
afterAll(async () => t.close());

const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

describe('POST /api/auth/register with ALLOW_SIGNUP=true', () => {
  it('creates a USER with 201 and leaves a message for the admins', async () => {
    const res = await register({ email: 'Nova.Pessoa@Teste.com', password: 'senha-forte-1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'nova.pessoa@teste.com', role: 'USER' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nova.pessoa@teste.com', password: 'senha-forte-1' },
    });
    expect(login.statusCode).toBe(200);
    const messages = await t.app.services.messages.listMessages('ADMIN');
    expect(messages.some((m) => m.body.includes('nova.pessoa@teste.com'))).toBe(true);
  });

  it('a taken email is 409', async () => {
    const { user } = await t.createUser('USER');
    const res = await register({ email: user.email, password: 'senha-forte-1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
  });

  it('a password under 8 characters is 400 with the spec message', async () => {
    const res = await register({ email: 'curta@teste.com', password: '1234567' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A palavra-passe deve ter pelo menos 8 caracteres.');
  });

  it('an email holding U+0000 is 400 "Por favor, introduza um e-mail válido.", never a 500', async () => {
    const res = await register({ email: 'ana\u0000@teste.com', password: 'senha-forte-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'email', message: 'Por favor, introduza um e-mail válido.' });
  });

  it('a name holding U+0000 is 400 naming the field', async () => {
    const res = await register({ email: 'nome.nul@teste.com', password: 'senha-forte-1', name: 'A\u0000na' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'name',
      message: 'Texto contém um caractere inválido.',
    });
  });
});
