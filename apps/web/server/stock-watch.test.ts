import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.ts';
import { stockWatch } from './stock-watch.ts';

describe('stockWatch', () => {
  let server: Server;
  let signature = 'a';
  let asked = 0;
  let url = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      asked += 1;
      res.writeHead(req.url === '/v1/catalog/signature' ? 200 : 404, {
        'content-type': 'application/json',
      });
      res.end(JSON.stringify({ signature }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('expires the kept pages when the stock moves, asking at most once per interval', async () => {
    const cache = new PageCache(10);
    const policy = { maxAge: 60, staleWhileRevalidate: 600, staleIfError: 86_400 };
    cache.store('/cars/', 200, [], Buffer.from('old'), policy);
    let moves = 0;
    const poke = stockWatch(url, 5000, () => ((moves += 1), cache.expireAll()), 50);
    poke();
    poke();
    await expect.poll(() => asked).toBe(1);
    await pause(100);
    poke();
    await expect.poll(() => asked).toBe(2);
    await pause(100);
    expect(moves).toBe(0);
    expect(cache.get('/cars/')?.state).toBe('fresh');

    signature = 'b';
    poke();
    poke();
    await expect.poll(() => moves).toBe(1);
    expect(asked).toBe(3);
    // Rendered again on its next request; kept only for an outage.
    expect(cache.get('/cars/')?.state).toBe('expired');
  });
});
