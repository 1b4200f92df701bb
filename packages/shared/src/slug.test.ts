import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SLUG,
  defaultSlugFromName,
  isSlugShaped,
  optionalSlugSchema,
  RESERVED_SLUGS,
  slugCandidates,
  slugError,
  slugify,
  slugSchema,
  slugWithSuffix,
} from './slug.js';

describe('slug rules (spec section 5)', () => {
  it('3 to 50 characters', () => {
    expect(slugError('ab')).toBe('Slug deve ter entre 3 e 50 caracteres');
    expect(slugError('a'.repeat(51))).toBe('Slug deve ter entre 3 e 50 caracteres');
    expect(slugError('abc')).toBeNull();
    expect(slugError('a'.repeat(50))).toBeNull();
  });

  it('only lowercase letters, digits and hyphens', () => {
    for (const bad of ['Maria', 'maria silva', 'maria_silva', 'joão', 'maria.silva', 'maria/x']) {
      expect(slugError(bad)).toBe('Slug deve conter apenas letras minúsculas, números e hífens');
    }
    expect(slugError('maria-silva-2')).toBeNull();
  });

  it('no leading, trailing or consecutive hyphens', () => {
    for (const bad of ['-maria', 'maria-', 'maria--silva']) {
      expect(slugError(bad)).toBe('Slug deve conter apenas letras minúsculas, números e hífens');
    }
  });

  it('refuses every reserved word', () => {
    expect(RESERVED_SLUGS).toHaveLength(18);
    for (const word of RESERVED_SLUGS) expect(slugError(word)).toBe('Este slug é reservado e não pode ser usado');
    expect(slugError('admin-maria')).toBeNull();
  });

  it('the schema trims and lowercases as typed, then checks', () => {
    expect(slugSchema.parse('  Maria-Silva ')).toBe('maria-silva');
    expect(slugSchema.safeParse('').error?.issues[0]?.message).toBe('Slug é obrigatório.');
    expect(slugSchema.safeParse('ADMIN').error?.issues[0]?.message).toBe('Este slug é reservado e não pode ser usado');
    expect(optionalSlugSchema.parse('')).toBeUndefined();
    expect(optionalSlugSchema.parse(null)).toBeUndefined();
    expect(optionalSlugSchema.safeParse('a b').error?.issues[0]?.message).toBe(
      'Slug deve conter apenas letras minúsculas, números e hífens',
    );
  });
});

describe('slug generator', () => {
  it('lowercases, strips accents, turns spaces into hyphens and collapses them', () => {
    expect(slugify('João  da Conceição')).toBe('joao-da-conceicao');
    expect(slugify('  Ação -- Rápida! ')).toBe('acao-rapida');
    expect(slugify('Ângela_Müller')).toBe('angela-muller');
    expect(slugify('x'.repeat(60) + ' y')).toHaveLength(50);
  });

  it('default slug of a user page, with the meu-perfil fallback', () => {
    expect(defaultSlugFromName('Maria Aparecida Gonçalves')).toBe('maria-aparecida-goncalves');
    expect(defaultSlugFromName('Zé (pai) d’Ávila')).toBe('ze-pai-davila');
    expect(defaultSlugFromName('')).toBe(DEFAULT_SLUG);
    expect(defaultSlugFromName('!!!')).toBe(DEFAULT_SLUG);
    expect(defaultSlugFromName('Al')).toBe(DEFAULT_SLUG);
    expect(defaultSlugFromName('Admin')).toBe(DEFAULT_SLUG);
  });

  it('suffixes stay within 50 characters and valid', () => {
    expect(slugWithSuffix('maria', 2)).toBe('maria-2');
    const long = slugWithSuffix('a'.repeat(50), 12);
    expect(long).toHaveLength(50);
    expect(slugError(long)).toBeNull();
  });

  it('candidates are valid alternatives', () => {
    expect(slugCandidates('maria', 3)).toEqual(['maria-2', 'maria-3', 'maria-4']);
    const fromInvalid = slugCandidates('Maria Silva', 3);
    expect(fromInvalid[0]).toBe('maria-silva');
    expect(slugCandidates('admin', 2)).toEqual(['admin-perfil', 'admin-perfil-2']);
    for (const c of slugCandidates('x', 5)) expect(slugError(c)).toBeNull();
  });
});

describe('keys a public page can be looked up by', () => {
  it('slug characters, up to 200: current slugs, old ones and profile ids; nothing else reaches the database', () => {
    for (const key of ['maria', 'a', 'slug--antigo-', '3f2b6c1e-8d4a-4b7e-9c1f-2a3b4c5d6e7f', 'x'.repeat(200)])
      expect(isSlugShaped(key), key).toBe(true);
    for (const key of ['', 'x'.repeat(201), 'Maria', 'a b', 'a\u0000b', '"><script>', 'ação'])
      expect(isSlugShaped(key), key).toBe(false);
  });
});
