import { defineConfig } from 'vitest/config';

// API tests hit a real migrated database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'seed/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file owns a fresh copy of a snapshot built once per run (decision 0034), so files run in parallel.
    testTimeout: 20_000,
    // A file's beforeAll builds an app over its copy; on a shared 2-core machine under heavy load
    // (load average 30) that alone took over a minute.
    hookTimeout: 180_000,
  },
});
