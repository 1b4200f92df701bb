/**
 * Slug rules (spec section 5), the same on both sides: the page forms check them as the user types,
 * the server checks them again before it writes.
 */
import { z } from 'zod';

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 50;
/** Spec section 3: the default slug of a user's page when the name gives nothing. */
export const DEFAULT_SLUG = 'meu-perfil';

export const SLUG_TEXTS = {
  length: 'Slug deve ter entre 3 e 50 caracteres',
  format: 'Slug deve conter apenas letras minúsculas, números e hífens',
  reserved: 'Este slug é reservado e não pode ser usado',
  taken: 'Este slug já está em uso. Escolha outro.',
  required: 'Slug é obrigatório.',
  invalid: 'Slug inválido.',
  available: 'Slug disponível',
  missing: 'Slug da página não encontrado',
} as const;

/** Spec section 5: refused with 'Este slug é reservado e não pode ser usado'. */
export const RESERVED_SLUGS: readonly string[] = [
  'admin',
  'api',
  'www',
  'app',
  'dashboard',
  'login',
  'register',
  'profile',
  'settings',
  'help',
  'support',
  'about',
  'contact',
  'terms',
  'privacy',
  'public',
  'static',
  'assets',
];

const SLUG_CHARS = /^[a-z0-9-]+$/;

/**
 * The first rule a slug breaks, as the spec's message, or null when it is valid.
 * Order: length, characters, hyphens (leading, trailing or double: the format message), reserved words.
 */
export function slugError(slug: string): string | null {
  if (slug.length < SLUG_MIN_LENGTH || slug.length > SLUG_MAX_LENGTH) return SLUG_TEXTS.length;
  if (!SLUG_CHARS.test(slug)) return SLUG_TEXTS.format;
  if (slug.startsWith('-') || slug.endsWith('-') || slug.includes('--')) return SLUG_TEXTS.format;
  if (RESERVED_SLUGS.includes(slug)) return SLUG_TEXTS.reserved;
  return null;
}

export const isValidSlug = (slug: string) => slugError(slug) === null;

/**
 * Whether a path key (lower-cased) could name a page: a slug, an old slug kept from before today's rules, or a
 * profile id. Slug characters only, at most 200; anything else is not looked up at all.
 */
export const isSlugShaped = (key: string) => key.length <= 200 && SLUG_CHARS.test(key);

const stripAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * The generator (spec section 5): lowercases, strips accents, replaces spaces with hyphens and collapses
 * hyphens. It also drops what a slug cannot hold and trims hyphens at the ends, so its result passes
 * the format check whenever it is long enough; it is cut to 50 characters.
 */
export function slugify(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/**
 * Default slug of a user's page (spec section 5): the name with accents stripped, lowercased,
 * non-alphanumerics removed, spaces to hyphens, hyphens collapsed; 'meu-perfil' when that gives
 * nothing usable (empty, too short or a reserved word).
 */
export function defaultSlugFromName(name: string | null | undefined): string {
  const slug = stripAccents(name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return isValidSlug(slug) ? slug : DEFAULT_SLUG;
}

/** 'maria' + 2 -> 'maria-2', cut so the result stays within 50 characters. */
export function slugWithSuffix(base: string, suffix: string | number): string {
  const tail = `-${suffix}`;
  const head = base.slice(0, SLUG_MAX_LENGTH - tail.length).replace(/-+$/, '');
  return `${head}${tail}`;
}

/**
 * Candidate alternatives for a slug that is taken or invalid, best first: the slug made valid,
 * then numbered variants. The server keeps the available ones.
 */
export function slugCandidates(input: string, count = 8): string[] {
  let base = slugify(input);
  if (base.length < SLUG_MIN_LENGTH) base = base ? `${base}-perfil` : DEFAULT_SLUG;
  if (RESERVED_SLUGS.includes(base)) base = `${base}-perfil`;
  const out = new Set<string>();
  if (base !== input && isValidSlug(base)) out.add(base);
  for (let n = 2; out.size < count && n < count + 10; n += 1) {
    const candidate = slugWithSuffix(base, n);
    if (isValidSlug(candidate)) out.add(candidate);
  }
  return [...out];
}

/** A slug as the forms send it: trimmed and lowercased (spec: 'lowercased as typed'), then checked. */
export const slugSchema = z
  .string({ error: SLUG_TEXTS.required })
  .trim()
  .toLowerCase()
  .min(1, SLUG_TEXTS.required)
  .superRefine((value, ctx) => {
    const message = slugError(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** An optional slug: blank or missing means "generate one". */
export const optionalSlugSchema = z
  .union([z.string({ error: SLUG_TEXTS.invalid }), z.null()])
  .optional()
  .transform((value) => (value ?? '').trim().toLowerCase())
  .superRefine((value, ctx) => {
    if (!value) return;
    const message = slugError(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform((value) => value || undefined);
