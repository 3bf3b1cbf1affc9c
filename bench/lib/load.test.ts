import { afterEach, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { load, medianLoad } from './load.ts';

// The bench's load generator against a real local server: what wrk asks, and what it reports.

let server: Server | undefined;
interface Seen {
  path: string;
  host?: string;
  hosts: number;
  encoding?: string;
}
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

async function start(status = 200): Promise<{ origin: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  server = createServer((req, res) => {
    if (seen.length < 10_000)
      seen.push({
        path: req.url ?? '',
        host: req.headers.host,
        hosts: req.rawHeaders.filter((h, i) => i % 2 === 0 && h.toLowerCase() === 'host').length,
        encoding: req.headers['accept-encoding'] as string | undefined,
      });
    res.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

// wrk runs for a second after it starts: the 5 s default is tight on a busy 2-core machine.
describe('load (wrk)', { timeout: 20_000 }, () => {
  it('repeats one URL with the given headers and reports requests per second and latency', async () => {
    const { origin, seen } = await start();
    const result = await load({
      url: `${origin}/robots.txt?x=1`,
      headers: { host: 'h2.localhost:3000', 'accept-encoding': 'br' },
      seconds: 1,
    });
    expect(result.rps).toBeGreaterThan(100);
    expect(result.p50Ms).toBeGreaterThan(0);
    expect(result.p99Ms).toBeGreaterThanOrEqual(result.p50Ms);
    expect(new Set(seen.map((s) => s.path))).toEqual(new Set(['/robots.txt?x=1']));
    // One Host header on every request (wrk adds its own unless told in its own spelling).
    expect(
      seen.every((s) => s.host === 'h2.localhost:3000' && s.hosts === 1 && s.encoding === 'br'),
    ).toBe(true);
  });

  it('asks the rotated paths in turn, or a URL of its own each time', async () => {
    const { origin, seen } = await start();
    await load({
      url: `${origin}/v1/catalog?a=1`,
      mix: { rotate: ['/one?p=1', '/two?p=2'] },
      seconds: 1,
    });
    expect(new Set(seen.map((s) => s.path))).toEqual(new Set(['/one?p=1', '/two?p=2']));
    seen.length = 0;
    await load({ url: `${origin}/v1/catalog?a=1`, mix: 'distinct', seconds: 1 });
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.every((s) => /^\/v1\/catalog\?a=1&nonce=w\d+$/.test(s.path))).toBe(true);
    expect(new Set(seen.map((s) => s.path)).size).toBe(seen.length);
  });

  it('counts a named parameter up, one value per request, and sends the hosts in turn', async () => {
    const { origin, seen } = await start();
    await load({
      url: `${origin}/cars/new/`,
      mix: { count: 'priceTo', from: 900_000_000 },
      hosts: ['localhost:3000', 'h2.localhost:3000'],
      seconds: 1,
    });
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.every((s) => /^\/cars\/new\/\?priceTo=9\d{8}$/.test(s.path))).toBe(true);
    expect(new Set(seen.map((s) => s.path)).size).toBe(seen.length);
    expect(new Set(seen.map((s) => s.host))).toEqual(
      new Set(['localhost:3000', 'h2.localhost:3000']),
    );
    expect(seen.every((s) => s.hosts === 1)).toBe(true);
  });

  it('fails on answers that are not 2xx or 3xx', async () => {
    const { origin } = await start(500);
    await expect(load({ url: `${origin}/`, seconds: 1 })).rejects.toThrow(/not 2xx\/3xx/);
  });

  it('takes the median of each figure', () => {
    const runs = [
      { rps: 100, p50Ms: 1, p97Ms: 5, p99Ms: 9 },
      { rps: 300, p50Ms: 3, p97Ms: 4, p99Ms: 7 },
      { rps: 200, p50Ms: 2, p97Ms: 6, p99Ms: 8 },
    ];
    expect(medianLoad(runs)).toEqual({ rps: 200, p50Ms: 2, p97Ms: 5, p99Ms: 8 });
  });
});
