import { PHOTO_ACCEPTED_TYPES, PHOTO_MAX_BYTES, PHOTO_TEXTS } from '@portal/shared';

/** Some browsers give HEIC/HEIF files no type: the name's extension decides then. */
const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
};

/** The file's image type, from the browser's type or else its extension ('' when unknown). */
export function photoFileType(file: File): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
}

/** Spec section 5 'Photo file': the type check, before anything is sent (the server decides from the bytes). */
export function photoTypeError(file: File): string | null {
  return PHOTO_ACCEPTED_TYPES.includes(photoFileType(file)) ? null : PHOTO_TEXTS.unsupportedType;
}

/** Spec section 5: at most 10 MB (checked on what is sent, after the browser's resize). */
export function photoSizeError(file: Blob): string | null {
  return file.size > PHOTO_MAX_BYTES ? PHOTO_TEXTS.tooLarge : null;
}
