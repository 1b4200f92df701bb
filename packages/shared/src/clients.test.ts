import { describe, expect, it } from 'vitest';
import { createClientRequestSchema, updateClientRequestSchema } from './clients.js';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('new client (spec section 5)', () => {
  const valid = { email: 'Maria@Exemplo.com', password: 'senha-segura', profile: { name: 'Maria' } };

  it('accepts the spec body, lowercases the email and defaults role and toggles', () => {
    const body = createClientRequestSchema.parse({ ...valid, role: 'user' });
    expect(body.email).toBe('maria@exemplo.com');
    expect(body.role).toBe('USER');
    expect(body.profile?.name).toBe('Maria');
    expect(body.profile?.isNamePublic).toBeUndefined();
  });

  it("'Nome é obrigatório.'", () => {
    expect(firstMessage(createClientRequestSchema.safeParse({ ...valid, profile: { name: '  ' } }))).toBe(
      'Nome é obrigatório.',
    );
    expect(firstMessage(createClientRequestSchema.safeParse({ email: 'a@b.c', password: 'senha-segura' }))).toBe(
      'Nome é obrigatório.',
    );
    expect(createClientRequestSchema.safeParse({ email: 'a@b.c', password: 'senha-segura', name: 'Top' }).success).toBe(
      true,
    );
  });

  it("'Email válido é obrigatório.'", () => {
    for (const email of [undefined, '', 'sem-arroba', '  ']) {
      expect(firstMessage(createClientRequestSchema.safeParse({ ...valid, email }))).toBe(
        'Email válido é obrigatório.',
      );
    }
  });

  it("'Senha é obrigatória e deve ter pelo menos 8 caracteres.'", () => {
    for (const password of [undefined, '', '1234567']) {
      expect(firstMessage(createClientRequestSchema.safeParse({ ...valid, password }))).toBe(
        'Senha é obrigatória e deve ter pelo menos 8 caracteres.',
      );
    }
  });

  it('an invitation instead of a password (issue 23): one of the two, never both', () => {
    const { password: _password, ...withoutPassword } = valid;
    const invited = createClientRequestSchema.parse({ ...withoutPassword, invite: true });
    expect(invited.invite).toBe(true);
    expect(invited.password).toBeUndefined();
    expect(createClientRequestSchema.safeParse({ ...withoutPassword, password: null, invite: true }).success).toBe(
      true,
    );
    expect(firstMessage(createClientRequestSchema.safeParse({ ...valid, invite: true }))).toBe(
      'Informe uma senha ou marque o envio do convite por e-mail (um dos dois).',
    );
    expect(firstMessage(createClientRequestSchema.safeParse({ ...withoutPassword, invite: false }))).toBe(
      'Senha é obrigatória e deve ter pelo menos 8 caracteres.',
    );
  });

  it('checks the optional slug with the slug rules', () => {
    expect(
      firstMessage(createClientRequestSchema.safeParse({ ...valid, profile: { name: 'M', publicPageSlug: 'login' } })),
    ).toBe('Este slug é reservado e não pode ser usado');
    expect(
      createClientRequestSchema.parse({ ...valid, profile: { name: 'M', publicPageSlug: '' } }).profile?.publicPageSlug,
    ).toBeUndefined();
  });
});

describe('U+0000 in any client text is refused (PostgreSQL cannot store it), naming the field', () => {
  it('name, notes, address, contacts, medical info and meta (keys too)', () => {
    const path = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
      result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    const base = { email: 'maria@exemplo.com', password: 'senha-segura' };
    expect(path(createClientRequestSchema.safeParse({ ...base, profile: { name: 'Ma\u0000ria' } }))).toEqual([
      ['profile.name', 'Texto contém um caractere inválido.'],
    ]);
    expect(
      path(
        createClientRequestSchema.safeParse({
          ...base,
          profile: { name: 'Maria', notes: '\u0000', address: { city: 'a\u0000' } },
        }),
      ),
    ).toEqual([
      ['profile.notes', 'Texto contém um caractere inválido.'],
      ['profile.address.city', 'Texto contém um caractere inválido.'],
    ]);
    expect(path(updateClientRequestSchema.safeParse({ medicalInfo: { allergies: ['ok', 'a\u0000'] } }))?.[0]?.[0]).toBe(
      'medicalInfo.allergies.1',
    );
    expect(path(updateClientRequestSchema.safeParse({ meta: { model: 'x\u0000' } }))?.[0]?.[0]).toBe('meta.model');
    expect(path(updateClientRequestSchema.safeParse({ meta: { 'k\u0000': 'x' } }))?.[0]?.[0]).toBe('meta');
    expect(updateClientRequestSchema.safeParse({ name: 'Maria', meta: { model: 'ok' } }).success).toBe(true);
  });
});
