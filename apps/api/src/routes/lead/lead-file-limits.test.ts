import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LEAD_FILE_MAX_BYTES } from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import { leadWithFiles, multipartBody, PNG } from '../../../test/multipart.ts';
import { queryRows } from '../../../test/test-db.ts';
import { LEAD_FILE_ROOM_BYTES, leadFileMessages } from '../../leads/files.ts';

type Answer = { status: number; headers: Record<string, unknown>; body: Record<string, unknown> };

// The limits of /lead/file are counted before the body is read: a listening server gets only the
// headers of an upload (its length promised, no byte of it sent) and must answer all the same.
describe(`POST /v1/lead/file limits before the body on ${testDbLabel}`, () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  function headersOnly(ip: string, declaredBytes: number): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/v1/lead/file?holdingId=1',
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=----never-sent',
          'content-length': declaredBytes,
          'x-forwarded-for': ip,
        },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          req.destroy();
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>,
          });
        });
      });
      req.on('error', reject);
      req.flushHeaders();
    });
  }

  const upload = async (ip: string, content: Buffer) => {
    const { body, boundary } = multipartBody([{ field: 'file', file: 'scan.png', content }]);
    return t.app.inject({
      method: 'POST',
      url: '/v1/lead/file?holdingId=1',
      payload: body,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-forwarded-for': ip,
      },
    });
  };
  const png = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length, 1)]);
  const spooled = () => {
    const dir = t.app.services.files.spoolDir;
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('refuses the 31st upload of an address with 429 before its body is sent', async () => {
    for (let i = 0; i < 30; i++) expect((await upload('198.51.100.70', PNG)).statusCode).toBe(200);
    const answer = await headersOnly('198.51.100.70', LEAD_FILE_MAX_BYTES);
    expect(answer.status).toBe(429);
    expect(answer.body.message).toBe('Слишком много запросов. Попробуйте позже.');
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(spooled()).toEqual([]);
  });

  it('caps what an address keeps unclaimed at 30 MB, before reading when the length tells', async () => {
    expect(LEAD_FILE_ROOM_BYTES).toBe(30 * 1024 * 1024);
    const ip = '198.51.100.71';
    // Three full files leave 300 bytes of room.
    const big = png(LEAD_FILE_ROOM_BYTES / 3 - 100);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await upload(ip, big);
      expect(res.statusCode).toBe(200);
      ids.push(res.json().id);
    }
    const noRoom = {
      message: leadFileMessages.noRoom,
      code: 8,
      details: [{ field: 'file', message: leadFileMessages.noRoom }],
    };
    // A body whose length leaves no room is refused from its headers.
    const early = await headersOnly(ip, 5 * 1024 * 1024);
    expect(early.status).toBe(429);
    expect(early.body).toEqual(noRoom);
    // Retry when the oldest free file is swept: within an hour and the sweep's interval.
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(3000);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(4200);
    // A short body passes the headers but not the count of the file it brought.
    const late = await upload(ip, png(1000));
    expect(late.statusCode).toBe(429);
    expect(late.json()).toEqual(noRoom);
    expect(spooled()).toEqual([]);
    const kept = await queryRows<{ n: number; bytes: number }>(
      t.client,
      `select count(*)::int as n, sum(size)::int as bytes from lead_files where uploader_ip = '${ip}'`,
    );
    expect(kept[0]).toEqual({ n: 3, bytes: 3 * big.length });
    // Another visitor is not held by this one's files.
    expect((await upload('198.51.100.72', png(1000))).statusCode).toBe(200);
    // A lead that takes a file gives its room back.
    const lead = await leadWithFiles(t.app, [ids[0]!], { phone: '+7 900-000-00-19', ip });
    expect(lead.statusCode).toBe(200);
    expect((await upload(ip, png(1000))).statusCode).toBe(200);
  });
});
