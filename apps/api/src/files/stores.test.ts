import { mkdirSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { useS3AndFolder, type TestS3 } from '../../test/s3-server.ts';
import { createDiskStore } from './disk-store.ts';
import { removeStaleSpool, SpoolRefused, spoolFile } from './spool.ts';
import type { FileStore } from './types.ts';

const place = useS3AndFolder('file-stores-');
const { dir } = place;
let s3: TestS3;
beforeAll(() => {
  s3 = place.s3();
});

// Both stores keep the same promises; each is also looked at from outside (the folder, the bucket).
const stores: [string, () => FileStore, (key: string) => Promise<Buffer | null>][] = [
  [
    'a folder',
    () => createDiskStore(path.join(dir, 'disk')),
    async (key) => {
      try {
        return readFileSync(path.join(dir, 'disk', key));
      } catch {
        return null;
      }
    },
  ],
  [
    'an S3 bucket (s3rver)',
    () => s3.store,
    async (key) => {
      try {
        const answer = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch {
        return null;
      }
    },
  ],
];

describe.each(stores)('the file store in %s', (_name, make, outside) => {
  it('moves a spooled file in, reads it back, and deletes it', async () => {
    const store = make();
    const id = 'a1'.repeat(16);
    const spooled = await spoolFile(
      Readable.from([Buffer.from('%PDF-1.7 первый')]),
      store.spoolDir,
    );
    expect(spooled.kind).toBe('pdf');
    const key = store.keyFor(id);
    await store.put(key, spooled.path, { size: spooled.size, contentType: 'application/pdf' });
    // The spool file is gone: moved (folder) or uploaded and removed (bucket).
    expect(readdirSync(store.spoolDir)).toEqual([]);
    expect((await outside(key))?.toString()).toBe('%PDF-1.7 первый');
    expect(await text((await store.get(key))!)).toBe('%PDF-1.7 первый');
    await store.remove([key, store.keyFor('b2'.repeat(16))]);
    expect(await outside(key)).toBeNull();
    expect(await store.get(key)).toBeNull();
  });

  it('never takes a key that could leave its folder or prefix', async () => {
    const store = make();
    for (const key of ['../x', '/etc/passwd', 'a/../../b', ''])
      await expect(store.get(key)).rejects.toThrow(/Not a file store key/);
  });
});

describe('the bucket', () => {
  it('keeps objects under the prefix with their type', async () => {
    const key = s3.store.keyFor('c3'.repeat(16));
    expect(key).toBe(`lead-files/${'c3'.repeat(16)}`);
    const spooled = await spoolFile(
      Readable.from([Buffer.from([0xff, 0xd8, 0xff, 0xe0])]),
      s3.store.spoolDir,
    );
    await s3.store.put(key, spooled.path, { size: spooled.size, contentType: 'image/jpeg' });
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(head.ContentType).toBe('image/jpeg');
    expect(head.ContentLength).toBe(4);
  });
});

describe('the spool', () => {
  const spoolDir = path.join(dir, 'spool');
  const from = (...chunks: (string | number[])[]) =>
    Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : Buffer.from(c))));

  it('decides the kind from the first bytes, even split over pieces', async () => {
    const png = await spoolFile(
      from([0x89, 0x50], [0x4e, 0x47, 0x0d], [0x0a, 0x1a, 0x0a, 9]),
      spoolDir,
    );
    expect(png).toMatchObject({ kind: 'png', size: 9 });
    expect(png.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(png.path)).toHaveLength(9);
    rmSync(png.path);
  });

  it('stops at the first bytes of another type and leaves nothing behind', async () => {
    const endless = Readable.from(
      (function* () {
        yield Buffer.from('GIF89a..');
        // A reader that went on would never end.
        for (;;) yield Buffer.alloc(64 * 1024);
      })(),
    );
    await expect(spoolFile(endless, spoolDir)).rejects.toEqual(new SpoolRefused('type'));
    await expect(spoolFile(from(''), spoolDir)).rejects.toEqual(new SpoolRefused('empty'));
    await expect(spoolFile(from('%PD'), spoolDir)).rejects.toEqual(new SpoolRefused('type'));
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  it('removes spool files left behind longer than the keep time', async () => {
    const stale = path.join(spoolDir, 'left.part');
    mkdirSync(spoolDir, { recursive: true });
    writeFileSync(stale, 'x');
    utimesSync(stale, new Date('2026-01-01'), new Date('2026-01-01'));
    expect(await removeStaleSpool(spoolDir, new Date('2026-01-02'))).toBe(1);
    expect(readdirSync(spoolDir)).not.toContain('left.part');
  });
});
