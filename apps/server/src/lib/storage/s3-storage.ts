import type * as ClientS3 from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type * as LibStorage from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { DEFAULT_CONTENT_TYPE, type FileStorage } from './file-storage.js';
import { assertStorageKey } from './storage-key.js';

type S3StorageOptions = {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
};

/** Parts of 5 MiB (S3's minimum), at most 2 in flight: an upload holds about 10 MiB, whatever the file's size. */
const UPLOAD_PART_SIZE = 5 * 1024 * 1024;
const UPLOAD_QUEUE_SIZE = 2;
/** DeleteObjects takes at most 1000 keys. */
const DELETE_BATCH = 1000;

type S3Sdk = typeof ClientS3 & typeof LibStorage;

const isNotFound = (sdk: S3Sdk, error: unknown) =>
  error instanceof sdk.S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * Files in an S3-compatible bucket through the AWS SDK v3. Path-style addressing (endpoint/bucket/key) so MinIO,
 * Ceph and R2 work without a DNS name per bucket; checksums only where the operation requires one, since several
 * of those servers refuse the SDK's newer default (trailing CRC32 on every upload).
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  // The AWS SDK (~20 MB, ~0.3 s) is loaded by the first file operation, not at start (issue 27).
  let connecting: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (connecting ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(
      ([s3, storage]) => {
        const sdk = { ...s3, ...storage };
        const client = new sdk.S3Client({
          endpoint: options.endpoint,
          region: options.region,
          forcePathStyle: true,
          credentials: { accessKeyId: options.accessKey, secretAccessKey: options.secretKey },
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        });
        return { sdk, client };
      },
    ));
  const Bucket = options.bucket;
  const keyOf = (key: string) => {
    assertStorageKey(key);
    return key;
  };
  const folderOf = (prefix: string) => `${keyOf(prefix)}/`;

  async function* keysUnder(prefix: string) {
    const { sdk, client } = await connect();
    const { paginateListObjectsV2 } = sdk;
    for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: folderOf(prefix) })) {
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
    }
  }

  return {
    async put(key, body, { contentType }) {
      const { sdk, client } = await connect();
      const upload = new sdk.Upload({
        client,
        params: { Bucket, Key: keyOf(key), Body: body, ContentType: contentType.trim() || DEFAULT_CONTENT_TYPE },
        partSize: UPLOAD_PART_SIZE,
        queueSize: UPLOAD_QUEUE_SIZE,
      });
      await upload.done();
    },

    async get(key) {
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(key) }));
        if (!(object.Body instanceof Readable)) throw new Error('S3: corpo da resposta não é um stream do Node');
        return {
          stream: object.Body,
          contentType: object.ContentType ?? DEFAULT_CONTENT_TYPE,
          size: object.ContentLength ?? 0,
          ...(object.ETag ? { etag: object.ETag } : {}),
        };
      } catch (error) {
        if (isNotFound(sdk, error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },

    async exists(key) {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return true;
      } catch (error) {
        if (isNotFound(sdk, error)) return false;
        throw error;
      }
    },

    async list(prefix) {
      const keys: string[] = [];
      for await (const key of keysUnder(prefix)) keys.push(key);
      return keys.sort();
    },

    async deletePrefix(prefix) {
      const { sdk, client } = await connect();
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const result = await client.send(
          new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        const failed = result.Errors?.[0];
        if (failed) throw new Error(`S3: não foi possível apagar ${failed.Key ?? ''}: ${failed.Code ?? ''}`);
        batch = [];
      };
      for await (const key of keysUnder(prefix)) {
        batch.push(key);
        if (batch.length === DELETE_BATCH) await flush();
      }
      await flush();
    },
  };
}
