import { photoFileType } from './photo-file';

/** Spec sections 5 and 9: the browser-side resize helper. */
export const RESIZE_MAX_WIDTH = 1920;
export const RESIZE_MAX_HEIGHT = 1080;
export const RESIZE_QUALITY = 0.8;

/** Sent as they are: a GIF may be animated (a canvas keeps one frame), HEIC/HEIF no browser decodes. */
const SENT_AS_IS = new Set(['image/gif', 'image/heic', 'image/heif']);
/** Kept in their own type; anything else becomes a JPEG. */
const KEPT_TYPES = new Set(['image/png', 'image/webp']);

/** The size that fits width x height inside 1920x1080, keeping the proportions (never enlarged). */
export function fitWithin(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, RESIZE_MAX_WIDTH / width, RESIZE_MAX_HEIGHT / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const renamed = (name: string, type: string) =>
  type === 'image/jpeg' && !/\.jpe?g$/i.test(name) ? `${name.replace(/\.[^./]+$/, '')}.jpg` : name;

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, RESIZE_QUALITY));
}

/**
 * Shrinks a photo to fit 1920x1080 before it is sent (quality 0.8; PNG and WebP keep their type, the rest becomes
 * JPEG), so a phone's 12 MP picture leaves as a few hundred KB. A photo that already fits, a GIF, a HEIC/HEIF and
 * anything the browser cannot decode are sent as they are: the server decides (it resizes and checks them again).
 */
export async function resizeImage(file: File): Promise<File> {
  const type = photoFileType(file);
  if (SENT_AS_IS.has(type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    if (size.width === bitmap.width && size.height === bitmap.height) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const outputType = KEPT_TYPES.has(type) ? type : 'image/jpeg';
    const blob = await toBlob(canvas, outputType);
    if (!blob) return file;
    return new File([blob], renamed(file.name, outputType), { type: outputType, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
