import { describe, expect, it } from 'vitest';
import { seoInputSchema } from './page-seo.js';
import { DEFAULT_THEME, normalizeFontFamily, readTheme, themeInputSchema } from './page-theme.js';
import {
  createPageRequestSchema,
  parseNotesJson,
  qrQuerySchema,
  updateMyPageRequestSchema,
  updatePageRequestSchema,
} from './pages.js';

const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;
const PROFILE = '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('page creation (spec section 5)', () => {
  it('title, slug and client are required with the spec messages', () => {
    expect(firstMessage(createPageRequestSchema.safeParse({ title: ' ', slug: 'abc', profileId: PROFILE }))).toBe(
      'Título é obrigatório.',
    );
    expect(firstMessage(createPageRequestSchema.safeParse({ title: 'T', slug: '', profileId: PROFILE }))).toBe(
      'Slug é obrigatório.',
    );
    expect(firstMessage(createPageRequestSchema.safeParse({ title: 'T', slug: 'abc' }))).toBe('Selecione um cliente.');
    expect(firstMessage(createPageRequestSchema.safeParse({ title: 'T', slug: 'abc', profileId: '' }))).toBe(
      'Selecione um cliente.',
    );
  });

  it('the slug is lowercased as typed and must pass the format check', () => {
    expect(createPageRequestSchema.parse({ title: 'T', slug: 'Maria-Silva', profileId: PROFILE }).slug).toBe(
      'maria-silva',
    );
    expect(firstMessage(createPageRequestSchema.safeParse({ title: 'T', slug: 'ab', profileId: PROFILE }))).toBe(
      'Slug deve ter entre 3 e 50 caracteres',
    );
    expect(firstMessage(createPageRequestSchema.safeParse({ title: 'T', slug: 'terms', profileId: PROFILE }))).toBe(
      'Este slug é reservado e não pode ser usado',
    );
  });

  it('title and description are trimmed; an empty description is none', () => {
    const body = createPageRequestSchema.parse({
      title: '  Maria ',
      slug: 'maria',
      profileId: PROFILE,
      description: '   ',
    });
    expect(body.title).toBe('Maria');
    expect(body.description).toBe('');
  });
});

describe('theme', () => {
  it('colours #RGB or #RRGGBB; fonts among the five offered', () => {
    expect(themeInputSchema.parse({ primaryColor: '#abc', fontFamily: 'open sans' })).toEqual({
      primaryColor: '#ABC',
      fontFamily: 'Open Sans, sans-serif',
    });
    expect(firstMessage(themeInputSchema.safeParse({ primaryColor: 'red' }))).toBe(
      'Cor inválida: use o formato #RRGGBB.',
    );
    expect(firstMessage(themeInputSchema.safeParse({ backgroundColor: '#fff;}body{x' }))).toBe(
      'Cor inválida: use o formato #RRGGBB.',
    );
    expect(firstMessage(themeInputSchema.safeParse({ fontFamily: 'Comic Sans' }))).toBe(
      'Fonte inválida. Use Inter, Roboto, Open Sans, Lato ou Montserrat.',
    );
    expect(normalizeFontFamily('"Montserrat", sans-serif')).toBe('Montserrat, sans-serif');
    expect(normalizeFontFamily('inherit')).toBe('inherit');
  });

  it('a stored theme is read with the defaults for what is missing or bad', () => {
    expect(readTheme(null)).toEqual(DEFAULT_THEME);
    expect(readTheme({ primaryColor: '#10b981', textColor: 'url(x)' })).toEqual({
      ...DEFAULT_THEME,
      primaryColor: '#10B981',
    });
  });
});

describe('seo', () => {
  it('keywords non-empty and unique', () => {
    expect(seoInputSchema.parse({ keywords: ['emergência', ' ', 'Emergência', 'saúde'] }).keywords).toEqual([
      'emergência',
      'saúde',
    ]);
    expect(seoInputSchema.parse({ keywords: 'a, b' }).keywords).toEqual(['a', 'b']);
  });
});

describe('the notes-JSON form', () => {
  it('reads description and theme, tolerating HTML-escaped quotes', () => {
    const json = JSON.stringify({ description: 'Olá "mundo"', theme: { primaryColor: '#111111' } });
    expect(parseNotesJson(json)).toEqual({
      description: 'Olá "mundo"',
      theme: { primaryColor: '#111111' },
      notes: undefined,
    });
    const escaped = json.replace(/"/g, '&quot;');
    expect(parseNotesJson(escaped)?.theme).toEqual({ primaryColor: '#111111' });
  });

  it('plain notes are not JSON', () => {
    expect(parseNotesJson('Usa marcapasso')).toBeNull();
    expect(parseNotesJson('{"other": 1}')).toBeNull();
    expect(parseNotesJson('{broken')).toBeNull();
    expect(parseNotesJson(null)).toBeNull();
  });

  it('the owner form accepts the spec payload', () => {
    const body = updateMyPageRequestSchema.parse({
      name: 'Maria',
      publicPageSlug: 'Maria-S',
      notes: '{&quot;description&quot;:&quot;x&quot;}',
      emergencyContacts: [{ contactName: 'Ana', contactPhone: '11 99999-0000', relation: 'Mãe' }],
      isContactsPublic: false,
    });
    expect(body.publicPageSlug).toBe('maria-s');
    expect(body.emergencyContacts).toEqual([
      { name: 'Ana', phone: '+5511999990000', relationship: 'Mãe', whatsapp: false },
    ]);
  });
});

describe('QR query', () => {
  it('defaults: size 256, include code,serial, link page, png', () => {
    expect(qrQuerySchema.parse({})).toEqual({
      size: 256,
      include: { code: true, serial: true },
      link: 'page',
      format: 'png',
      braceletCode: undefined,
    });
  });
  it('refuses a bad size, include, link or format', () => {
    expect(firstMessage(qrQuerySchema.safeParse({ size: 'x' }))).toBe(
      'size deve ser um número inteiro entre 64 e 2048.',
    );
    expect(firstMessage(qrQuerySchema.safeParse({ size: '5000' }))).toBe(
      'size deve ser um número inteiro entre 64 e 2048.',
    );
    expect(firstMessage(qrQuerySchema.safeParse({ include: 'code,foo' }))).toBe(
      'include aceita apenas code e serial, separados por vírgula.',
    );
    expect(firstMessage(qrQuerySchema.safeParse({ link: 'x' }))).toBe('link deve ser page ou tag.');
    expect(qrQuerySchema.parse({ include: 'none', braceletCode: ' ext1 ' })).toMatchObject({
      include: { code: false, serial: false },
      braceletCode: 'EXT1',
    });
  });
});

describe('U+0000 in any text is refused (PostgreSQL cannot store it), naming the field', () => {
  it('in titles, descriptions, SEO, notes and contacts', () => {
    const issue = (result: { error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
      result.error?.issues[0];
    expect(issue(updatePageRequestSchema.safeParse({ title: 'a\u0000b', slug: 'abc' }))).toMatchObject({
      path: ['title'],
      message: 'Texto contém um caractere inválido.',
    });
    expect(
      issue(updatePageRequestSchema.safeParse({ title: 'T', slug: 'abc', seo: { keywords: ['ok', 'x\u0000'] } }))?.path,
    ).toEqual(['seo', 'keywords', 1]);
    expect(
      issue(createPageRequestSchema.safeParse({ title: 'T', slug: 'abc', profileId: PROFILE, description: '\u0000' }))
        ?.path,
    ).toEqual(['description']);
    expect(issue(updateMyPageRequestSchema.safeParse({ notes: '{"description":"a\\u0000"}' }))).toBeUndefined(); // escaped in JSON text: checked when read
    expect(issue(updateMyPageRequestSchema.safeParse({ notes: 'a\u0000' }))?.path).toEqual(['notes']);
    expect(
      issue(
        updateMyPageRequestSchema.safeParse({
          emergencyContacts: [{ name: 'A\u0000', phone: '11 99999-0000', relationship: 'Mãe' }],
        }),
      )?.path,
    ).toEqual(['emergencyContacts', 0, 'name']);
    expect(issue(qrQuerySchema.safeParse({ braceletCode: 'A\u0000' }))?.path).toEqual(['braceletCode']);
  });
});
