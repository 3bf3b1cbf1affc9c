import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueTestApp, type SeededApp } from '../../../../test/seeded-app.ts';
import { multipartBody, type Part } from '../../../../test/multipart.ts';
import { staffToken } from '../../../../test/staff.ts';
import { testDbLabel } from '../../../../test/test-db.ts';
import { dealers, stockFeeds, vehicles } from '../../../db/schema/index.ts';

const avito = () => readFile(new URL('../../../stock-import/fixtures/avito.xml', import.meta.url));

describe(`/v1/reports/stock-import on ${testDbLabel}`, () => {
  let t: SeededApp;
  let admin: string;
  let manager: string;
  let dealerId: number;
  let otherId: number;
  const upload = (token: string, parts: Part[], holdingId = 1) => {
    const { body, boundary } = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: `/v1/reports/stock-import?holdingId=${holdingId}`,
      payload: body,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
  };

  beforeAll(async () => {
    t = await buildCatalogueTestApp();
    const rows = await t.client.db.select({ id: dealers.id, code: dealers.code }).from(dealers);
    dealerId = rows.find((d) => d.code === 'vektor-probeg-odintsovo')!.id;
    otherId = rows.find((d) => d.code === 'vektor-kia-varshavka')!.id;
    admin = await staffToken(t, { login: 'import-admin', role: 'admin', holdingId: 1 });
    manager = await staffToken(t, {
      login: 'import-manager',
      role: 'manager',
      holdingId: 1,
      dealerIds: [otherId],
    });
  }, 600_000);
  afterAll(async () => t?.close());

  it('imports an uploaded feed and answers its report; the list and the report read it back', async () => {
    const refused = await upload(admin, [
      { field: 'dealerId', content: String(dealerId) },
      { field: 'feed', file: 'stock.xml', type: 'text/xml', content: await avito() },
    ]);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ status: 'refused', counts: { added: 2 } });

    const res = await upload(admin, [
      { field: 'dealerId', content: String(dealerId) },
      { field: 'allowMassRemoval', content: 'on' },
      { field: 'feed', file: 'stock.xml', type: 'text/xml', content: await avito() },
    ]);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({
      status: 'applied',
      format: 'avito',
      source: 'stock.xml',
      dealer: { id: dealerId, code: 'vektor-probeg-odintsovo' },
      counts: { total: 4, added: 2, rejected: 2 },
    });
    expect(report.problems).toHaveLength(2);

    const list = await t.app.inject({
      url: `/v1/reports/stock-import?holdingId=1&dealerId=${dealerId}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(list.json().imports.map((i: { id: number }) => i.id)).toEqual([
      report.id,
      refused.json().id,
    ]);
    expect(list.json().dealers.length).toBeGreaterThan(5);
    // The photos are copied after the answer (decision 0073); the fixture's host does not exist,
    // so each car gets its warning in the report read back once the step is done.
    expect(report.counts.photos).toBeUndefined();
    await t.app.feedPhotos.idle();
    const one = await t.app.inject({
      url: `/v1/reports/stock-import/${report.id}?holdingId=1`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const read = one.json();
    expect(read).toEqual({
      ...report,
      counts: { ...report.counts, doubtful: 2, photos: { fetched: 0, kept: 0, failed: 3 } },
      problems: expect.arrayContaining(report.problems),
    });
    const warned = read.problems.filter((p: { level: string }) => p.level === 'doubtful');
    expect(warned.map((p: { feedId: string }) => p.feedId).sort()).toEqual(['av-1001', 'av-1002']);
    expect(warned[0].reasons[0]).toMatch(
      /^Фото не загружено: https:\/\/img\.example\.test\/av-100\d\/1\.jpg — /,
    );

    // The new car is in the listing within seconds (the index follows the stock's signature).
    const [car] = await t.client.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.vin, 'Z94K241CBMR000101'));
    let ids: number[] = [];
    for (let i = 0; i < 40 && !ids.includes(car!.id); i += 1) {
      if (i > 0) await new Promise((r) => setTimeout(r, 250));
      const cars = await t.app.inject(
        '/v1/catalog?holdingId=1&mark=hyundai&perPage=100&sort=new-first',
      );
      ids = cars.json().items.map((c: { id: number }) => c.id);
    }
    expect(ids).toContain(car!.id);
  });

  it('keeps a manager to their own dealers, and another holding out', async () => {
    const parts: Part[] = [
      { field: 'dealerId', content: String(dealerId) },
      { field: 'feed', file: 'stock.xml', content: await avito() },
    ];
    expect((await upload(manager, parts)).statusCode).toBe(404);
    expect((await upload(admin, parts, 2)).statusCode).toBe(403);
    const none = await t.app.inject({ url: '/v1/reports/stock-import?holdingId=1' });
    expect(none.statusCode).toBe(401);
    const own = await t.app.inject({
      url: '/v1/reports/stock-import?holdingId=1',
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(own.json().dealers.map((d: { id: number }) => d.id)).toEqual([otherId]);
  });

  it('answers a clear 4xx for an upload without a file or dealer, and a feed that is not XML', async () => {
    const noFile = await upload(admin, [{ field: 'dealerId', content: String(dealerId) }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Выберите дилерский центр и файл фида');
    const notXml = await upload(admin, [
      { field: 'dealerId', content: String(dealerId) },
      { field: 'feed', file: 'photo.png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
    ]);
    expect(notXml.statusCode).toBe(200);
    expect(notXml.json()).toMatchObject({ status: 'refused' });
    expect(notXml.json().message).toMatch(/^Файл не читается как XML/);
  });

  it('keeps a dealer’s feed address, refuses one that is no web address, and clears it', async () => {
    const set = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/reports/stock-import/feed?holdingId=1',
        payload: body,
        headers: { authorization: `Bearer ${admin}` },
      });
    expect(
      (await set({ dealerId, url: 'https://dealer.example.test/avito.xml', everyMinutes: 60 }))
        .statusCode,
    ).toBe(200);
    const [row] = await t.client.db
      .select()
      .from(stockFeeds)
      .where(eq(stockFeeds.dealerId, dealerId));
    expect(row).toMatchObject({ url: 'https://dealer.example.test/avito.xml', everyMinutes: 60 });
    const bad = await set({ dealerId, url: 'file:///etc/passwd', everyMinutes: 60 });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(
      'Адрес фида должен начинаться с http:// или https://',
    );
    expect((await set({ dealerId, url: '', everyMinutes: 60 })).statusCode).toBe(200);
    expect(
      await t.client.db.select().from(stockFeeds).where(eq(stockFeeds.dealerId, dealerId)),
    ).toEqual([]);
  });
});
