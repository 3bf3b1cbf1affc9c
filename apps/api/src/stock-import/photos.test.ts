import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueSnapshot } from '../../test/seeded-app.ts';
import { createSeededTestDb } from '../../test/seeded-db.ts';
import { testDbLabel, type TestDb } from '../../test/test-db.ts';
import type { Db } from '../db/client.ts';
import { dealersByCode, type ImportDealer } from '../db/queries/stock-import/catalogue.ts';
import { feedPhotos, stockImports, vehicles } from '../db/schema/index.ts';
import { createDiskStore } from '../files/disk-store.ts';
import type { FileStore } from '../files/index.ts';
import { downloadPhoto, isInternalAddress, type FetchLimits } from './photo-fetch.ts';
import { feedPhotoId, feedPhotoKey, feedPhotoUrl, tilePhoto } from './photo-urls.ts';
import { avitoXml, usedCarAd } from './fixtures/generate.ts';
import { createPhotoQueue, type PhotoOptions } from './photos.ts';
import { importFeed } from './run-import.ts';

// The fake image host: generated JPEGs, one slow, one missing, one not a picture, one too big.
const requests = new Map<string, number>();
let server: Server;
let base = '';
const jpeg = (shade: number) =>
  sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: shade, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer();

async function startFakeHost() {
  const photos = new Map([
    ['/a.jpg', await jpeg(200)],
    ['/b.jpg', await jpeg(20)],
  ]);
  server = createServer((req, res) => {
    const url = req.url ?? '';
    requests.set(url, (requests.get(url) ?? 0) + 1);
    const photo = photos.get(url);
    if (photo) return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    if (url === '/moved.jpg') return res.writeHead(302, { location: '/a.jpg' }).end();
    if (url === '/slow.jpg') {
      const timer = setTimeout(() => res.end(), 10_000);
      res.on('close', () => clearTimeout(timer));
      return res.writeHead(200, { 'content-type': 'image/jpeg' }).write('\xff\xd8');
    }
    if (url === '/text.jpg')
      return res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>not a photo</html>');
    // Sent without a length: the limit is counted as the bytes arrive.
    if (url === '/huge.jpg')
      return Readable.from(
        (function* () {
          for (let i = 0; i < 64; i += 1) yield Buffer.alloc(64 * 1024);
        })(),
      ).pipe(res.writeHead(200, { 'content-type': 'image/jpeg' }));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const limits: FetchLimits = { timeoutMs: 1500, maxBytes: 1024 * 1024, allowPrivate: true };
const options: PhotoOptions = { ...limits, concurrency: 4 };

const ad = (id: string, vin: string, photos: string[]) =>
  usedCarAd({
    id,
    make: 'Kia',
    model: 'Rio',
    vin,
    price: 1_250_000,
    photos: photos.map((p) => `${base}${p}`),
  });
const feed = (...ads: string[]) => Readable.from([avitoXml(...ads)]);

beforeAll(startFakeHost);
afterAll(() => server?.close());

describe('downloadPhoto', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'photo-fetch-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = () => path.join(dir, `f-${Math.random()}`);
  const refused = (url: string, extra: Partial<FetchLimits> = {}) =>
    downloadPhoto(url, file(), { ...limits, ...extra }).then(
      () => 'fetched',
      (error: Error) => error.message,
    );

  it('knows the addresses inside a network, IPv4-mapped ones too', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254'])
      expect(isInternalAddress(address)).toBe(true);
    for (const address of ['::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '0.0.0.0'])
      expect(isInternalAddress(address)).toBe(true);
    for (const address of ['93.184.216.34', '2a00:1450:4010:c0e::8a', '::ffff:93.184.216.34'])
      expect(isInternalAddress(address)).toBe(false);
  });

  it('refuses other schemes and, unless allowed, this machine by address or by name', async () => {
    expect(await refused('ftp://example.test/a.jpg')).toBe(
      'адрес фото должен начинаться с http:// или https://',
    );
    expect(await refused(`${base}/a.jpg`, { allowPrivate: false })).toBe(
      'адрес 127.0.0.1 ведёт во внутреннюю сеть, такие не скачиваются',
    );
    expect(
      await refused(`${base.replace('127.0.0.1', 'localhost')}/a.jpg`, { allowPrivate: false }),
    ).toMatch(/^адрес localhost ведёт во внутреннюю сеть/);
    expect(await refused('http://[::1]:9/a.jpg', { allowPrivate: false })).toMatch(
      /^адрес ::1 ведёт во внутреннюю сеть/,
    );
    // A redirect is followed; its target is checked like the first address.
    expect(await refused(`${base}/moved.jpg`)).toBe('fetched');
  });

  it('stops a slow host at the timeout, a missing photo at its status, a big one at the limit', async () => {
    const started = Date.now();
    expect(await refused(`${base}/slow.jpg`)).toBe('сервер не отдал фото за 2 с');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await refused(`${base}/none.jpg`)).toBe('сервер ответил 404');
    expect(await refused(`${base}/huge.jpg`)).toBe('фото больше 1 МБ');
  });
});

describe(`feed photos copied after an import on ${testDbLabel}`, () => {
  let testDb: TestDb;
  let db: Db;
  let dealer: ImportDealer;
  let files: FileStore;
  let dir: string;
  const stamp = String(Date.now()).slice(-9);
  const vin = (n: string) => `Z94PH${stamp}${n}`;

  beforeAll(async () => {
    requests.clear();
    dir = mkdtempSync(path.join(tmpdir(), 'feed-photos-'));
    files = createDiskStore(dir);
    testDb = await createSeededTestDb('catalogue', seedCatalogueSnapshot);
    db = testDb.client.db;
    const [found] = await dealersByCode(db, 'vektor-probeg-odintsovo');
    if (!found) throw new Error('seed dealer');
    dealer = found;
  }, 600_000);
  afterAll(async () => {
    await testDb?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const run = async (...ads: string[]) => {
    const queue = createPhotoQueue(db, files, options, (error) => {
      throw error;
    });
    const report = await importFeed(db, {
      dealer,
      source: feed(...ads),
      sourceName: 'photos.xml',
      now: () => new Date(),
      allowMassRemoval: true,
      photos: queue,
    });
    // The report is answered before any photo is fetched.
    expect(report.counts.photos).toBeUndefined();
    await queue.idle();
    const [saved] = await db.select().from(stockImports).where(eq(stockImports.id, report.id));
    return saved!;
  };
  const photosOf = async (v: string) =>
    (await db.select({ photos: vehicles.photos }).from(vehicles).where(eq(vehicles.vin, v)))[0]
      ?.photos;

  it('stores each photo once as WebP in both frames, names every failure per car', async () => {
    const saved = await run(
      ad(`ph-${stamp}-1`, vin('001'), ['/a.jpg', '/b.jpg']),
      ad(`ph-${stamp}-2`, vin('002'), ['/a.jpg', '/none.jpg', '/text.jpg']),
      ad(`ph-${stamp}-3`, vin('003'), ['/slow.jpg', '/none.jpg']),
    );
    const [a, b] = [`${base}/a.jpg`, `${base}/b.jpg`].map(feedPhotoId);
    expect(await photosOf(vin('001'))).toEqual([feedPhotoUrl(a!), feedPhotoUrl(b!)]);
    expect(await photosOf(vin('002'))).toEqual([feedPhotoUrl(a!)]);
    expect(await photosOf(vin('003'))).toEqual([]);
    expect(tilePhoto([])).toBe('/api/v1/images/vehicles/no-photo.svg');
    expect(tilePhoto([feedPhotoUrl(a!)])).toBe(`/api/v1/images/feed/${a}-tile.webp`);
    expect(requests.get('/a.jpg')).toBe(1);

    for (const [size, width, height] of [
      ['card', 800, 600],
      ['tile', 400, 200],
    ] as const) {
      const stream = await files.get(feedPhotoKey(a!, size));
      const bytes = Buffer.concat(await stream!.toArray());
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width, height });
    }

    expect(saved.counts.photos).toEqual({ fetched: 2, kept: 0, failed: 3 });
    const reasons = Object.fromEntries(saved.problems.map((p) => [p.vin, p.reasons]));
    expect(reasons[vin('001')]).toBeUndefined();
    expect(reasons[vin('002')]).toEqual([
      `Фото не загружено: ${base}/none.jpg — сервер ответил 404`,
      `Фото не загружено: ${base}/text.jpg — это не картинка JPEG, PNG или WebP`,
    ]);
    expect(reasons[vin('003')]).toEqual([
      `Фото не загружено: ${base}/slow.jpg — сервер не отдал фото за 2 с`,
      `Фото не загружено: ${base}/none.jpg — сервер ответил 404`,
      'Ни одно фото не загрузилось: на сайте машина показана без фото',
    ]);
    expect(saved.counts.doubtful).toBe(2);
  }, 60_000);

  it('does not fetch a stored photo again; a failed one is tried again on the next import', async () => {
    const before = { a: requests.get('/a.jpg'), none: requests.get('/none.jpg') };
    const saved = await run(
      ad(`ph-${stamp}-1`, vin('001'), ['/a.jpg', '/b.jpg']),
      ad(`ph-${stamp}-2`, vin('002'), ['/a.jpg', '/none.jpg', '/text.jpg']),
      ad(`ph-${stamp}-4`, vin('004'), ['/b.jpg']),
    );
    expect(requests.get('/a.jpg')).toBe(before.a);
    expect(requests.get('/b.jpg')).toBe(1);
    expect(requests.get('/none.jpg')).toBe((before.none ?? 0) + 1);
    expect(saved.counts).toMatchObject({ photos: { fetched: 0, kept: 2, failed: 2 } });
    expect(await photosOf(vin('004'))).toEqual([feedPhotoUrl(feedPhotoId(`${base}/b.jpg`))]);
    const rows = await db
      .select({ id: feedPhotos.id })
      .from(feedPhotos)
      .where(inArray(feedPhotos.url, [`${base}/a.jpg`, `${base}/b.jpg`]));
    expect(rows).toHaveLength(2);
  }, 60_000);

  it('deletes the photos no car on sale names once their cars are sold or show others', async () => {
    const [a, b] = [`${base}/a.jpg`, `${base}/b.jpg`].map(feedPhotoId) as [string, string];
    const stored = async (id: string) =>
      Promise.all(
        (['card', 'tile'] as const).map(
          async (size) => (await files.get(feedPhotoKey(id, size))) !== null,
        ),
      );
    expect(await stored(b)).toEqual([true, true]);
    // 001 now shows only a, 004 (the other car with b) and 002 leave the feed: b is nobody's.
    await run(ad(`ph-${stamp}-1`, vin('001'), ['/a.jpg']));
    expect(await photosOf(vin('001'))).toEqual([feedPhotoUrl(a)]);
    expect(await stored(b)).toEqual([false, false]);
    expect(await stored(a)).toEqual([true, true]);
    const rows = await db
      .select({ id: feedPhotos.id })
      .from(feedPhotos)
      .where(inArray(feedPhotos.id, [a, b]));
    expect(rows.map((r) => r.id)).toEqual([a]);
    // The sold cars keep their photos still stored (a), never an address whose file is gone.
    expect(await photosOf(vin('004'))).toEqual([]);
    expect(await photosOf(vin('002'))).toEqual([feedPhotoUrl(a)]);
    const [sold] = await db
      .select({ status: vehicles.status })
      .from(vehicles)
      .where(eq(vehicles.vin, vin('004')));
    expect(sold?.status).toBe('sold');
    // A sold car back in the feed gets its photo again: fetched anew, as it was deleted.
    const fetched = requests.get('/b.jpg') ?? 0;
    await run(
      ad(`ph-${stamp}-1`, vin('001'), ['/a.jpg']),
      ad(`ph-${stamp}-4`, vin('004'), ['/b.jpg']),
    );
    expect(requests.get('/b.jpg')).toBe(fetched + 1);
    expect(await photosOf(vin('004'))).toEqual([feedPhotoUrl(b)]);
    expect(await stored(b)).toEqual([true, true]);
  }, 60_000);
});
