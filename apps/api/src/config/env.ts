import path from 'node:path';
import { z } from 'zod';
import { fileStoreEnv, fileStoreIssues } from './env-files.ts';
import { flag, identityEnv } from './env-identity.ts';

// The repository root, so default paths do not depend on the working directory.
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const devJwtSecret = 'dev-only-jwt-secret-change-me-in-production';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    API_HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    PGLITE_DIR: z.string().min(1).default(path.join(repoRoot, '.data/pglite')),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
    REDIS_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
    ...identityEnv,
    ...fileStoreEnv(repoRoot),
    // Tests only (the e2e stack runs the production build, so it cannot be refused there): feed
    // photos may come from this machine's fake image host; otherwise an address inside our
    // network is never fetched (decision 0073).
    FEED_PHOTOS_ALLOW_PRIVATE: flag,
  })
  .transform((raw, ctx) => {
    for (const issue of fileStoreIssues(raw))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    // A committed default secret must never sign production tokens.
    if (raw.JWT_SECRET === undefined && raw.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'required when NODE_ENV=production',
      });
      return z.NEVER;
    }
    return { ...raw, JWT_SECRET: raw.JWT_SECRET ?? devJwtSecret };
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

// Validates a set of variables; throws EnvError naming every bad variable.
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Operators read these messages; keep them English whatever locale the API set for visitors.
  const result = envSchema.safeParse(source, { error: z.locales.en().localeError });
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`,
  );
  throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`);
}

// Entry points call this once; a bad environment stops the process before anything starts.
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  try {
    return parseEnv(source);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
