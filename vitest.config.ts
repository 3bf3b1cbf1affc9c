import { defineConfig } from 'vitest/config';

// One Vitest run covers the pure packages and the API; the web's unit tests sit beside their code.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/web'],
  },
});
