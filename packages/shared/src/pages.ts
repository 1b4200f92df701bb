/**
 * Public pages: the API contract and rules of spec section 3 ('Public page'), 4, 5 (page creation and save)
 * and 7 ('Pages'), shared by the server and the web app. Their texts are page-texts.ts, their theme page-theme.ts,
 * their SEO page-seo.ts, and what a visitor receives public-contract.ts.
 */
import { z } from 'zod';
import { paginationQuerySchema, paginationSchema } from './pagination.js';
import { allowIndexingSchema, seoInputSchema, seoSchema } from './page-seo.js';
import { PAGE_TEXTS } from './page-texts.js';
import { themeInputSchema, themeSchema } from './page-theme.js';
import { emergencyContactsSchema, emergencyContactSchema } from './profile-contacts.js';
import { medicalInfoResponseSchema, medicalInfoSchema } from './profile-medical.js';
import { PROFILE_KINDS } from './profiles.js';
import { refuseNulCharacters, trimmedText } from './request-text.js';
import { optionalSlugSchema, SLUG_TEXTS, slugError } from './slug.js';

export const DEFAULT_PAGE_SLUG = 'meu-perfil';
export const DEFAULT_PAGE_TITLE = 'Meu Perfil';
/** Spec section 3: 'the public page default title is Perfil {product}', {product} being the portal's name. */
export const publicPageDefaultTitle = (appName: string) => `Perfil ${appName}`;

// ---- The notes-JSON form (spec section 3)

/** HTML-escaped quotes (and the ampersand) as some clients send them inside the notes JSON. */
export function unescapeHtmlQuotes(value: string): string {
  return value
    .replace(/&quot;|&#34;|&#x22;/gi, '"')
    .replace(/&#39;|&#x27;|&apos;/gi, "'")
    .replace(/&amp;/gi, '&');
}

export type NotesJson = { description?: string; theme?: Record<string, unknown>; notes?: string };

/**
 * Spec section 3: 'The description and theme are stored as a JSON string inside the profile's notes field.
 * HTML-escaped quotes are tolerated when reading it.' Returns the parsed object when notes is such a JSON
 * (an object with description, theme or notes), else null (the notes are plain text).
 */
export function parseNotesJson(notes: string | null | undefined): NotesJson | null {
  const textValue = (notes ?? '').trim();
  if (!textValue.startsWith('{') && !textValue.startsWith('&')) return null;
  for (const candidate of [textValue, unescapeHtmlQuotes(textValue)]) {
    try {
      const parsed: unknown = JSON.parse(candidate);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        const o = parsed as Record<string, unknown>;
        if (!('description' in o) && !('theme' in o) && !('notes' in o)) return null;
        return {
          description: typeof o.description === 'string' ? o.description : undefined,
          theme: typeof o.theme === 'object' && o.theme !== null ? (o.theme as Record<string, unknown>) : undefined,
          notes: typeof o.notes === 'string' ? o.notes : undefined,
        };
      }
    } catch {
      // try the unescaped form, then give up: plain text
    }
  }
  return null;
}

// ---- Requests

const titleSchema = z
  .string({ error: PAGE_TEXTS.titleRequired })
  .trim()
  .min(1, PAGE_TEXTS.titleRequired)
  .max(120, PAGE_TEXTS.titleTooLong);
/** Spec section 5: 'An empty description is omitted.' Blank means none. */
const descriptionSchema = trimmedText(2000, PAGE_TEXTS.descriptionTooLong, PAGE_TEXTS.descriptionTooLong);
/** A required slug with the admin form's messages ('Slug é obrigatório.', then the format rules). */
const requiredSlugSchema = z
  .union([z.string(), z.null()], { error: SLUG_TEXTS.required })
  .optional()
  .transform((value) => (value ?? '').trim().toLowerCase())
  .superRefine((value, ctx) => {
    if (!value) ctx.addIssue({ code: 'custom', message: SLUG_TEXTS.required });
    else {
      const message = slugError(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }
  });

/** POST /admin/pages {title, slug, profileId, description} (+ theme, seo, isActive). */
export const createPageRequestSchema = z
  .object({
    title: titleSchema,
    slug: requiredSlugSchema,
    profileId: z
      .union([z.string(), z.null()], { error: PAGE_TEXTS.clientRequired })
      .optional()
      .transform((v) => (v ?? '').trim())
      .pipe(z.uuid({ error: PAGE_TEXTS.clientRequired })),
    description: descriptionSchema,
    theme: themeInputSchema.optional(),
    seo: seoInputSchema.optional(),
    isActive: z.boolean({ error: 'isActive deve ser true ou false.' }).optional(),
    /** Absent: the default for the profile's kind (defaultAllowIndexing). */
    allowIndexing: allowIndexingSchema.optional(),
  })
  .superRefine((body, ctx) => refuseNulCharacters(body, ctx));
export type CreatePageRequest = z.infer<typeof createPageRequestSchema>;
/** What a client sends (z.input); the web types its bodies with these. */
export type CreatePageRequestBody = z.input<typeof createPageRequestSchema>;

/**
 * PUT /admin/pages/{id} (spec: {title, description?, slug, medicalInfo, isMedicalInfoPublic,
 * emergencyContacts, isContactsPublic, theme, seo}). Title and slug are required; a missing description
 * clears it (the form omits an empty one); missing theme, seo, medical info, contacts and toggles are kept.
 */
export const updatePageRequestSchema = z
  .object({
    title: titleSchema,
    slug: requiredSlugSchema,
    description: descriptionSchema,
    theme: themeInputSchema.optional(),
    seo: seoInputSchema.optional(),
    isActive: z.boolean({ error: 'isActive deve ser true ou false.' }).optional(),
    medicalInfo: medicalInfoSchema.optional(),
    isMedicalInfoPublic: z.boolean({ error: 'isMedicalInfoPublic deve ser true ou false.' }).optional(),
    emergencyContacts: emergencyContactsSchema.optional(),
    isContactsPublic: z.boolean({ error: 'isContactsPublic deve ser true ou false.' }).optional(),
    isNamePublic: z.boolean().optional(),
    isPhotosPublic: z.boolean().optional(),
    isNotesPublic: z.boolean().optional(),
    allowIndexing: allowIndexingSchema.optional(),
  })
  .superRefine((body, ctx) => refuseNulCharacters(body, ctx));
export type UpdatePageRequest = z.infer<typeof updatePageRequestSchema>;
export type UpdatePageRequestBody = z.input<typeof updatePageRequestSchema>;

export const pageStatusRequestSchema = z.object({ isActive: z.boolean({ error: 'isActive deve ser true ou false.' }) });
export type PageStatusRequestBody = z.input<typeof pageStatusRequestSchema>;

const isActiveFilter = z.preprocess(
  (value) =>
    typeof value === 'string' && ['', 'all', 'todas', 'todos'].includes(value.trim().toLowerCase()) ? undefined : value,
  z
    .enum(['true', 'false', 'active', 'inactive'], { error: 'isActive deve ser true, false ou all.' })
    .transform((v) => v === 'true' || v === 'active')
    .optional(),
);

export const listPagesQuerySchema = paginationQuerySchema
  .extend({
    search: z.string().trim().max(200).optional(),
    isActive: isActiveFilter,
  })
  .superRefine((body, ctx) => refuseNulCharacters(body, ctx));
export type ListPagesQuery = z.infer<typeof listPagesQuerySchema>;

/**
 * POST /me/page {userId, name, publicPageSlug} and its admin fallback POST /public/admin/pages
 * (which needs userId). A missing slug is made from the name ('meu-perfil' when that gives nothing).
 */
export const createMyPageRequestSchema = z
  .object({
    userId: z.uuid({ error: 'userId inválido' }).optional(),
    name: trimmedText(120, PAGE_TEXTS.titleTooLong),
    title: trimmedText(120, PAGE_TEXTS.titleTooLong),
    publicPageSlug: optionalSlugSchema,
    slug: optionalSlugSchema,
    description: descriptionSchema,
  })
  .superRefine((body, ctx) => refuseNulCharacters(body, ctx));
export type CreateMyPageRequest = z.infer<typeof createMyPageRequestSchema>;
export type CreateMyPageRequestBody = z.input<typeof createMyPageRequestSchema>;

/**
 * PUT /me/page/{id} and its admin fallback PUT /public/admin/pages/{id}: the spec's form {name,
 * publicPageSlug, notes (JSON of description and theme), medicalInfo, isMedicalInfoPublic,
 * emergencyContacts, isContactsPublic}, and also the client page update form (title, slug, description,
 * theme, seo). Every field is optional: what is absent is kept.
 */
export const updateMyPageRequestSchema = z
  .object({
    name: z.string({ error: 'name deve ser um texto.' }).trim().max(120, PAGE_TEXTS.titleTooLong).optional(),
    title: z.string({ error: PAGE_TEXTS.titleRequired }).trim().max(120, PAGE_TEXTS.titleTooLong).optional(),
    publicPageSlug: optionalSlugSchema,
    slug: optionalSlugSchema,
    notes: z
      .union([z.string(), z.null()], { error: PAGE_TEXTS.notesJsonInvalid })
      .optional()
      .pipe(z.union([z.string().max(10_000), z.null()]).optional()),
    description: z
      .union([z.string(), z.null()])
      .optional()
      .transform((v) => (v === undefined ? undefined : (v ?? '').trim()))
      .pipe(z.string().max(2000, PAGE_TEXTS.descriptionTooLong).optional()),
    theme: themeInputSchema.optional(),
    seo: seoInputSchema.optional(),
    medicalInfo: medicalInfoSchema.optional(),
    isMedicalInfoPublic: z.boolean().optional(),
    emergencyContacts: emergencyContactsSchema.optional(),
    isContactsPublic: z.boolean().optional(),
    isNamePublic: z.boolean().optional(),
    isPhotosPublic: z.boolean().optional(),
    isNotesPublic: z.boolean().optional(),
    allowIndexing: allowIndexingSchema.optional(),
  })
  .superRefine((body, ctx) => refuseNulCharacters(body, ctx));
export type UpdateMyPageRequest = z.infer<typeof updateMyPageRequestSchema>;
export type UpdateMyPageRequestBody = z.input<typeof updateMyPageRequestSchema>;

export const validateSlugQuerySchema = z.object({
  /** The page being edited: its own slugs (current and old) count as available. */
  pageId: z.uuid({ error: 'pageId inválido' }).optional(),
});

export const qrQuerySchema = z
  .object({
    size: z.coerce
      .number({ error: PAGE_TEXTS.qrSizeInvalid })
      .int(PAGE_TEXTS.qrSizeInvalid)
      .min(64, PAGE_TEXTS.qrSizeInvalid)
      .max(2048, PAGE_TEXTS.qrSizeInvalid)
      .default(256),
    include: z
      .string()
      .trim()
      .toLowerCase()
      .default('code,serial')
      .transform((value, ctx) => {
        const parts =
          value === 'none'
            ? []
            : value
                .split(',')
                .map((p) => p.trim())
                .filter(Boolean);
        if (parts.some((p) => p !== 'code' && p !== 'serial')) {
          ctx.addIssue({ code: 'custom', message: PAGE_TEXTS.qrIncludeInvalid });
          return z.NEVER;
        }
        return { code: parts.includes('code'), serial: parts.includes('serial') };
      }),
    link: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['page', 'tag'], { error: PAGE_TEXTS.qrLinkInvalid }))
      .default('page'),
    braceletCode: z
      .string()
      .trim()
      .toUpperCase()
      .max(64)
      .optional()
      .transform((v) => v || undefined),
    format: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['png', 'svg'], { error: PAGE_TEXTS.qrFormatInvalid }))
      .default('png'),
  })
  .superRefine((body, ctx) => refuseNulCharacters(body, ctx));
export type QrQuery = z.infer<typeof qrQuerySchema>;

// ---- Responses

export const pageAnalyticsSchema = z.object({
  views: z.number().int(),
  uniqueVisitors: z.number().int(),
  lastAccessed: z.string().nullable(),
});

/** The 'Public page' entity of spec section 3, plus the linked client (admin cards) and the full public URL. */
export const pageSchema = z.object({
  id: z.string(),
  profileId: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  theme: themeSchema,
  seo: seoSchema,
  analytics: pageAnalyticsSchema,
  medicalInfo: medicalInfoResponseSchema,
  isMedicalInfoPublic: z.boolean(),
  emergencyContacts: z.array(emergencyContactSchema),
  isContactsPublic: z.boolean(),
  /** The profile's photos appear on the page (each photo may still be private on its own). */
  isPhotosPublic: z.boolean(),
  /** Search engines may index the page (robots meta and X-Robots-Tag 'noindex' when false). */
  allowIndexing: z.boolean(),
  /** The page's profile (the spec's 'client'): kind and whether it is the account's primary one (issue 14). */
  client: z.object({
    id: z.string(),
    userId: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    kind: z.enum(PROFILE_KINDS).optional(),
    isPrimary: z.boolean().optional(),
  }),
  publicUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Page = z.infer<typeof pageSchema>;

/**
 * A page as the pages screen's cards show it (GET /admin/pages): the page's own fields and its client's name, kind
 * and account e-mail; none of the profile's medical info or contacts (issue 40: those reach an admin only in
 * GET /admin/pages/{id} and the other answers that write a row of the owner's access log).
 */
export const pageListItemSchema = pageSchema.omit({
  medicalInfo: true,
  isMedicalInfoPublic: true,
  emergencyContacts: true,
  isContactsPublic: true,
  isPhotosPublic: true,
});
export type PageListItem = z.infer<typeof pageListItemSchema>;

export const listPagesResponseSchema = z.object({
  pages: z.array(pageListItemSchema),
  /** Where the pages' URLs point: PUBLIC_URL, or the address the request reached when it is unset (the screen warns on localhost). */
  publicBaseUrl: z.string(),
  pagination: paginationSchema,
});
export type ListPagesResponse = z.infer<typeof listPagesResponseSchema>;

export const pageStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  totalViews: z.number().int(),
  averageViewsPerPage: z.number(),
});
export type PageStats = z.infer<typeof pageStatsSchema>;

export const validateSlugResponseSchema = z.object({
  available: z.boolean(),
  suggestions: z.array(z.string()),
  message: z.string().optional(),
});
export type ValidateSlugResponse = z.infer<typeof validateSlugResponseSchema>;
