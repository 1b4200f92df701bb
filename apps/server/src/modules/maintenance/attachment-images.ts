import { basename } from 'node:path';
import { PHOTO_MAX_BYTES, PHOTO_TEXTS } from '@portal/shared';
import type { Sharp } from 'sharp';
import { AppError } from '../../lib/errors.js';
import { inputBytes, inputHead, inputSize, sharpSource, type ImageInput } from '../../lib/upload-files.js';
import { loadSharp } from '../../lib/sharp.js';

/**
 * A record's photo made ready to store: the same accepted types and limits as the profile photos (modules/photos,
 * whose processing is its own), turned the right way up, every metadata stripped (a plant room's photo must not
 * carry the technician's coordinates), in two sizes.
 */
export const ATTACHMENT_SIZES = ['medium', 'thumbnail'] as const;
export type AttachmentSize = (typeof ATTACHMENT_SIZES)[number];
const SIDES: Record<AttachmentSize, number> = { medium: 1600, thumbnail: 320 };
/** Decompression bombs stop here, as for the profile photos. */
const MAX_INPUT_PIXELS = 50_000_000;
const QUALITY = 80;

export type StoredImage = { buffer: Buffer; contentType: 'image/webp'; bytes: number };
export type ProcessedAttachment = { name: string; sizes: Record<AttachmentSize, StoredImage> };

export const attachmentTooLarge = (fileName: string) =>
  new AppError(413, 'PHOTO_TOO_LARGE', PHOTO_TEXTS.tooLarge, { fileName, maxBytes: PHOTO_MAX_BYTES });
const unsupportedType = (fileName: string) =>
  new AppError(415, 'PHOTO_UNSUPPORTED_TYPE', PHOTO_TEXTS.unsupportedType, { fileName });
const tooManyPixels = (fileName: string) =>
  new AppError(413, 'PHOTO_TOO_MANY_PIXELS', PHOTO_TEXTS.tooManyPixels, { fileName, maxPixels: MAX_INPUT_PIXELS });

/** A name safe to show: no folders, no control characters, at most 200 characters. */
export function attachmentName(name: string): string {
  const clean = basename(name.replaceAll('\\', '/'))
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"<>|:*?]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(-200);
  return clean === '' || clean === '.' || clean === '..' ? 'foto' : clean;
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1']);
const isHeif = (head: Buffer) =>
  head.length >= 12 &&
  head.toString('latin1', 4, 8) === 'ftyp' &&
  HEIF_BRANDS.has(head.toString('latin1', 8, 12).replace('\0', ' ').trim());
const ACCEPTED = new Set(['jpeg', 'png', 'gif', 'webp']);

async function openImage(input: ImageInput, name: string): Promise<Sharp> {
  // sharp and heic-decode are loaded by the first attachment, not at start (issue 27: the start's time and memory).
  const sharp = await loadSharp();
  if (isHeif(await inputHead(input, 12))) {
    const { default: heicDecode } = await import('heic-decode');
    // sharp's prebuilt libvips does not decode HEVC: libheif's wasm build decodes iPhone photos.
    const images = await heicDecode.all({ buffer: await inputBytes(input) }).catch(() => {
      throw unsupportedType(name);
    });
    try {
      const [first] = images;
      if (!first) throw unsupportedType(name);
      if (first.width * first.height > MAX_INPUT_PIXELS) throw tooManyPixels(name);
      const { width, height, data } = await first.decode().catch(() => {
        throw unsupportedType(name);
      });
      return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
    } finally {
      images.dispose();
    }
  }
  // The header first: the type and the pixel count are known before anything is decoded.
  const metadata = await sharp(sharpSource(input), { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unsupportedType(name);
    });
  if (!ACCEPTED.has(metadata.format)) throw unsupportedType(name);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw tooManyPixels(name);
  return sharp(sharpSource(input), { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
}

async function render(image: Sharp, side: number): Promise<StoredImage> {
  // sharp writes no EXIF, GPS, XMP or ICC unless asked (no withMetadata()).
  const buffer = await image
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: QUALITY })
    .toBuffer();
  return { buffer, contentType: 'image/webp', bytes: buffer.length };
}

/** Throws 413 (over 10 MB or 50 megapixels) and 415 (not JPEG, PNG, GIF, WebP or HEIC) AppErrors. */
export async function processAttachment(input: ImageInput, fileName: string): Promise<ProcessedAttachment> {
  const name = attachmentName(fileName);
  if ((await inputSize(input)) > PHOTO_MAX_BYTES) throw attachmentTooLarge(name);
  const image = (await openImage(input, name)).toColourspace('srgb');
  try {
    const medium = await render(image.clone(), SIDES.medium);
    const thumbnail = await render(image.clone(), SIDES.thumbnail);
    return { name, sizes: { medium, thumbnail } };
  } catch (error) {
    // failOn: 'error': a truncated or corrupt file fails here, and it is not an image we accept.
    if (error instanceof AppError) throw error;
    throw unsupportedType(name);
  }
}
