import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().min(1).optional());

/**
 * Where the files sent with lead forms are kept (decision 0047): a folder under the data folder by
 * default; an S3-compatible store (MinIO, any S3) when LEAD_FILES_S3_BUCKET is set.
 */
export const fileStoreEnv = (repoRoot: string) => ({
  LEAD_FILES_DIR: z.string().min(1).default(path.join(repoRoot, '.data/lead-files')),
  LEAD_FILES_S3_BUCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name (3-63 of a-z 0-9 . -)')
      .optional(),
  ),
  // Unset: AWS itself; MinIO and other stores give their address (path-style requests).
  LEAD_FILES_S3_ENDPOINT: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/ }).optional(),
  ),
  LEAD_FILES_S3_REGION: z.string().min(1).default('us-east-1'),
  LEAD_FILES_S3_ACCESS_KEY_ID: optionalText,
  LEAD_FILES_S3_SECRET_ACCESS_KEY: optionalText,
  // Keys go under this prefix, so the bucket may hold other things too.
  LEAD_FILES_S3_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w./-]*$/, 'letters, digits and _ . / - only')
      .default('lead-files/'),
  ),
});

type FileStoreRaw = {
  LEAD_FILES_S3_BUCKET?: string | undefined;
  LEAD_FILES_S3_ENDPOINT?: string | undefined;
  LEAD_FILES_S3_ACCESS_KEY_ID?: string | undefined;
  LEAD_FILES_S3_SECRET_ACCESS_KEY?: string | undefined;
};

// A half-configured store would fail at the first upload; it fails at start instead.
export function fileStoreIssues(raw: FileStoreRaw): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const keys = [raw.LEAD_FILES_S3_ACCESS_KEY_ID, raw.LEAD_FILES_S3_SECRET_ACCESS_KEY];
  if (raw.LEAD_FILES_S3_BUCKET === undefined) {
    if (raw.LEAD_FILES_S3_ENDPOINT !== undefined || keys.some((k) => k !== undefined))
      issues.push({
        path: 'LEAD_FILES_S3_BUCKET',
        message: 'required when any other LEAD_FILES_S3_ variable is set',
      });
    return issues;
  }
  if (raw.LEAD_FILES_S3_ACCESS_KEY_ID === undefined)
    issues.push({ path: 'LEAD_FILES_S3_ACCESS_KEY_ID', message: 'required with a bucket' });
  if (raw.LEAD_FILES_S3_SECRET_ACCESS_KEY === undefined)
    issues.push({ path: 'LEAD_FILES_S3_SECRET_ACCESS_KEY', message: 'required with a bucket' });
  return issues;
}
