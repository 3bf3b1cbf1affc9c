import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import shedLoad, { overloadedMessage } from '../../src/plugins/app/shed-load.ts';
import { buildTestApp, testDbLabel } from '../helper.ts';

describe('load shedding of the searches', () => {
  it('answers a quick Russian 503 beyond the calls in flight, and frees a slot when one ends', async () => {
    const app = Fastify();
    await app.register(shedLoad, { routes: ['/slow'], max: 2 });
    const gates: (() => void)[] = [];
    app.get('/slow', () => new Promise<string>((resolve) => gates.push(() => resolve('done'))));
    app.get('/other', async () => 'free');
    await app.ready();
    const first = app.inject({ url: '/slow' });
    const second = app.inject({ url: '/slow' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const third = await app.inject({ url: '/slow' });
    expect(third.statusCode).toBe(503);
    expect(third.json().message).toBe(overloadedMessage);
    expect(third.headers['retry-after']).toBe('1');
    expect((await app.inject({ url: '/other' })).statusCode).toBe(200);
    gates.shift()!();
    expect((await first).statusCode).toBe(200);
    const fourth = app.inject({ url: '/slow' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const open of gates.splice(0)) open();
    expect((await second).statusCode).toBe(200);
    expect((await fourth).statusCode).toBe(200);
    await app.close();
  });
});

describe(`the health check under load on ${testDbLabel}`, () => {
  it('answers from a recent database check instead of queueing behind other queries', async () => {
    const t = await buildTestApp();
    expect((await t.app.inject({ url: '/v1/health' })).statusCode).toBe(200);
    // A database that no longer answers at once: the check of a moment ago still stands.
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const execute = t.app.db.execute.bind(t.app.db);
    (t.app.db as { execute: unknown }).execute = async (...args: Parameters<typeof execute>) => {
      await blocked;
      return execute(...args);
    };
    const res = await Promise.race([
      t.app.inject({ url: '/v1/health' }),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000)),
    ]);
    expect(res?.statusCode).toBe(200);
    release();
    await t.close();
  }, 120_000);
});
