import { defineConfig } from 'vitest/config';

// API tests hit a real migrated database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'seed/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file owns a fresh database; running files one by one keeps the PostgreSQL server calm.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
