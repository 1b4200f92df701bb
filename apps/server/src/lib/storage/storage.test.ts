import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, InvalidStorageKeyError, type FileStorage } from './storage.js';

type Driver = {
  storage: FileStorage;
  /** Every file actually stored, read around the driver (the folder on disk with its sidecars, the bucket's raw listing). */
  storedKeys: () => Promise<string[]>;
  stop: () => Promise<void>;
};

const MiB = 1024 * 1024;
const tempDir = (name: string) => mkdtempSync(path.join(tmpdir(), `portal-storage-${name}-`));

async function startLocal(): Promise<Driver> {
  const dataDir = tempDir('local');
  const root = path.join(dataDir, 'files');
  return {
    storage: createStorage({ dataDir, s3: undefined }),
    // The whole DATA_DIR, named relative to the files folder: a file written outside it would show as '../...'.
    storedKeys: async () =>
      readdirSync(dataDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
        .sort(),
    stop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function startS3(): Promise<Driver> {
  const directory = tempDir('s3rver');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: 'portal' }],
  });
  const { port } = await server.run();
  // s3rver's fixed credentials; us-east-1 is what S3_REGION defaults to.
  const s3 = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'portal',
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    region: 'us-east-1',
  };
  const raw = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKey, secretAccessKey: s3.secretKey },
  });
  return {
    storage: createStorage({ dataDir: tempDir('unused'), s3 }),
    storedKeys: async () => {
      const page = await raw.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    stop: async () => {
      raw.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A body produced piece by piece (64 KiB at a time), with the hash of what it produced. */
function streamedBody(totalBytes: number) {
  const hash = createHash('sha256');
  const chunk = 64 * 1024;
  async function* pieces() {
    for (let offset = 0; offset < totalBytes; offset += chunk) {
      const piece = Buffer.alloc(Math.min(chunk, totalBytes - offset), offset / chunk);
      hash.update(piece);
      yield piece;
    }
  }
  return { stream: Readable.from(pieces()), digest: () => hash.digest('hex') };
}

async function readAll(stream: Readable) {
  const hash = createHash('sha256');
  let size = 0;
  for await (const piece of stream) {
    const bytes = Buffer.from(piece as Buffer);
    hash.update(bytes);
    size += bytes.length;
  }
  return { size, digest: hash.digest('hex') };
}

async function readText(stream: Readable) {
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(Buffer.from(piece as Buffer));
  return Buffer.concat(pieces).toString('utf8');
}

describe.each([
  ['the local folder DATA_DIR/files', startLocal],
  ['S3-compatible storage (a real s3rver)', startS3],
])('file storage on %s', (_name, start) => {
  let driver: Driver;
  let storage: FileStorage;
  beforeAll(async () => {
    driver = await start();
    storage = driver.storage;
  });
  afterAll(() => driver.stop());

  it('stores a multi-MB streamed body and streams back the same bytes, size and content type', async () => {
    const body = streamedBody(12 * MiB);
    await storage.put('clients/c1/photos/big.jpg', body.stream, { contentType: 'image/jpeg' });

    const file = await storage.get('clients/c1/photos/big.jpg');
    expect(file).not.toBeNull();
    expect(file!.contentType).toBe('image/jpeg');
    expect(file!.size).toBe(12 * MiB);
    const read = await readAll(file!.stream);
    expect(read.size).toBe(12 * MiB);
    expect(read.digest).toBe(body.digest());
  });

  it('keeps the content type it was given, whatever the key says, and an overwrite replaces body and type', async () => {
    await storage.put('clients/c1/reports/r1.bin', Buffer.from('relatório de março'), {
      contentType: 'application/pdf',
    });
    const first = await storage.get('clients/c1/reports/r1.bin');
    expect(first!.contentType).toBe('application/pdf');
    expect(first!.size).toBe(Buffer.byteLength('relatório de março'));
    expect(await readText(first!.stream)).toBe('relatório de março');

    await storage.put('clients/c1/reports/r1.bin', Buffer.from('a,b\n1,2\n'), { contentType: 'text/csv' });
    const second = await storage.get('clients/c1/reports/r1.bin');
    expect(second!.contentType).toBe('text/csv');
    expect(await readText(second!.stream)).toBe('a,b\n1,2\n');
  });

  it('a missing key reads as null and does not exist; a stored one exists', async () => {
    expect(await storage.get('clients/c1/photos/nunca-enviada.jpg')).toBeNull();
    expect(await storage.exists('clients/c1/photos/nunca-enviada.jpg')).toBe(false);
    await storage.put('clients/c1/photos/p1.png', Buffer.from('png'), { contentType: 'image/png' });
    expect(await storage.exists('clients/c1/photos/p1.png')).toBe(true);
    // A folder is not a file.
    expect(await storage.exists('clients/c1/photos')).toBe(false);
    expect(await storage.get('clients/c1/photos')).toBeNull();
  });

  it('delete removes the file and deleting again (or a key never stored) is not an error', async () => {
    await storage.put('clients/c2/photos/p1.webp', Buffer.from('webp'), { contentType: 'image/webp' });
    await storage.delete('clients/c2/photos/p1.webp');
    expect(await storage.get('clients/c2/photos/p1.webp')).toBeNull();
    expect(await storage.exists('clients/c2/photos/p1.webp')).toBe(false);
    await expect(storage.delete('clients/c2/photos/p1.webp')).resolves.toBeUndefined();
    await expect(storage.delete('clients/c2/nada/nunca.jpg')).resolves.toBeUndefined();
  });

  it('a body that fails midway stores nothing and leaves the previous file whole', async () => {
    await storage.put('clients/c3/photos/p1.jpg', Buffer.from('versão 1'), { contentType: 'image/jpeg' });
    async function* failing() {
      yield Buffer.alloc(MiB, 1);
      throw new Error('conexão perdida');
    }
    await expect(
      storage.put('clients/c3/photos/p1.jpg', Readable.from(failing()), { contentType: 'image/png' }),
    ).rejects.toThrow();
    await expect(
      storage.put('clients/c3/photos/p2.jpg', Readable.from(failing()), { contentType: 'image/png' }),
    ).rejects.toThrow();

    const kept = await storage.get('clients/c3/photos/p1.jpg');
    expect(kept!.contentType).toBe('image/jpeg');
    expect(await readText(kept!.stream)).toBe('versão 1');
    expect(await storage.exists('clients/c3/photos/p2.jpg')).toBe(false);
    expect(await storage.list('clients/c3')).toEqual(['clients/c3/photos/p1.jpg']);
  });

  it("lists a client's files and deleting the client's prefix removes all of them and nothing of another client", async () => {
    await storage.put('clients/c4/photos/a.jpg', Buffer.from('a'), { contentType: 'image/jpeg' });
    await storage.put('clients/c4/reports/2026-11.pdf', Buffer.from('r'), { contentType: 'application/pdf' });
    await storage.put('clients/c40/photos/b.jpg', Buffer.from('b'), { contentType: 'image/jpeg' });

    expect(await storage.list('clients/c4')).toEqual(['clients/c4/photos/a.jpg', 'clients/c4/reports/2026-11.pdf']);
    expect(await storage.list('clients/c99')).toEqual([]);

    await storage.deletePrefix('clients/c4');
    await storage.deletePrefix('clients/c4');
    expect(await storage.list('clients/c4')).toEqual([]);
    expect(await storage.list('clients/c40')).toEqual(['clients/c40/photos/b.jpg']);
    const stored = await driver.storedKeys();
    expect(stored.filter((key) => key.startsWith('clients/c4/'))).toEqual([]);
    expect(stored).toContain('clients/c40/photos/b.jpg');
  });

  it('refuses bad keys on every operation (.., absolute paths, empty segments, characters outside the alphabet)', async () => {
    const badKeys = [
      '../fora.txt',
      'clients/../../fora.txt',
      '/etc/passwd',
      'clients//a.jpg',
      'clients/a.jpg/',
      '',
      '.escondido',
      'clients/.a.jpg.content-type',
      'clients\\a.jpg',
      'C:/a.jpg',
      'foto com espaço.jpg',
      'foto-ção.jpg',
      'a/'.repeat(300) + 'a',
    ];
    for (const key of badKeys) {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' }), key).rejects.toThrow(
        InvalidStorageKeyError,
      );
      await expect(storage.get(key), key).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.exists(key), key).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(key), key).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.list(key), key).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.deletePrefix(key), key).rejects.toThrow(InvalidStorageKeyError);
    }
    expect((await driver.storedKeys()).filter((key) => !key.startsWith('clients/c'))).toEqual([]);
  });
});
