import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemCodes, shortLinks, vcards } from '../../db/schema/index.ts';
import { buildCatalogueTestApp, type SeededApp } from '../../../test/seeded-app.ts';
import { testDbLabel } from '../../../test/test-db.ts';

describe(`code-addressed pages on ${testDbLabel}`, () => {
  let t: SeededApp;
  beforeAll(async () => {
    t = await buildCatalogueTestApp();
  }, 600_000);
  afterAll(async () => t?.close());

  const get = async (url: string) => t.app.inject(`/v1${url}`);

  it('resolves a short link of its holding and counts the visit', async () => {
    const [link] = await t.client.db
      .select()
      .from(shortLinks)
      .where(eq(shortLinks.holdingId, 2))
      .orderBy(asc(shortLinks.id))
      .limit(1);
    const res = await get(`/codes/sl/${link!.code}?holdingId=2`);
    expect(res.json()).toEqual({ code: link!.code, targetUrl: link!.targetUrl });
    const [after] = await t.client.db.select().from(shortLinks).where(eq(shortLinks.id, link!.id));
    expect(after!.hits).toBe(link!.hits + 1);
    expect((await get(`/codes/sl/${link!.code}?holdingId=1`)).statusCode).toBe(404);
  });

  it('resolves an item code to its vehicle', async () => {
    const [code] = await t.client.db
      .select()
      .from(itemCodes)
      .where(eq(itemCodes.holdingId, 1))
      .limit(1);
    const body = (await get(`/codes/ic/${code!.code}?holdingId=1`)).json();
    expect(body.vehicle.id).toBe(code!.vehicleId);
    expect(body.targetUrl).toBe(`/catalog/${code!.vehicleId}/`);
  });

  it('answers a business card in Russian, English and Chinese with a vCard', async () => {
    const [card] = await t.client.db.select().from(vcards).where(eq(vcards.holdingId, 1)).limit(1);
    const ru = (await get(`/codes/vcard/${card!.code}?holdingId=1`)).json();
    expect(ru.firstName).toMatch(/^[А-ЯЁ]/);
    expect(ru.vcf).toContain('BEGIN:VCARD');
    const en = (await get(`/codes/vcard/${card!.code}?holdingId=1&lang=en`)).json();
    expect(en.firstName).toMatch(/^[A-Z]/);
    const cn = (await get(`/codes/vcard/${card!.code}?holdingId=1&lang=cn`)).json();
    expect(cn.position).toMatch(/[\u4e00-\u9fff]/);
    expect((await get(`/codes/vcard/${card!.code}?holdingId=1&lang=de`)).statusCode).toBe(400);
    expect((await get('/codes/vcard/nope?holdingId=1')).statusCode).toBe(404);
    expect((await get('/codes/vcard/b@d?holdingId=1')).statusCode).toBe(400);
  });
});
