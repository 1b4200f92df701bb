import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES, PHOTO_TEXTS, TEXTS } from '@portal/shared';
import { AppError, badRequest } from '../../lib/errors.js';
import { emptyFile } from '../../lib/upload-errors.js';
import { receiveUpload, removeUpload, uploadFolder, type ReceivedUpload } from '../../lib/upload-files.js';
import { sanitizePhotoName } from './processing.js';

/** The form fields a photo may come in: `photo` (upload) and `photos` (upload-multiple); either is taken by both. */
const PHOTO_FIELDS = new Set(['photo', 'photos']);
const MAX_TEXT_FIELDS = 10;

/** Multipart for the photo routes only (the rest of the API is JSON); limits are set per request below. */
export async function registerPhotoMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    // A file cut at 10 MB is reported by photoParts (413 naming the file), and the next file is still read.
    throwFileSizeLimit: false,
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: MAX_TEXT_FIELDS, parts: 1 + MAX_TEXT_FIELDS },
  });
}

const fileTooLarge = (fileName: string) =>
  new AppError(413, 'PHOTO_TOO_LARGE', PHOTO_TEXTS.tooLarge, { fileName, maxBytes: PHOTO_MAX_BYTES });
export const noFile = () => badRequest(PHOTO_TEXTS.noFile, { field: 'photo' }, 'PHOTO_NO_FILE');
const tooManyFiles = () => badRequest(PHOTO_TEXTS.tooManyFiles, { field: 'photos' }, 'PHOTO_TOO_MANY_FILES');

/**
 * One file of the request: the temp file it was streamed to (removed when the caller asks for the next part or stops
 * reading), or why it was refused before processing (over 10 MB, or empty).
 */
export type PhotoPart = { fileName: string; path: string } | { fileName: string; error: AppError };

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/**
 * The photo files of a multipart request, one at a time: each is streamed to a temp file (at most 10 MB, cut there;
 * never whole in memory) only when the caller asks for the next one, and removed once the caller is done with it
 * (next part, break, throw). A body that is not multipart, or is malformed, is a 400 with a pt-BR message, never a 500.
 */
export async function* photoParts(request: FastifyRequest, maxFiles: number): AsyncGenerator<PhotoPart> {
  if (!request.isMultipart()) throw noFile();
  const parts = request.parts({
    limits: { fileSize: PHOTO_MAX_BYTES, files: maxFiles, fields: MAX_TEXT_FIELDS, parts: maxFiles + MAX_TEXT_FIELDS },
  });
  const iterator = parts[Symbol.asyncIterator]();
  const folder = uploadFolder(request.server.config.dataDir);
  for (;;) {
    let next: IteratorResult<Multipart>;
    let received: ReceivedUpload | undefined;
    try {
      next = await iterator.next();
      if (next.done) return;
      if (next.value.type === 'file') received = await receiveUpload(next.value.file, folder);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (errorCode(error) === 'FST_FILES_LIMIT') throw tooManyFiles();
      // Malformed multipart, too many fields, a client that went away: the request, not the server, is wrong.
      throw badRequest(TEXTS.http.validation, {}, 'INVALID_MULTIPART');
    }
    if (!received) continue;
    try {
      const part = next.value;
      if (part.type !== 'file' || !PHOTO_FIELDS.has(part.fieldname)) continue;
      const fileName = sanitizePhotoName(part.filename ?? '');
      if (received.truncated) yield { fileName, error: fileTooLarge(fileName) };
      else if (received.bytes === 0) yield { fileName, error: emptyFile(fileName) };
      else yield { fileName, path: received.path };
    } finally {
      await removeUpload(received);
    }
  }
}
