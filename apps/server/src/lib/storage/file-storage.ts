import type { Readable } from 'node:stream';

/** A stored file as read back: the bytes as a stream, never whole in memory (read it to the end or destroy it: it holds a file or a connection). */
export type StoredFile = {
  stream: Readable;
  contentType: string;
  size: number;
  /** Opaque version tag (S3's ETag; size and modification time on the local folder), for HTTP caching. */
  etag?: string;
};

/**
 * Where photos and generated reports live (docs/ARCHITECTURE.md "Data and the embedded default"): one interface,
 * the local folder DATA_DIR/files or an S3-compatible bucket. Keys are checked by `assertStorageKey`; a prefix is a
 * key-shaped folder ('clients/42' covers 'clients/42/...', never 'clients/420/...').
 */
export type FileStorage = {
  put(key: string, body: Buffer | Readable, options: { contentType: string }): Promise<void>;
  /** null when the key holds no file. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every key under the prefix folder, sorted. */
  list(prefix: string): Promise<string[]>;
  /** Removes every file under the prefix folder (a client's files when the client is deleted). */
  deletePrefix(prefix: string): Promise<void>;
};

/** Stored when a file was written without a usable content type. */
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
