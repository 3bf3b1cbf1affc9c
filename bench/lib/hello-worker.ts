import { parentPort, workerData } from 'node:worker_threads';
import Fastify from 'fastify';

// The baseline of the catalogue bench: a bare Fastify route on its own event loop, as the API has;
// port 0 lets the system pick a free one.
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const address = await app.listen({
  port: (workerData as { port: number }).port,
  host: '127.0.0.1',
});
parentPort?.postMessage(address);
parentPort?.on('message', (message) => {
  if (message === 'stop') void app.close().then(() => process.exit(0));
});
