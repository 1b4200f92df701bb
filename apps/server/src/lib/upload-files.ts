import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { diskFull, isDiskFull } from './storage/full-disk.js';

/** No upload waits this long: a file older than this in the upload folder was left by a crash. */
const STALE_UPLOAD_MS = 60 * 60 * 1000;

/**
 * Removes the uploads a crashed process left behind (every request removes its own; a kill mid-request cannot).
 * Only files older than an hour: another instance sharing DATA_DIR may be receiving one right now. Returns how many.
 */
export async function sweepStaleUploads(dataDir: string, now: Date = new Date()): Promise<number> {
  const folder = uploadFolder(dataDir);
  const names = await readdir(folder).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile() && now.getTime() - info.mtimeMs > STALE_UPLOAD_MS) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * An uploaded image as processing reads it: bytes already in memory (the demo data, tests) or a file on disk (an
 * upload, received by receiveUpload). sharp reads a path itself, so a 10 MB upload is never held whole in memory.
 */
export type ImageInput = Buffer | { path: string };

/** A multipart file written to disk as it arrived: where, how many bytes, cut at the size limit, its SHA-256. */
export type ReceivedUpload = { path: string; bytes: number; truncated: boolean; sha256: string };

/** Where uploads wait while they are processed: DATA_DIR/tmp/uploads (removed after every request). */
export const uploadFolder = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');

/**
 * Streams a multipart file (its size limit enforced by the parser while it arrives: `truncated`) to a new file in
 * `folder`, hashing it on the way (an Idempotency-Key names the request by its bytes). A stream that fails (the
 * client went away, malformed multipart, no room: 507) leaves no file behind; otherwise the caller removes it (removeUpload).
 */
export async function receiveUpload(file: Readable & { truncated?: boolean }, folder: string): Promise<ReceivedUpload> {
  await mkdir(folder, { recursive: true });
  const target = path.join(folder, `${randomUUID()}.upload`);
  const hash = createHash('sha256');
  let bytes = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(file, measure, createWriteStream(target, { flags: 'wx' }));
  } catch (error) {
    await rm(target, { force: true });
    // No room in DATA_DIR: the server's fault, not the request's (507, never the callers' 400 for a bad body).
    throw isDiskFull(error) ? diskFull() : error;
  }
  return { path: target, bytes, truncated: file.truncated === true, sha256: hash.digest('hex') };
}

export const removeUpload = (upload: { path: string }): Promise<void> => rm(upload.path, { force: true });

/** What sharp opens: the bytes, or the file's path (read by libvips in pieces). */
export const sharpSource = (input: ImageInput): Buffer | string => (Buffer.isBuffer(input) ? input : input.path);

export async function inputSize(input: ImageInput): Promise<number> {
  return Buffer.isBuffer(input) ? input.length : (await stat(input.path)).size;
}

/** The first bytes (a format's signature), without reading the rest of a file. */
export async function inputHead(input: ImageInput, length: number): Promise<Buffer> {
  if (Buffer.isBuffer(input)) return input.subarray(0, length);
  const handle = await open(input.path, 'r');
  try {
    const head = Buffer.alloc(length);
    const { bytesRead } = await handle.read(head, 0, length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** All the bytes (HEIC only: its decoder works in memory). */
export const inputBytes = (input: ImageInput): Promise<Buffer> =>
  Buffer.isBuffer(input) ? Promise.resolve(input) : readFile(input.path);
