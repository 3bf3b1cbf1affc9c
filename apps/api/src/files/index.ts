import path from 'node:path';
import type { Env } from '../config/env.ts';
import { createDiskStore } from './disk-store.ts';
import { createS3Store } from './s3-store.ts';
import type { FileStore } from './types.ts';

export type { FileStore } from './types.ts';

// The bucket when one is configured (env.ts checks its keys are there too), the folder otherwise.
export function createFileStore(env: Env): FileStore {
  const bucket = env.LEAD_FILES_S3_BUCKET;
  if (!bucket) return createDiskStore(env.LEAD_FILES_DIR);
  return createS3Store({
    bucket,
    endpoint: env.LEAD_FILES_S3_ENDPOINT,
    region: env.LEAD_FILES_S3_REGION,
    accessKeyId: env.LEAD_FILES_S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.LEAD_FILES_S3_SECRET_ACCESS_KEY ?? '',
    prefix: env.LEAD_FILES_S3_PREFIX,
    // Uploads still arrive on this machine's disk first: their length must be known for S3.
    spoolDir: path.join(env.LEAD_FILES_DIR, '.incoming'),
    timeoutMs: env.SERVICE_TIMEOUT_MS * 6,
  });
}
