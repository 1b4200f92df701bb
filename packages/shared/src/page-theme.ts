/** A page's theme (spec sections 3 and 9): its colours and font, as sent, as stored and as the API answers it. */
import { z } from 'zod';
import { PAGE_TEXTS } from './page-texts.js';
import { rememberPure } from './remember.js';

/** Fonts offered (spec section 9): Inter, Roboto, Open Sans, Lato, plus Montserrat on page creation. */
export const PAGE_FONTS = ['Inter', 'Roboto', 'Open Sans', 'Lato', 'Montserrat'] as const;
export type PageFont = (typeof PAGE_FONTS)[number];

/** Each page font's self-hosted name (its @fontsource package): /fonts/{name}.css and /fonts/{name}-...woff2. */
export const PAGE_FONT_NAMES: Record<PageFont, string> = {
  Inter: 'inter',
  Roboto: 'roboto',
  'Open Sans': 'open-sans',
  Lato: 'lato',
  Montserrat: 'montserrat',
};

/**
 * The font a theme's font-family names first ('"Open Sans", sans-serif' -> 'Open Sans'), if it is one we serve.
 * Remembered (as normalizeFontFamily): every scan asks it of the same few values.
 */
export const pageFontOf = rememberPure(64, (fontFamily: string): PageFont | null => {
  const first = (fontFamily.split(',')[0] ?? '')
    .trim()
    .replace(/^['"]|['"]$/g, '')
    .toLowerCase();
  return PAGE_FONTS.find((font) => font.toLowerCase() === first) ?? null;
});

/** The stylesheet of a theme's font (its @font-face rules), or null for the device's font. */
export function pageFontStylesheet(fontFamily: string): string | null {
  const font = pageFontOf(fontFamily);
  return font ? `/fonts/${PAGE_FONT_NAMES[font]}.css` : null;
}

export type PageTheme = { primaryColor: string; backgroundColor: string; textColor: string; fontFamily: string };

/** Spec section 3 defaults of a page. */
export const DEFAULT_THEME: PageTheme = {
  primaryColor: '#3B82F6',
  backgroundColor: '#F3F4F6',
  textColor: '#111827',
  fontFamily: 'Inter, sans-serif',
};
/** Spec section 3: the public page's own defaults (a page stored without a theme). */
export const PUBLIC_PAGE_DEFAULT_THEME: PageTheme = {
  primaryColor: '#3b82f6',
  backgroundColor: '#f3f4f6',
  textColor: '#111827',
  fontFamily: 'inherit',
};
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * A font as the forms send it ('Inter', 'Inter, sans-serif', '"Open Sans", sans-serif', 'inherit')
 * stored as '{Font}, sans-serif' or 'inherit'; null when it is not one we offer.
 */
export const normalizeFontFamily = rememberPure(64, (value: string): string | null => {
  const first = (value.split(',')[0] ?? '')
    .trim()
    .replace(/^['"]|['"]$/g, '')
    .trim()
    .toLowerCase();
  if (first === 'inherit' || first === 'system-ui' || first === 'sans-serif') return 'inherit';
  const font = PAGE_FONTS.find((f) => f.toLowerCase() === first);
  return font ? `${font}, sans-serif` : null;
});

/** The font's family name for CSS ('Open Sans, sans-serif' -> 'Open Sans'); null for inherit. */
export function fontName(fontFamily: string): PageFont | null {
  const normalized = normalizeFontFamily(fontFamily);
  if (!normalized || normalized === 'inherit') return null;
  return normalized.split(',')[0] as PageFont;
}

const colorSchema = z
  .string({ error: PAGE_TEXTS.colorInvalid })
  .trim()
  .regex(HEX_COLOR, PAGE_TEXTS.colorInvalid)
  .transform((value) => value.toUpperCase());

/** A theme as sent: every key optional (missing keys take the defaults); colours #RGB or #RRGGBB. */
export const themeInputSchema = z.object(
  {
    primaryColor: colorSchema.optional(),
    backgroundColor: colorSchema.optional(),
    textColor: colorSchema.optional(),
    fontFamily: z
      .string({ error: PAGE_TEXTS.fontInvalid })
      .transform((value, ctx) => {
        const font = normalizeFontFamily(value);
        if (!font) {
          ctx.addIssue({ code: 'custom', message: PAGE_TEXTS.fontInvalid });
          return z.NEVER;
        }
        return font;
      })
      .optional(),
  },
  { error: 'theme deve ser um objeto.' },
);
export type ThemeInput = z.infer<typeof themeInputSchema>;

export const resolveTheme = (
  input: Partial<PageTheme> | null | undefined,
  base: PageTheme = DEFAULT_THEME,
): PageTheme => ({
  primaryColor: input?.primaryColor || base.primaryColor,
  backgroundColor: input?.backgroundColor || base.backgroundColor,
  textColor: input?.textColor || base.textColor,
  fontFamily: input?.fontFamily || base.fontFamily,
});

/** Reads a stored theme without failing: unknown colours and fonts fall back to the defaults. */
export function readTheme(value: unknown, base: PageTheme = DEFAULT_THEME): PageTheme {
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const color = (v: unknown) =>
    typeof v === 'string' && HEX_COLOR.test(v.trim()) ? v.trim().toUpperCase() : undefined;
  const font = typeof raw.fontFamily === 'string' ? (normalizeFontFamily(raw.fontFamily) ?? undefined) : undefined;
  return resolveTheme(
    {
      primaryColor: color(raw.primaryColor),
      backgroundColor: color(raw.backgroundColor),
      textColor: color(raw.textColor),
      fontFamily: font,
    },
    base,
  );
}

export const themeSchema = z.object({
  primaryColor: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
  fontFamily: z.string(),
});
