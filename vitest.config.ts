import { defineConfig } from 'vitest/config';

// One Vitest run covers the pure packages, the API, the web's unit tests and the tooling checks.
export default defineConfig({
  test: {
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
