import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkedKey, type FileStore } from './types.ts';

export type S3StoreOptions = {
  bucket: string;
  // Unset: AWS; MinIO and the like are addressed by URL with the bucket in the path.
  endpoint?: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  prefix: string;
  spoolDir: string;
  timeoutMs?: number;
};

// DeleteObjects takes at most 1000 keys a request.
const DELETE_BATCH = 1000;

const isMissing = (error: unknown) => {
  const e = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } };
  return e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** Files in an S3-compatible bucket (MinIO in production, s3rver in the tests). */
export function createS3Store(options: S3StoreOptions): FileStore {
  const { bucket, prefix } = options;
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint && { endpoint: options.endpoint, forcePathStyle: true }),
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestHandler: { connectionTimeout: 5_000, requestTimeout: options.timeoutMs ?? 30_000 },
    // By default the SDK sends a streamed body aws-chunked with a trailing checksum, which stores
    // other than AWS (s3rver, older MinIO) keep as part of the object: checksums only where S3
    // requires one. The length is sent, and TCP and TLS guard the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    kind: 's3',
    spoolDir: options.spoolDir,
    keyFor: (id) => `${prefix}${id}`,
    async put(key, spoolPath, { size, contentType }) {
      // The length is known from the spool, so the object goes up in one request, streamed.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checkedKey(key),
          Body: createReadStream(spoolPath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      await rm(spoolPath, { force: true });
    },
    async get(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key) }),
        );
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(keys) {
      for (let at = 0; at < keys.length; at += DELETE_BATCH) {
        const batch = keys.slice(at, at + DELETE_BATCH).map((key) => ({ Key: checkedKey(key) }));
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }),
        );
        const failed = answer.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? [];
        if (failed.length > 0)
          throw new Error(`S3 kept ${failed.length} objects: ${failed[0]?.Code} ${failed[0]?.Key}`);
      }
    },
  };
}
