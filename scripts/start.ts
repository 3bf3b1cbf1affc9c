import { join } from 'node:path';
import { ensureBuild } from './lib/build.ts';
import { startStack } from './lib/stack.ts';
import { ROOT } from './lib/process.ts';

// npm start: build if the sources changed, migrate and seed .data/ on first run, serve both tiers.
await ensureBuild();
const stack = await startStack({
  apiPort: Number(process.env.API_PORT ?? 4000),
  webPort: Number(process.env.PORT ?? 3000),
  dataDir: process.env.PGLITE_DIR ?? join(ROOT, '.data/pglite'),
});
console.log(`
  Site, holding 1:  ${stack.webUrl}/
  Site, holding 2:  http://h2.localhost:${new URL(stack.webUrl).port}/
  API:              ${stack.apiUrl}/v1/health
  API docs:         ${stack.apiUrl}/docs
`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stack.stop().then(() => process.exit(0)));
}
