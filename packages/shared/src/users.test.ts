import { describe, expect, it } from 'vitest';
import { listUsersQuerySchema, newTechnicianSchema } from './users.js';

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

describe('new technician form', () => {
  it('trims the name, lower-cases the email and keeps the password as typed', () => {
    expect(
      newTechnicianSchema.parse({
        name: ' Téo Técnico ',
        email: ' Teo@Oficina.COM ',
        invite: false,
        password: ' senha-segura ',
      }),
    ).toEqual({
      name: 'Téo Técnico',
      email: 'teo@oficina.com',
      invite: false,
      password: ' senha-segura ',
    });
  });

  it("says 'Nome é obrigatório.', 'Email válido é obrigatório.' and 'Senha é obrigatória e deve ter pelo menos 8 caracteres.'", () => {
    const issues =
      newTechnicianSchema.safeParse({ name: '   ', email: 'sem-arroba', invite: false, password: '1234567' }).error
        ?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Nome é obrigatório.'],
      ['email', 'Email válido é obrigatório.'],
      ['password', 'Senha é obrigatória e deve ter pelo menos 8 caracteres.'],
    ]);
  });

  it('with the invitation (the default) no password is asked for', () => {
    expect(
      newTechnicianSchema.safeParse({ name: 'Téo', email: 'teo@oficina.com', invite: true, password: '' }).success,
    ).toBe(true);
  });
});
