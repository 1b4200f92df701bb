/** The side the server keeps of a record photo (apps/server attachment-images.ts, 'medium'): no more is worth storing. */
const PHOTO_MAX_SIDE = 1600;
const JPEG_QUALITY = 0.85;

/** The size a photo is drawn at: inside PHOTO_MAX_SIDE, never enlarged. */
function fitInside(width: number, height: number, maxSide = PHOTO_MAX_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'foto'}.jpg`;

/**
 * A photo to keep in the offline queue: redrawn as a JPEG of at most PHOTO_MAX_SIDE px (a phone photo of 4 MB
 * becomes a few hundred KB in IndexedDB). Where the browser cannot decode or draw it, the file stays as it is (the
 * server resizes anyway).
 */
export async function resizePhoto(file: File): Promise<{ name: string; blob: Blob }> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const { width, height } = fitInside(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!blob) throw new Error('canvas gave no JPEG');
    return { name: jpegName(file.name), blob };
  } catch {
    return { name: file.name, blob: file };
  }
}
