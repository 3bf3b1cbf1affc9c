import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` in apps/api writes SQL migrations that are committed and applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
