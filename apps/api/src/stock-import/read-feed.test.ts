import { createReadStream } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { avitoFeed } from './fixtures/generate.ts';
import type { FeedAd } from './formats.ts';
import { readFeed } from './read-feed.ts';
import { FeedError, type FeedSource } from './xml-records.ts';

const fixture = (name: string) => createReadStream(new URL(`./fixtures/${name}`, import.meta.url));

async function adsOf(source: FeedSource) {
  const ads: FeedAd[] = [];
  const format = await readFeed(source, (ad) => {
    ads.push(ad);
  });
  return { format, ads };
}

describe('readFeed', () => {
  it('reads an Avito Autoload feed ad by ad, with the line of each ad', async () => {
    const { format, ads } = await adsOf(fixture('avito.xml'));
    expect(format).toBe('avito');
    expect(ads.map((a) => a.feedId)).toEqual(['av-1001', 'av-1002', 'av-1003', 'av-1004']);
    expect(ads[0]).toMatchObject({
      line: 3,
      make: 'Хендай',
      model: 'Solaris',
      price: '1 390 000',
      mileage: '45 000',
      discounts: { credit: '50000', tradeIn: '30000', insurance: '', max: '80000' },
      photos: ['https://img.example.test/av-1001/1.jpg', 'https://img.example.test/av-1001/2.jpg'],
    });
    expect(ads[0]?.description).toContain('<strong>сервисная книжка</strong>');
  });

  it('reads an auto.ru feed: modification, hex colour, the four discounts, extras', async () => {
    const { format, ads } = await adsOf(fixture('autoru.xml'));
    expect(format).toBe('autoru');
    expect(ads[0]).toMatchObject({
      feedId: 'ar-2001',
      make: 'Toyota',
      model: 'Camry',
      modification: '2.5 AT (200 л.с.)',
      color: '040001',
      metallic: 'да',
      owners: 'Два владельца',
      currency: 'RUR',
      discounts: { credit: '100000', tradeIn: '50000', insurance: '20000', max: '170000' },
      equipment: ['Климат-контроль', 'Подогрев сидений', 'Камера заднего вида'],
    });
  });

  it('reads a MaxPoster feed: the id attribute, nested engine and price currency', async () => {
    const { format, ads } = await adsOf(fixture('maxposter.xml'));
    expect(format).toBe('maxposter');
    expect(ads[0]).toMatchObject({
      feedId: 'mp-3001',
      currency: 'RUB',
      engineSize: '1497',
      power: '150',
      metallic: '1',
      equipment: ['Панорамная крыша', 'Адаптивный круиз-контроль'],
      photos: ['https://img.example.test/mp-3001/1.jpg'],
    });
  });

  it('takes a feed cut into pieces anywhere, even inside a Cyrillic letter', async () => {
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(new URL('./fixtures/avito.xml', import.meta.url));
    async function* bytewise() {
      for (let i = 0; i < bytes.length; i += 7) yield bytes.subarray(i, i + 7);
    }
    const whole = await adsOf([bytes]);
    expect((await adsOf(bytewise())).ads).toEqual(whole.ads);
  });

  it('decodes a windows-1251 feed as its declaration says', async () => {
    const text =
      '<?xml version="1.0" encoding="windows-1251"?><Ads><Ad><Make>Хендай</Make></Ad></Ads>';
    // А..я are U+0410..U+044F in Unicode and 0xC0..0xFF in windows-1251.
    const cp1251 = Buffer.from(
      [...text].map((ch) => {
        const code = ch.charCodeAt(0);
        return code < 128 ? code : code - 0x410 + 0xc0;
      }),
    );
    expect((await adsOf([cp1251])).ads[0]?.make).toBe('Хендай');
  });

  it.each([
    ['malformed.xml', /не читается как XML.*/],
    ['xml-bomb.xml', /DOCTYPE не принимается/],
    ['external-entity.xml', /DOCTYPE не принимается/],
    ['undeclared-entity.xml', /не читается как XML/],
  ])('refuses %s whole, with the reason and line', async (name, message) => {
    const error = await adsOf(fixture(name)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedError);
    expect((error as FeedError).message).toMatch(message);
    expect((error as FeedError).line).toBeGreaterThan(0);
  });

  it('refuses an unknown root and an empty file', async () => {
    await expect(adsOf(['<?xml version="1.0"?><rss></rss>'])).rejects.toThrow(
      /Неизвестный формат фида: корневой элемент <rss>/,
    );
    await expect(adsOf([''])).rejects.toThrow(FeedError);
  });
});

describe('a 50 MB feed', () => {
  it('is read as it arrives: the first ad comes before 1 MB of it was made, every ad comes', async () => {
    let made = 0;
    let madeAtFirstAd = -1;
    async function* counted() {
      for (const chunk of avitoFeed({ count: 20_000, descriptionLength: 2_400 })) {
        made += Buffer.byteLength(chunk);
        yield chunk;
      }
    }
    let ads = 0;
    await readFeed(counted(), () => {
      if (ads === 0) madeAtFirstAd = made;
      ads += 1;
    });
    expect(made).toBeGreaterThan(50 * 1024 * 1024);
    expect(madeAtFirstAd).toBeGreaterThan(0);
    expect(madeAtFirstAd).toBeLessThan(1024 * 1024);
    expect(ads).toBe(20_000);
  }, 120_000);
});
