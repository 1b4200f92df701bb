import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { lstat, mkdir, open, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DEFAULT_CONTENT_TYPE, type FileStorage, type StoredFile } from './file-storage.js';
import { assertStorageKey } from './storage-key.js';

const CONTENT_TYPE_CACHE_SIZE = 10_000;

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/**
 * Files in a folder (DATA_DIR/files). The content type is kept in a hidden sidecar beside each file
 * ('.<name>.content-type'): the type the caller gave comes back, as on S3, whatever the key's extension says.
 * Keys never start with a dot (storage-key.ts), so sidecars and temp files are never keys and `list` skips them.
 */
export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(base, ...key.split('/'));
  };
  const sidecarOf = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.content-type`);
  const tempBeside = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);

  /** Writes `body` whole under a temp name in the file's folder; the caller renames it into place. */
  async function writeTemp(file: string, body: Buffer | Readable | string) {
    const temp = tempBeside(file);
    try {
      if (typeof body === 'string' || Buffer.isBuffer(body)) await writeFile(temp, body, { flag: 'wx' });
      else await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
      return temp;
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  // The types read back, by file: a photo's thumbnail is read thousands of times and its type never changes, so
  // serving it costs the bytes' reads only. Forgotten on put and delete; bounded (oldest entries leave first).
  const knownTypes = new Map<string, string>();
  const rememberType = (file: string, contentType: string) => {
    if (knownTypes.size >= CONTENT_TYPE_CACHE_SIZE) knownTypes.delete(knownTypes.keys().next().value!);
    knownTypes.set(file, contentType);
  };

  async function readContentType(file: string) {
    const known = knownTypes.get(file);
    if (known) return known;
    try {
      const contentType = (await readFile(sidecarOf(file), 'utf8')) || DEFAULT_CONTENT_TYPE;
      rememberType(file, contentType);
      return contentType;
    } catch (error) {
      if (isMissing(error)) return DEFAULT_CONTENT_TYPE;
      throw error;
    }
  }

  async function isFile(file: string) {
    try {
      return (await stat(file)).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  return {
    async put(key, body, { contentType }) {
      const file = fileOf(key);
      knownTypes.delete(file);
      await mkdir(path.dirname(file), { recursive: true });
      // Temp files and renames: a reader sees the old file or the whole new one, and a body that fails midway
      // changes nothing. The type goes into place just before the bytes, so a new file never shows without it.
      const bytes = await writeTemp(file, body);
      try {
        await rename(await writeTemp(sidecarOf(file), contentType.trim() || DEFAULT_CONTENT_TYPE), sidecarOf(file));
        await rename(bytes, file);
      } catch (error) {
        await rm(bytes, { force: true });
        throw error;
      }
    },

    async get(key): Promise<StoredFile | null> {
      const file = fileOf(key);
      // One open handle for the size and the bytes: a delete in between cannot make them disagree.
      const handle = await open(file, 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        return {
          stream: handle.createReadStream(),
          contentType: await readContentType(file),
          size: stats.size,
          etag: `"${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}"`,
        };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      const file = fileOf(key);
      knownTypes.delete(file);
      if (!(await isFile(file))) return;
      await unlink(file).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
      await rm(sidecarOf(file), { force: true });
    },

    async exists(key) {
      return isFile(fileOf(key));
    },

    async list(prefix) {
      const folder = fileOf(prefix);
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      return entries
        .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
        .map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .sort();
    },

    async deletePrefix(prefix) {
      const folder = fileOf(prefix);
      for (const file of knownTypes.keys()) if (file.startsWith(folder + path.sep)) knownTypes.delete(file);
      const stats = await lstat(folder).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (stats?.isDirectory()) await rm(folder, { recursive: true, force: true });
    },
  };
}
