import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { LEAD_FILE_MAX_BYTES } from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { createDiskStore } from '../../files/disk-store.ts';
import { migratedPgliteAt, type TestDb } from '../../../test/seeded-db.ts';
import { multipartBody, PNG } from '../../../test/multipart.ts';

// A real listening server over PGlite in a data folder (as `npm start` runs it), so the upload,
// the database and the health checks share one event loop as in production.
describe('a 10 MB upload beside /v1/health on PGlite in a folder', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'upload-health-'));
  let db: TestDb;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    db = await migratedPgliteAt(path.join(dir, 'pglite'));
    app = await buildApp({
      db: db.client,
      services: { files: createDiskStore(path.join(dir, 'lead-files')) },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // Sends the body in 256 KB pieces, each after the loop had a turn, like a network would.
  let tries = 0;
  function upload(body: Buffer, boundary: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${base}/v1/lead/file?holdingId=1`, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
          // Each try as its own visitor, so no try counts against the room of another.
          'x-forwarded-for': `198.51.100.${tries}`,
        },
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      void (async () => {
        for (let at = 0; at < body.length; at += 256 * 1024) {
          if (!req.write(body.subarray(at, at + 256 * 1024)))
            await new Promise((r) => req.once('drain', r));
          await sleep(1);
        }
        req.end();
      })();
    });
  }

  const health = async () => {
    const started = performance.now();
    const res = await fetch(`${base}/v1/health`);
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    return performance.now() - started;
  };

  // On a machine shared with other test runs one answer may wait for the CPU by chance: the test
  // is tried up to three times. A stall the upload causes (seconds, when the file went into PGlite)
  // is in every try.
  it(
    'answers health within 200 ms while the file arrives and is stored',
    { retry: 2 },
    async () => {
      tries += 1;
      await health(); // the first call opens the connection and warms the route
      // The first statements on a table after start read it from the folder: a one-time cost of
      // PGlite, paid here by a small file, so what is measured is the cost of every big one.
      const small = multipartBody([{ field: 'file', file: 'small.png', content: PNG }]);
      expect(await upload(small.body, small.boundary)).toBe(200);
      const bytes = Buffer.concat([PNG, Buffer.alloc(LEAD_FILE_MAX_BYTES - PNG.length - 1024, 7)]);
      const { body, boundary } = multipartBody([
        { field: 'file', file: 'big.png', content: bytes },
      ]);
      let done = false;
      const uploaded = upload(body, boundary).finally(() => (done = true));
      const waits: number[] = [];
      while (!done) {
        waits.push(await health());
        await sleep(10);
      }
      // A few more right after the answer, when a store into the database would still be running.
      for (let i = 0; i < 5; i++) waits.push(await health());
      expect(await uploaded).toBe(200);
      expect(waits.length).toBeGreaterThan(5);
      expect(Math.max(...waits)).toBeLessThan(200);
    },
  );
});
