import { PHOTO_TEXTS } from '@portal/shared';
import { AppError } from './errors.js';

/**
 * A 0-byte file (a cancelled pick, a broken share sheet): no image at all, so the spec's type text, as a 400 that
 * names the file in `errors[]` (the shape upload-multiple answers its refused files in). Refused before any
 * processing or storage, on every photo and attachment route.
 */
export const emptyFile = (fileName: string) => {
  const item = { fileName, code: 'PHOTO_EMPTY_FILE', message: PHOTO_TEXTS.unsupportedType };
  return new AppError(400, item.code, item.message, { fileName, field: 'photo', errors: [item] });
};
