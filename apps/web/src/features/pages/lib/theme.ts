import { DEFAULT_THEME, fontName, PAGE_FONTS, type PageFont, type PageTheme } from '@portal/shared';

/** Spec section 9: the editor offers Inter, Roboto, Open Sans and Lato; page creation adds Montserrat. */
export const EDITOR_FONTS: readonly PageFont[] = ['Inter', 'Roboto', 'Open Sans', 'Lato'];
export const CREATE_FONTS: readonly PageFont[] = PAGE_FONTS;

/** A theme as the forms edit it: three colours and the font's name. */
export type ThemeForm = { primaryColor: string; backgroundColor: string; textColor: string; font: PageFont };
/** A theme as the API receives it (fontFamily '{Font}, sans-serif'). */
export type PageThemeValues = PageTheme;

export const themeToForm = (theme: Partial<PageTheme> | null | undefined): ThemeForm => ({
  primaryColor: (theme?.primaryColor || DEFAULT_THEME.primaryColor).toUpperCase(),
  backgroundColor: (theme?.backgroundColor || DEFAULT_THEME.backgroundColor).toUpperCase(),
  textColor: (theme?.textColor || DEFAULT_THEME.textColor).toUpperCase(),
  font: fontName(theme?.fontFamily ?? '') ?? 'Inter',
});

export const themeFromForm = (form: ThemeForm): PageThemeValues => ({
  primaryColor: form.primaryColor.toUpperCase(),
  backgroundColor: form.backgroundColor.toUpperCase(),
  textColor: form.textColor.toUpperCase(),
  fontFamily: `${form.font}, sans-serif`,
});

/** A CSS font stack for a font name (quoted when it has a space). */
export const cssFontStack = (font: string) =>
  `${font.includes(' ') ? `'${font}'` : font}, ui-sans-serif, system-ui, sans-serif`;

export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#abc' -> '#AABBCC' (the native colour picker only takes six digits). */
export function toSixDigitHex(color: string): string {
  const value = color.trim();
  if (/^#[0-9a-f]{3}$/i.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`.toUpperCase();
  return HEX_COLOR.test(value) ? value.toUpperCase() : '#000000';
}
