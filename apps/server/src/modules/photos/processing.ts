import { basename } from 'node:path';
import { PHOTO_MAX_BYTES, PHOTO_TEXTS } from '@portal/shared';
import type { Sharp } from 'sharp';
import { loadSharp } from '../../lib/sharp.js';
import { rgbaToThumbHash } from 'thumbhash';
import { AppError } from '../../lib/errors.js';
import { inputBytes, inputHead, inputSize, sharpSource, type ImageInput } from '../../lib/upload-files.js';

/** Decompression bombs stop here: a few KB of PNG can describe gigapixels. 50 MP is more than any phone camera. */
export const PHOTO_MAX_INPUT_PIXELS = 50_000_000;

/** Stored sizes. `original` follows the spec's resize helper; `medium` and `thumbnail` are ours (README "Fotos"). */
export const PHOTO_SIZE_LIMITS = {
  original: { width: 1920, height: 1080 },
  medium: { width: 960, height: 960 },
  thumbnail: { width: 320, height: 320 },
} as const;
const QUALITY = 80; // the spec's 0.8
const PLACEHOLDER_SIDE = 100; // thumbhash works on at most 100x100

export type PhotoType = 'jpeg' | 'png' | 'gif' | 'webp' | 'heic';
export type StoredPhotoSize = {
  buffer: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
  bytes: number;
};
export type ProcessedPhoto = {
  /** The type the bytes really are, whatever the file name or the browser said. */
  type: PhotoType;
  /** Of the stored original, the right way up. */
  width: number;
  height: number;
  originalName: string;
  sizes: Record<keyof typeof PHOTO_SIZE_LIMITS, StoredPhotoSize>;
  /** ThumbHash of the image, base64: a blurred preview pages draw while the photo loads. */
  placeholder: string;
};

const tooLarge = () => new AppError(413, 'PHOTO_TOO_LARGE', PHOTO_TEXTS.tooLarge, { maxBytes: PHOTO_MAX_BYTES });
const unsupportedType = (fileName: string) =>
  new AppError(415, 'PHOTO_UNSUPPORTED_TYPE', PHOTO_TEXTS.unsupportedType, { fileName });
const tooManyPixels = (fileName: string) =>
  new AppError(413, 'PHOTO_TOO_MANY_PIXELS', PHOTO_TEXTS.tooManyPixels, {
    fileName,
    maxPixels: PHOTO_MAX_INPUT_PIXELS,
  });

/** A file name safe to show and to put in a Content-Disposition: no folders, no control characters, at most 200 characters. */
export function sanitizePhotoName(name: string): string {
  const clean = basename(name.replaceAll('\\', '/'))
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"<>|:*?]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const name200 = clean.length > 200 ? clean.slice(clean.length - 200) : clean;
  return name200 === '' || name200 === '.' || name200 === '..' ? 'foto' : name200;
}

// ISO base media file brands of HEIC/HEIF stills and sequences (iPhone photos are `heic`).
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1']);
const isHeif = (head: Buffer) =>
  head.length >= 12 &&
  head.toString('latin1', 4, 8) === 'ftyp' &&
  HEIF_BRANDS.has(head.toString('latin1', 8, 12).replace('\0', ' ').trim());

const SHARP_TYPES: Record<string, PhotoType | undefined> = { jpeg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' };

/** The decoder for the input, once its real type and pixel count are known. */
async function openImage(input: ImageInput, fileName: string): Promise<{ type: PhotoType; image: Sharp }> {
  const sharp = await loadSharp();
  if (isHeif(await inputHead(input, 12))) {
    // sharp's prebuilt libvips decodes AVIF only, not HEVC: libheif's wasm build decodes iPhone photos (loaded by
    // the first one, not at start).
    const { default: heicDecode } = await import('heic-decode');
    let images: Awaited<ReturnType<typeof heicDecode.all>>;
    try {
      images = await heicDecode.all({ buffer: await inputBytes(input) });
    } catch {
      throw unsupportedType(fileName);
    }
    try {
      const [first] = images;
      if (!first) throw unsupportedType(fileName);
      if (first.width * first.height > PHOTO_MAX_INPUT_PIXELS) throw tooManyPixels(fileName);
      const { width, height, data } = await first.decode().catch(() => {
        throw unsupportedType(fileName);
      });
      // libheif already applied the HEIF rotation: the pixels are the right way up and carry no metadata.
      const image = sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
        raw: { width, height, channels: 4 },
      });
      return { type: 'heic', image };
    } finally {
      images.dispose();
    }
  }
  // metadata() reads the header only, so the type and the pixel count are known before anything is decoded
  // (with sharp's own limit it would throw, and a bomb would look like a file of the wrong type).
  const metadata = await sharp(sharpSource(input), { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unsupportedType(fileName);
    });
  const type = SHARP_TYPES[metadata.format];
  if (!type) throw unsupportedType(fileName);
  if (metadata.width * metadata.height > PHOTO_MAX_INPUT_PIXELS) throw tooManyPixels(fileName);
  const image = sharp(sharpSource(input), { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'error' });
  return { type, image: image.rotate() };
}

/** The spec's resize helper keeps PNG and WebP and makes everything else JPEG. */
function encodeOriginal(image: Sharp, type: PhotoType): Sharp {
  if (type === 'png') return image.png({ compressionLevel: 9 });
  if (type === 'webp') return image.webp({ quality: QUALITY });
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: QUALITY, mozjpeg: true });
}

const CONTENT_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

async function render(image: Sharp, limits: { width: number; height: number }): Promise<StoredPhotoSize> {
  // No withMetadata()/keepExif(): sharp writes no EXIF, GPS, XMP or ICC unless asked, and outputs sRGB.
  const { data, info } = await image
    .resize({ ...limits, fit: 'inside', withoutEnlargement: true })
    .toBuffer({ resolveWithObject: true });
  const format = info.format as keyof typeof CONTENT_TYPES;
  return {
    buffer: data,
    contentType: CONTENT_TYPES[format],
    width: info.width,
    height: info.height,
    bytes: data.length,
  };
}

async function thumbHash(image: Sharp): Promise<string> {
  const { data, info } = await image
    .resize({ width: PLACEHOLDER_SIDE, height: PLACEHOLDER_SIDE, fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}

/**
 * One uploaded photo made ready to store: its real type found from its bytes, turned the right way up, every
 * metadata stripped (a pet's photo must not publish its owner's home coordinates), in three sizes.
 * The sizes are rendered one after the other, so a request holds one decoded image at a time.
 * Throws 413 (over 10 MB, or over 50 megapixels) and 415 (not JPEG, PNG, GIF, WebP or HEIC/HEIF) AppErrors.
 */
export async function processPhoto(input: ImageInput, originalName: string): Promise<ProcessedPhoto> {
  const name = sanitizePhotoName(originalName);
  if ((await inputSize(input)) > PHOTO_MAX_BYTES) throw tooLarge();
  const { type, image } = await openImage(input, name);
  const srgb = image.toColourspace('srgb');
  try {
    const original = await render(encodeOriginal(srgb.clone(), type), PHOTO_SIZE_LIMITS.original);
    const medium = await render(srgb.clone().webp({ quality: QUALITY }), PHOTO_SIZE_LIMITS.medium);
    const thumbnail = await render(srgb.clone().webp({ quality: QUALITY }), PHOTO_SIZE_LIMITS.thumbnail);
    const placeholder = await thumbHash(srgb.clone());
    return {
      type,
      width: original.width,
      height: original.height,
      originalName: name,
      sizes: { original, medium, thumbnail },
      placeholder,
    };
  } catch (error) {
    // failOn: 'error' turns a truncated or corrupt file into a decoding error here: it is not an image we accept.
    if (error instanceof AppError) throw error;
    throw unsupportedType(name);
  }
}
