import { mkdirSync } from 'node:fs';
import path from 'node:path';

/** The folders the server writes under DATA_DIR: the e-mail outbox and the local file storage (photos, reports). */
const SUB_FOLDERS = ['outbox', 'files'] as const;

/** DATA_DIR cannot be created or written into: one line that says which folder and why. */
export class DataDirError extends Error {}

/**
 * Creates DATA_DIR and its sub-folders at start (nothing else would with SMTP_URL and S3, and the health check
 * writes there): an instance either has a working DATA_DIR or does not start, never a 503 forever while it serves.
 */
export function prepareDataDir(dataDir: string): void {
  for (const folder of [dataDir, ...SUB_FOLDERS.map((name) => path.join(dataDir, name))]) {
    try {
      mkdirSync(folder, { recursive: true });
    } catch (error) {
      const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'erro';
      throw new DataDirError(`DATA_DIR: não foi possível criar a pasta ${folder} (${code}).`);
    }
  }
}
