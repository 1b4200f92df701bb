import path from 'node:path';
import type { Config } from '../../config.js';
import type { FileStorage } from './file-storage.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';

export type { FileStorage, StoredFile } from './file-storage.js';
export { InvalidStorageKeyError } from './storage-key.js';

/** The bucket when S3_* is set (files shared by every instance), else this machine's DATA_DIR/files. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'files'));
}
