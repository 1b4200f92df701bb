/**
 * WCAG 2 contrast for the owner's theme colours: a page must read for everyone, whatever colour was picked.
 * Colours arrive validated as #RGB or #RRGGBB (pageThemeSchema).
 */
import { rememberPure } from '../remember.js';

/** The minimum contrast of normal text (WCAG 2, level AA). */
export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

function toRgb(color: string): Rgb {
  const hex = color.trim().slice(1);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

function luminanceOf(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminanceOf(toRgb(a)), luminanceOf(toRgb(b))].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * `color` as it is when it reads on `background` (contrast 4.5:1 or more); otherwise the nearest shade that
 * does: darker on a light background, lighter on a dark one, in steps of 5% towards black or white.
 * The owner's hue is kept; only its lightness moves, and only as far as needed.
 */
export function readableShade(color: string, background: string): string {
  return readableShades(`${color}|${background}`);
}

// A pure function of its two colours: remembered per pair (themes are few, but stored freely: bounded).
const readableShades = rememberPure(1000, (pair) => {
  const [color = '', background = ''] = pair.split('|');
  return computeReadableShade(color, background);
});

function computeReadableShade(color: string, background: string): string {
  const base = toRgb(color);
  const towards = luminanceOf(toRgb(background)) > 0.18 ? 0 : 255;
  for (let step = 0; step < 20; step += 1) {
    const shade = toHex(base.map((c) => c + ((towards - c) * step) / 20) as Rgb);
    if (contrastRatio(shade, background) >= MIN_TEXT_CONTRAST) return shade;
  }
  // Black reads on any background lighter than 0.18 of luminance, white on any other (4.58:1 at worst).
  return towards === 0 ? '#000000' : '#FFFFFF';
}
