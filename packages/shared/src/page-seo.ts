/** What search engines see of a page: its meta title, description and keywords, and whether it may be indexed at all. */
import { z } from 'zod';
import { isStringList } from './json-values.js';
import { PAGE_TEXTS } from './page-texts.js';
import type { ProfileKind } from './profiles.js';
import { trimmedText } from './request-text.js';

/**
 * Whether search engines may index a new page: a person's emergency card (or a pet's) stays out of search
 * results unless its owner turns indexing on; an equipment sheet starts indexable.
 */
export const defaultAllowIndexing = (kind: ProfileKind) => kind === 'EQUIPMENT';
export const allowIndexingSchema = z.boolean({ error: PAGE_TEXTS.allowIndexingInvalid });

export type PageSeo = { metaTitle: string; metaDescription: string; keywords: string[] };
export const EMPTY_SEO: PageSeo = { metaTitle: '', metaDescription: '', keywords: [] };

/** SEO as sent; spec section 5: 'A keyword must be non-empty and unique' (blank ones dropped, repeats kept once). */
export const seoInputSchema = z.object(
  {
    metaTitle: trimmedText(120, PAGE_TEXTS.metaTitleTooLong),
    metaDescription: trimmedText(300, PAGE_TEXTS.metaDescriptionTooLong),
    keywords: z
      .union([z.array(z.string()), z.string(), z.null()], { error: 'keywords deve ser uma lista de textos.' })
      .optional()
      .transform((v) => {
        const list = v === null || v === undefined ? [] : Array.isArray(v) ? v : v.split(',');
        const seen = new Set<string>();
        return list.map((k) => k.trim()).filter((k) => k && !seen.has(k.toLowerCase()) && seen.add(k.toLowerCase()));
      })
      .pipe(
        z
          .array(z.string().max(60, 'Cada palavra-chave deve ter no máximo 60 caracteres.'))
          .max(20, PAGE_TEXTS.keywordsTooMany),
      ),
  },
  { error: 'seo deve ser um objeto.' },
);

/** Reads stored SEO (as the API wrote it: a quick check, the full schema only for other shapes). */
export function readSeo(value: unknown): PageSeo {
  const o = (value ?? {}) as Partial<Record<keyof PageSeo, unknown>>;
  if (
    typeof o === 'object' &&
    (o.metaTitle === undefined || typeof o.metaTitle === 'string') &&
    (o.metaDescription === undefined || typeof o.metaDescription === 'string') &&
    (o.keywords === undefined || isStringList(o.keywords))
  ) {
    return {
      metaTitle: (o.metaTitle as string | undefined) ?? '',
      metaDescription: (o.metaDescription as string | undefined) ?? '',
      keywords: (o.keywords as string[] | undefined) ?? [],
    };
  }
  const parsed = seoInputSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : { ...EMPTY_SEO };
}

export const seoSchema = z.object({
  metaTitle: z.string(),
  metaDescription: z.string(),
  keywords: z.array(z.string()),
});
