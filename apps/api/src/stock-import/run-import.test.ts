import { createReadStream } from 'node:fs';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueSnapshot } from '../../test/seeded-app.ts';
import { createSeededTestDb } from '../../test/seeded-db.ts';
import { testDbLabel, type TestDb } from '../../test/test-db.ts';
import type { Db } from '../db/client.ts';
import { dealersByCode, type ImportDealer } from '../db/queries/stock-import/catalogue.ts';
import { stockImports, vehiclePrices, vehicles } from '../db/schema/index.ts';
import { avitoFeed, basePrice, testVin } from './fixtures/generate.ts';
import { importFeed, type ImportRequest } from './run-import.ts';

const fixture = (name: string) => createReadStream(new URL(`./fixtures/${name}`, import.meta.url));

let clock = new Date('2026-11-20T09:00:00Z');
const now = () => clock;

describe(`importFeed on ${testDbLabel}`, () => {
  let testDb: TestDb;
  let db: Db;
  let used: ImportDealer;
  let kia: ImportDealer;
  const run = (
    dealer: ImportDealer,
    source: ImportRequest['source'],
    extra: Partial<ImportRequest> = {},
  ) => importFeed(db, { dealer, source, sourceName: 'test.xml', now, ...extra });
  const stockOf = (dealer: ImportDealer) =>
    db
      .select({
        id: vehicles.id,
        vin: vehicles.vin,
        status: vehicles.status,
        price: vehicles.price,
        dropped: vehicles.priceDroppedAt,
      })
      .from(vehicles)
      .where(eq(vehicles.dealerId, dealer.id))
      .orderBy(vehicles.id);
  // Every vehicle's status and price, and the count: what a refused import must leave as it was.
  const signature = async () => {
    const [row] = await db
      .select({
        s: sql<string>`count(*) || ':' || sum(${vehicles.price}) || ':' || string_agg(${vehicles.status}, '' order by ${vehicles.id})`,
      })
      .from(vehicles);
    return row?.s;
  };

  beforeAll(async () => {
    testDb = await createSeededTestDb('catalogue', seedCatalogueSnapshot);
    db = testDb.client.db;
    const [a] = await dealersByCode(db, 'vektor-probeg-odintsovo');
    const [b] = await dealersByCode(db, 'vektor-kia-varshavka');
    if (!a || !b) throw new Error('seed dealers');
    [used, kia] = [a, b];
  }, 600_000);
  afterAll(async () => testDb?.close());

  it('refuses a feed that would sell more than half of the stock, changing nothing', async () => {
    const before = await signature();
    const active = (await stockOf(used)).filter((v) => v.status !== 'sold').length;
    const report = await run(used, fixture('avito.xml'));
    expect(report).toMatchObject({
      status: 'refused',
      format: 'avito',
      counts: { added: 2, rejected: 2, sold: active },
    });
    expect(report.message).toBe(
      `Фид снял бы с продажи ${active} из ${active} машин дилера — больше половины. Ничего не изменено: проверьте фид или подтвердите снятие.`,
    );
    expect(await signature()).toBe(before);
    const [saved] = await db.select().from(stockImports).where(eq(stockImports.id, report.id));
    expect(saved).toMatchObject({ status: 'refused', dealerId: used.id });
  });

  it('applies it when staff confirm: two cars added, the rest sold, each refused car with its line', async () => {
    const report = await run(used, fixture('avito.xml'), { allowMassRemoval: true });
    expect(report.status).toBe('applied');
    expect(report.counts).toMatchObject({
      total: 4,
      added: 2,
      updated: 0,
      unchanged: 0,
      rejected: 2,
    });
    expect(report.problems).toEqual([
      expect.objectContaining({
        line: 48,
        feedId: 'av-1003',
        level: 'rejected',
        reasons: ['неизвестная марка «Zaporozhets»'],
      }),
      expect.objectContaining({
        line: 57,
        feedId: 'av-1004',
        reasons: [
          'VIN содержит буквы I, O или Q, которых в VIN не бывает',
          'цена не указана или равна 0',
        ],
      }),
    ]);
    const stock = await stockOf(used);
    expect(stock.filter((v) => v.status !== 'sold').map((v) => v.vin)).toEqual([
      'Z94K241CBMR000101',
      'XTAGFL110RY000202',
    ]);
    const [solaris] = await db.select().from(vehicles).where(eq(vehicles.vin, 'Z94K241CBMR000101'));
    expect(solaris).toMatchObject({
      holdingId: used.holdingId,
      cityCode: used.cityCode,
      feedId: 'av-1001',
      condition: 'used',
      status: 'in-stock',
      price: 1_390_000,
      discountCredit: 50_000,
      mileage: 45_000,
      description: 'Один владелец, сервисная книжка.\nЗимняя резина в подарок.',
      photoSources: [
        'https://img.example.test/av-1001/1.jpg',
        'https://img.example.test/av-1001/2.jpg',
      ],
      // Copied into the file store by the photo step (photos.test.ts); none without it.
      photos: [],
    });
  });

  it('keeps an unchanged feed unchanged, records a price drop with its date, sells a car left out', async () => {
    const again = await run(used, fixture('avito.xml'));
    expect(again.counts).toMatchObject({ added: 0, updated: 0, unchanged: 2, sold: 0 });

    clock = new Date('2026-11-25T09:00:00Z');
    const cheaper = (await import('node:fs/promises'))
      .readFile(new URL('./fixtures/avito.xml', import.meta.url), 'utf8')
      .then((xml) =>
        xml
          .replace('<Price>1 390 000</Price>', '<Price>1 290 000</Price>')
          .replace(/<Ad>\s*<Id>av-1002<\/Id>[\s\S]*?<\/Ad>/, ''),
      );
    const next = await run(used, [await cheaper]);
    expect(next).toMatchObject({ status: 'applied', counts: { updated: 1, sold: 1, added: 0 } });
    const [solaris] = await db.select().from(vehicles).where(eq(vehicles.vin, 'Z94K241CBMR000101'));
    expect(solaris).toMatchObject({ price: 1_290_000, disprice: 1_290_000, priceDroppedAt: clock });
    const history = await db
      .select({ price: vehiclePrices.price, at: vehiclePrices.changedAt })
      .from(vehiclePrices)
      .where(eq(vehiclePrices.vehicleId, solaris!.id))
      .orderBy(vehiclePrices.changedAt);
    expect(history).toEqual([
      { price: 1_390_000, at: new Date('2026-11-20T09:00:00Z') },
      { price: 1_290_000, at: clock },
    ]);
    const [vesta] = await db.select().from(vehicles).where(eq(vehicles.vin, 'XTAGFL110RY000202'));
    expect(vesta?.status).toBe('sold');
  });

  it('puts a sold car back on sale when it returns, and a rise clears the drop', async () => {
    clock = new Date('2026-11-26T09:00:00Z');
    const report = await run(used, fixture('avito.xml'));
    expect(report.counts).toMatchObject({ updated: 2, sold: 0 });
    const [vesta] = await db.select().from(vehicles).where(eq(vehicles.vin, 'XTAGFL110RY000202'));
    expect(vesta?.status).toBe('in-transit');
    const [solaris] = await db.select().from(vehicles).where(eq(vehicles.vin, 'Z94K241CBMR000101'));
    expect(solaris).toMatchObject({ price: 1_390_000, priceDroppedAt: null });
  });

  it('refuses a VIN another dealer sells, and takes over one another dealer sold', async () => {
    const [sold] = await db
      .select({ vin: vehicles.vin, id: vehicles.id })
      .from(vehicles)
      .where(
        and(eq(vehicles.status, 'sold'), ne(vehicles.dealerId, kia.id), eq(vehicles.holdingId, 1)),
      )
      .limit(1);
    const xml = (await import('node:fs/promises')).readFile(
      new URL('./fixtures/avito.xml', import.meta.url),
      'utf8',
    );
    const feed = (await xml).replace('XTAGFL110RY000202', sold!.vin!);
    const report = await run(kia, [feed], { allowMassRemoval: true });
    expect(report.problems).toContainEqual(
      expect.objectContaining({
        feedId: 'av-1001',
        reasons: [`VIN уже есть в продаже у другого дилера: ${used.name}`],
      }),
    );
    expect(report.counts).toMatchObject({ added: 1, rejected: 3 });
    const [moved] = await db.select().from(vehicles).where(eq(vehicles.id, sold!.id));
    expect(moved).toMatchObject({ dealerId: kia.id, status: 'in-transit', feedId: 'av-1002' });
  });

  it.each(['malformed.xml', 'xml-bomb.xml', 'external-entity.xml'])(
    'refuses %s whole and says why',
    async (name) => {
      const before = await signature();
      const report = await run(used, fixture(name));
      expect(report.status).toBe('refused');
      expect(report.message).toMatch(
        /(не читается как XML|DOCTYPE не принимается).*\(строка \d+\)\. Ничего не изменено\./,
      );
      expect(await signature()).toBe(before);
    },
  );

  it('imports a generated feed of a few hundred cars in one go, and refuses its empty next', async () => {
    const [fresh] = await dealersByCode(db, 'vektor-china-mkad');
    const options = { count: 300, vinPrefix: 'XWT' };
    const first = await run(fresh!, avitoFeed(options), { allowMassRemoval: true });
    expect(first.counts).toMatchObject({ total: 300, added: 300, rejected: 0 });
    const dropped = await run(
      fresh!,
      avitoFeed({
        ...options,
        price: ({ n, price }) => (n % 3 === 0 ? null : n % 3 === 1 ? price - 50_000 : price),
      }),
    );
    expect(dropped.counts).toMatchObject({ sold: 100, updated: 100, unchanged: 100 });
    const [row] = await db
      .select()
      .from(vehicles)
      .where(eq(vehicles.vin, testVin(1, 'XWT')));
    expect(row?.price).toBe(basePrice(1) - 50_000);
    const empty = await run(fresh!, avitoFeed({ count: 0 }));
    expect(empty).toMatchObject({ status: 'refused', counts: { sold: 200 } });
  });

  it('rolls back a feed found to sell more than half only once compared', async () => {
    const [x] = await dealersByCode(db, 'vektor-geely-mytishchi');
    const [y] = await dealersByCode(db, 'vektor-lada-lyubertsy');
    // Dealer y sells three cars; dealer x has four, gen-0 to gen-3.
    await run(y!, avitoFeed({ count: 3, vinPrefix: 'XWY' }), { allowMassRemoval: true });
    await run(x!, avitoFeed({ count: 4, vinPrefix: 'XWX' }), { allowMassRemoval: true });
    // x's next feed names each of its cars by id, but gen-0 to gen-2 carry y's VINs (refused:
    // y sells them), so only gen-3 (cheaper) is x's: 3 of 4 sold, found after gen-3 is written.
    let xml = [
      ...avitoFeed({
        count: 4,
        vinPrefix: 'XWX',
        price: ({ n, price }) => (n === 3 ? price - 50_000 : price),
      }),
    ].join('');
    for (const n of [0, 1, 2]) xml = xml.replace(testVin(n, 'XWX'), testVin(n, 'XWY'));
    const before = await signature();
    const report = await run(x!, [xml]);
    expect(report).toMatchObject({
      status: 'refused',
      counts: { updated: 1, rejected: 3, sold: 3 },
      message: expect.stringMatching(/^Фид снял бы с продажи 3 из 4 машин дилера/),
    });
    expect(await signature()).toBe(before);
    const [gen3] = await db
      .select()
      .from(vehicles)
      .where(eq(vehicles.vin, testVin(3, 'XWX')));
    expect(gen3?.price).toBe(basePrice(3));
  });
});
