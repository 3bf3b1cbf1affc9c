import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('fills the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      API_PORT: 4000,
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.PGLITE_DIR).toMatch(/\.data\/pglite$/);
    expect(env.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('treats an empty DATABASE_URL as unset, so PGlite is used', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(parseEnv({ DATABASE_URL: 'postgres://u@h:5432/d' }).DATABASE_URL).toBe(
      'postgres://u@h:5432/d',
    );
  });

  it('refuses production without a JWT secret', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    const secret = 'x'.repeat(32);
    expect(parseEnv({ NODE_ENV: 'production', JWT_SECRET: secret }).JWT_SECRET).toBe(secret);
  });

  it('names every bad variable in one message', () => {
    const attempt = () =>
      parseEnv({ API_PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow(/API_PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/);
  });

  it('keeps lead files in a folder under the data folder unless a bucket is configured', () => {
    expect(parseEnv({}).LEAD_FILES_DIR).toMatch(/\.data\/lead-files$/);
    expect(parseEnv({}).LEAD_FILES_S3_BUCKET).toBeUndefined();
    const s3 = parseEnv({
      LEAD_FILES_S3_BUCKET: 'dealer-files',
      LEAD_FILES_S3_ENDPOINT: 'http://minio.local:9000',
      LEAD_FILES_S3_ACCESS_KEY_ID: 'key',
      LEAD_FILES_S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(s3).toMatchObject({
      LEAD_FILES_S3_REGION: 'us-east-1',
      LEAD_FILES_S3_PREFIX: 'lead-files/',
    });
  });

  it('refuses a half-configured bucket at start', () => {
    expect(() => parseEnv({ LEAD_FILES_S3_BUCKET: 'dealer-files' })).toThrow(
      /LEAD_FILES_S3_ACCESS_KEY_ID[\s\S]*LEAD_FILES_S3_SECRET_ACCESS_KEY/,
    );
    expect(() => parseEnv({ LEAD_FILES_S3_ENDPOINT: 'http://minio.local:9000' })).toThrow(
      /LEAD_FILES_S3_BUCKET: required/,
    );
    expect(() => parseEnv({ LEAD_FILES_S3_BUCKET: 'Bad_Bucket' })).toThrow(/LEAD_FILES_S3_BUCKET/);
    expect(() => parseEnv({ LEAD_FILES_S3_ENDPOINT: 'ftp://x' })).toThrow(/LEAD_FILES_S3_ENDPOINT/);
  });
});
