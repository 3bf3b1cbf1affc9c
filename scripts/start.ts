import { join } from 'node:path';
import { ensureBuild } from './lib/build.ts';
import { startStack } from './lib/stack.ts';
import { ROOT } from './lib/process.ts';

// npm start: build if the sources changed, migrate and seed .data/ on first run, serve both tiers.
await ensureBuild();
const apiPort = Number(process.env.API_PORT ?? 4000);
// Without PAY_GATEWAY_URL the bills are paid through the local bank simulator (no money moves).
const paySimulatorPort = process.env.PAY_GATEWAY_URL ? undefined : apiPort + 1;
const stack = await startStack({
  apiPort,
  webPort: Number(process.env.PORT ?? 3000),
  dataDir: process.env.PGLITE_DIR ?? join(ROOT, '.data/pglite'),
  paySimulatorPort,
});
console.log(`
  Site, holding 1:  ${stack.webUrl}/
  Site, holding 2:  http://h2.localhost:${new URL(stack.webUrl).port}/
  API:              ${stack.apiUrl}/v1/health
  API docs:         ${stack.apiUrl}/docs${paySimulatorPort ? `\n  Bank simulator:   http://127.0.0.1:${paySimulatorPort}/twpg (card payments of /pay)` : ''}
`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stack.stop().then(() => process.exit(0)));
}
