/**
 * What a public page needs to draw a photo: each stored size's width and height (for srcset and the aspect ratio),
 * and its ThumbHash placeholder as a tiny data URL or an average colour (drawn while the photo loads).
 */
import { thumbHashToAverageRGBA, thumbHashToRGBA, rgbaToDataURL } from 'thumbhash';
import { photoSrc, type Photo } from '../photos.js';

/** The boxes the server fits each stored size inside (the README's "Fotos"); the original is at most 1920x1080. */
const SIZE_BOXES = { thumbnail: 320, medium: 960 } as const;
type DrawnSize = keyof typeof SIZE_BOXES;

/** The original's size, when the photo says it; else a square (old photos without metadata). */
function originalSize(photo: Photo): { width: number; height: number } | null {
  const { width, height } = photo.metadata ?? {};
  return width && height && width > 0 && height > 0 ? { width, height } : null;
}

/** Width and height of a stored size: the original fitted inside the size's square box, never enlarged. */
export function photoDimensions(photo: Photo, size: DrawnSize): { width: number; height: number } {
  const box = SIZE_BOXES[size];
  const original = originalSize(photo);
  if (!original) return { width: box, height: box };
  const scale = Math.min(1, box / original.width, box / original.height);
  return {
    width: Math.max(1, Math.round(original.width * scale)),
    height: Math.max(1, Math.round(original.height * scale)),
  };
}

/** `srcset` with the thumbnail and the medium size, each by its real width. */
export function photoSrcSet(photo: Photo): string {
  return (['thumbnail', 'medium'] as const)
    .map((size) => `${photoSrc(photo, size)} ${photoDimensions(photo, size).width}w`)
    .join(', ');
}

/**
 * The width the image is drawn at in a square frame of `frame` CSS pixels with object-fit cover: a landscape
 * photo is drawn wider than its frame (its sides cropped), so it needs that many pixels across to stay sharp.
 */
export function coverWidth(photo: Photo, frame: number): number {
  const original = originalSize(photo);
  if (!original) return frame;
  return Math.ceil(frame * Math.max(1, original.width / original.height));
}

function decodeHash(base64: string): Uint8Array | null {
  try {
    const binary = atob(base64);
    if (binary.length < 5 || binary.length > 64) return null;
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

const PLACEHOLDER_SIDE = 16;
const placeholders = new Map<string, string | null>();

/**
 * The ThumbHash as a PNG data URL of at most 16 pixels a side (the decoded ~32 px image, halved: about 1 KB of
 * base64 instead of 4 KB; the browser's smooth upscaling keeps it a blur). Null for a missing or unreadable hash.
 * Recent results are remembered: the server renders the same pages over and over.
 */
export function photoPlaceholderDataUrl(placeholder: string | undefined): string | null {
  if (!placeholder) return null;
  const known = placeholders.get(placeholder);
  if (known !== undefined) return known;
  let url: string | null = null;
  const hash = decodeHash(placeholder);
  if (hash) {
    try {
      const { w, h, rgba } = thumbHashToRGBA(hash);
      url = rgbaToDataURL(...shrink(w, h, rgba));
    } catch {
      url = null;
    }
  }
  if (placeholders.size >= 500) placeholders.clear();
  placeholders.set(placeholder, url);
  return url;
}

/** Box-averages an RGBA image down until it fits PLACEHOLDER_SIDE. */
function shrink(w: number, h: number, rgba: Uint8Array): [number, number, Uint8Array] {
  const factor = Math.ceil(Math.max(w, h) / PLACEHOLDER_SIDE);
  if (factor <= 1) return [w, h, rgba];
  const outW = Math.ceil(w / factor);
  const outH = Math.ceil(h / factor);
  const out = new Uint8Array(outW * outH * 4);
  for (let y = 0; y < outH; y++) {
    for (let x = 0; x < outW; x++) {
      const sums = [0, 0, 0, 0];
      let count = 0;
      for (let dy = 0; dy < factor && y * factor + dy < h; dy++) {
        for (let dx = 0; dx < factor && x * factor + dx < w; dx++) {
          const i = ((y * factor + dy) * w + x * factor + dx) * 4;
          for (let c = 0; c < 4; c++) sums[c]! += rgba[i + c]!;
          count++;
        }
      }
      for (let c = 0; c < 4; c++) out[(y * outW + x) * 4 + c] = Math.round(sums[c]! / count);
    }
  }
  return [outW, outH, out];
}

/** The ThumbHash's average colour as #rrggbb (a gallery tile's background while it loads); null without a hash. */
export function photoAverageColour(placeholder: string | undefined): string | null {
  const hash = placeholder ? decodeHash(placeholder) : null;
  if (!hash) return null;
  try {
    const { r, g, b } = thumbHashToAverageRGBA(hash);
    const hex = (v: number) =>
      Math.round(Math.min(1, Math.max(0, v)) * 255)
        .toString(16)
        .padStart(2, '0');
    return `#${hex(r)}${hex(g)}${hex(b)}`;
  } catch {
    return null;
  }
}
