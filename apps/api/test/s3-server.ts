import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { createS3Store } from '../src/files/s3-store.ts';
import type { FileStore } from '../src/files/types.ts';

export type TestS3 = {
  endpoint: string;
  bucket: string;
  // A plain client, to look at the bucket apart from the store under test.
  client: S3Client;
  store: FileStore;
  close(): Promise<void>;
};

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** s3rver (an S3 server in Node) on a free port over a temporary folder, with one empty bucket. */
export async function startS3Server(bucket = 'lead-files-test'): Promise<TestS3> {
  const dir = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  const store = createS3Store({
    bucket,
    endpoint,
    region: 'us-east-1',
    ...credentials,
    prefix: 'lead-files/',
    spoolDir: path.join(dir, 'spool'),
  });
  return {
    endpoint,
    bucket,
    client,
    store,
    async close() {
      client.destroy();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** For a test file: an S3 server started before its tests and closed after, and a temporary folder. */
export function useS3AndFolder(prefix: string): { dir: string; s3(): TestS3 } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  let s3: TestS3 | undefined;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    dir,
    s3: () => {
      if (!s3) throw new Error('the S3 server starts in beforeAll');
      return s3;
    },
  };
}
