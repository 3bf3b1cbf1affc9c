import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers the pure packages, the API, the web's unit tests and the tooling checks.
export default defineConfig({
  test: {
    // A worker per core (Vitest's default leaves one free: a single worker on a 2-core machine).
    maxWorkers: availableParallelism(),
    projects: [
      'packages/*',
      'apps/api',
      'apps/web',
      {
        test: {
          name: 'tools',
          include: ['scripts/**/*.test.ts', 'bench/lib/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
