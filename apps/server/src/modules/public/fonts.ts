/**
 * The page fonts (PAGE_FONTS: Inter, Roboto, Open Sans, Lato, Montserrat), self-hosted from the @fontsource packages
 * so a public page never calls a third party and the CSP's font-src 'self' holds. Each font: latin and latin-ext,
 * weights 400 and 700 (600 and 800 of the page's CSS use the nearest), woff2 only, at /fonts/<file>.woff2.
 *
 * A public page declares only its own font, inline (@font-face costs no request and blocks nothing), with
 * `font-display: swap`: the first paint uses the fallback and the font file arrives after it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { APP_FONT_STYLESHEET, PAGE_FONT_NAMES, PAGE_FONTS, pageFontOf, type PageFont } from '@portal/shared';

export const FONTS_ROUTE_PREFIX = '/fonts/';

const PACKAGES = PAGE_FONT_NAMES;
const WEIGHTS = [400, 700] as const;
/** The admin app's text (apps/web: index.css's Inter) uses 500 and 600 as well: its own stylesheet, APP_FONT_STYLESHEET. */
const APP_WEIGHTS = [400, 500, 600, 700] as const;
const SUBSETS = ['latin-ext', 'latin'] as const;

type FontFace = { file: string; filePath: string; weight: number; unicodeRange: string };

const require = createRequire(import.meta.url);

/** The faces of one font, read from its package's CSS (its unicode ranges are the package's, not retyped here). */
function facesOf(font: PageFont, weights: readonly number[] = WEIGHTS): FontFace[] {
  const name = PACKAGES[font];
  const packageDir = path.dirname(require.resolve(`@fontsource/${name}/package.json`));
  const faces: FontFace[] = [];
  for (const weight of weights) {
    const css = readFileSync(path.join(packageDir, `${weight}.css`), 'utf8');
    for (const subset of SUBSETS) {
      const file = `${name}-${subset}-${weight}-normal.woff2`;
      const block = new RegExp(`/\\* ${name}-${subset}-${weight}-normal \\*/\\s*@font-face\\s*{([^}]*)}`).exec(css);
      const unicodeRange = block ? /unicode-range:\s*([^;]+);/.exec(block[1]!)?.[1]?.trim() : undefined;
      if (!unicodeRange) throw new Error(`@fontsource/${name}: ${file} não encontrado em ${weight}.css`);
      faces.push({ file, filePath: path.join(packageDir, 'files', file), weight, unicodeRange });
    }
  }
  return faces;
}

const FACES = new Map<PageFont, FontFace[]>(PAGE_FONTS.map((font) => [font, facesOf(font)]));
const APP_FACES = facesOf('Inter', APP_WEIGHTS);
const FILES = new Map<string, string>([...FACES.values(), APP_FACES].flat().map((face) => [face.file, face.filePath]));
const fontFaceRules = (font: PageFont, faces: FontFace[]): string =>
  faces
    .map(
      (face) =>
        `@font-face{font-family:"${font}";font-style:normal;font-display:swap;font-weight:${face.weight};` +
        `src:url(${FONTS_ROUTE_PREFIX}${face.file}) format("woff2");unicode-range:${face.unicodeRange}}`,
    )
    .join('');
const CSS = new Map<PageFont, string>([...FACES].map(([font, faces]) => [font, fontFaceRules(font, faces)]));

/** The @font-face rules of the theme's font only ('' for the device's font: 'inherit', 'system-ui'). */
export const fontFaceCss = (fontFamily: string): string => {
  const font = pageFontOf(fontFamily);
  return font ? CSS.get(font)! : '';
};

/** The path of a served font file, or undefined for any other name (nothing else of the packages is served). */
export const fontFilePath = (file: string): string | undefined => FILES.get(file);

/** '/fonts/inter.css': one font's @font-face rules, for the page editor's preview (pageFontStylesheet). */
const STYLESHEETS = new Map<string, string>([
  ...[...CSS].map(([font, css]): [string, string] => [`${PACKAGES[font]}.css`, css]),
  // The signed-in app's Inter (issue 43): the same files, its four weights; linked by apps/web/src/main.tsx.
  [APP_FONT_STYLESHEET.slice(FONTS_ROUTE_PREFIX.length), fontFaceRules('Inter', APP_FACES)],
]);
export const fontStylesheet = (file: string): string | undefined => STYLESHEETS.get(file);

/** Every served font file name (tests, the budget). */
export const FONT_FILES: readonly string[] = [...FILES.keys()];
