import { describe, expect, it } from 'vitest';
import { listingHref } from './build.ts';
import { routeByName } from '../routes/table.ts';
import {
  EMBED_LIST_PATH,
  embedErrorHref,
  embedFieldName,
  embedFixedKeys,
  embedHref,
  embedResetHref,
  visitorQuery,
  type CatalogEmbed,
} from './embed-href.ts';
import { embedCardHref, parseEmbedListing, parseEmbedScope, vehicleInEmbed } from './embed.ts';
import { narrowAllData } from './filter-store.ts';
import { activeFilterCount, withBound, withList } from './query.ts';

const PATH = '/iframe/catalog_list';
const parse = (search: string) => parseEmbedListing(new URLSearchParams(search));

describe('parseEmbedScope (SPEC 2.10, 3: the narrowing of an embed)', () => {
  it.each<[string, CatalogEmbed]>([
    ['', { category: 'cars' }],
    [
      'condition=new&mark=kia&city=spb&location=sever',
      { category: 'cars', condition: 'new', mark: 'kia', city: 'spb', location: 'sever' },
    ],
    ['category=moto&condition=used', { category: 'moto', condition: 'used' }],
    ['mark=&city=', { category: 'cars' }],
    ['city=SPB', { category: 'cars', city: 'spb' }],
  ])('?%s', (search, embed) => {
    expect(parseEmbedScope(new URLSearchParams(search))).toEqual(embed);
  });

  it.each([
    'condition=old',
    'condition=new,used',
    'mark=Kia',
    'mark=kia,bmw',
    'mark=kia&mark=bmw',
    'city=krasnodar',
    'location=%3Cscript%3E',
    'category=boats',
  ])('a malformed narrowing is refused: ?%s', (search) => {
    expect(parseEmbedScope(new URLSearchParams(search))).toBeNull();
    expect(parse(search)).toBeNull();
  });
});

describe('parseEmbedListing', () => {
  it('lays the narrowing over the visitor state', () => {
    const state = parse(
      'condition=new&mark=kia&location=sever&model=rio&bodyType=sedan&priceTo=2000000&sort=price-asc&page=2',
    );
    expect(state?.query).toMatchObject({
      category: 'cars',
      condition: 'new',
      mark: ['kia'],
      dealer: ['sever'],
      model: ['rio'],
      bodyType: ['sedan'],
      priceTo: 2_000_000,
      sort: 'price-asc',
      page: 2,
    });
  });

  it('the visitor never widens it: own mark, condition or dealer beside a fixed one are dropped', () => {
    const state = parse(
      'condition=new&mark=kia&location=sever&f_condition=used&f_mark=bmw&dealer=yug',
    );
    expect(state?.query).toMatchObject({ condition: 'new', mark: ['kia'], dealer: ['sever'] });
  });

  it('where the embed leaves mark and condition open, the visitor chooses them under f_ names', () => {
    const state = parse('city=msk&f_mark=bmw,kia&f_condition=used');
    expect(state?.embed).toEqual({ category: 'cars', city: 'msk' });
    expect(state?.query).toMatchObject({ condition: 'used', mark: ['bmw', 'kia'] });
  });

  it('a bad filter of the visitor is refused like on the listing', () => {
    expect(parse('mark=kia&priceTo=abc')).toBeNull();
    expect(parse('mark=kia&sort=cheap')).toBeNull();
  });
});

describe('embedHref (the embed’s own links)', () => {
  const embed: CatalogEmbed = {
    category: 'cars',
    condition: 'new',
    mark: 'kia',
    city: 'spb',
    location: 'sever',
  };
  const base = { path: PATH, embed };
  const start = parse('condition=new&mark=kia&city=spb&location=sever');
  if (!start) throw new Error('the start state must parse');

  it('keeps the narrowing in every link a filter, sort or page builds', () => {
    const href = listingHref(
      {
        ...withBound(withList(start.query, 'model', ['rio']), 'priceTo', 900000),
        sort: 'price-asc',
        page: 3,
      },
      base,
    );
    expect(href).toBe(
      '/iframe/catalog_list/?condition=new&mark=kia&city=spb&location=sever&model=rio&priceTo=900000&sort=price-asc&page=3',
    );
    // Removing the fixed mark or dealer (a chip, a stale form) cannot take them away.
    expect(listingHref(withList(withList(start.query, 'mark', []), 'dealer', []), base)).toBe(
      '/iframe/catalog_list/?condition=new&mark=kia&city=spb&location=sever',
    );
    const other = { ...start.query };
    delete other.condition;
    expect(listingHref(other, base)).toContain('condition=new');
  });

  it('is canonical: a link parses back to the same state', () => {
    const href = embedHref(
      { ...withList(start.query, 'bodyType', ['suv', 'sedan']), sort: 'year-desc' },
      PATH,
      embed,
    );
    const again = parse(href.split('?')[1] ?? '');
    expect(again && embedHref(again.query, PATH, again.embed)).toBe(href);
  });

  it('writes the visitor’s own mark and condition under f_ names when the embed leaves them open', () => {
    const open: CatalogEmbed = { category: 'moto' };
    const state = parse('category=moto&f_mark=honda&f_condition=used');
    expect(state && embedHref(state.query, PATH, open)).toBe(
      '/iframe/catalog_list/?category=moto&f_condition=used&f_mark=honda',
    );
    expect(embedFieldName(open, 'mark')).toBe('f_mark');
    expect(embedFieldName(open, 'bodyType')).toBe('bodyType');
    expect(embedFieldName(undefined, 'mark')).toBe('mark');
  });

  it('the reset keeps the narrowing and drops the rest', () => {
    expect(embedResetHref(PATH, embed)).toBe(
      '/iframe/catalog_list/?condition=new&mark=kia&city=spb&location=sever',
    );
    expect(embedResetHref(PATH, { category: 'cars' })).toBe('/iframe/catalog_list/');
  });

  it('names the filters the panel must not offer', () => {
    expect([...embedFixedKeys(embed)]).toEqual(['mark', 'dealer']);
    expect([...embedFixedKeys({ category: 'cars', city: 'msk' })]).toEqual([]);
  });

  it('a tile opens the card inside the embed with the list’s query', () => {
    expect(embedCardHref('/iframe/catalog_list/?mark=kia&page=2', 42)).toBe(
      '/iframe/catalog_list/42/?mark=kia&page=2',
    );
    expect(embedCardHref('/iframe/catalog_list/', 7)).toBe('/iframe/catalog_list/7/');
  });

  it('the SPEC 3 store rule agrees: what the embed shows is allData narrowed by its scope', () => {
    const all = [
      { id: 1, condition: 'new', mark: 'kia', city: 'spb', location: 'sever' },
      { id: 2, condition: 'used', mark: 'kia', city: 'spb', location: 'sever' },
      { id: 3, condition: 'new', mark: 'bmw', city: 'spb', location: 'sever' },
    ];
    expect(narrowAllData(all, embed).map((v) => v.id)).toEqual([1]);
  });
});

describe('vehicleInEmbed (a card opened inside an embed)', () => {
  const vehicle = {
    category: 'cars',
    condition: 'new',
    mark: { code: 'kia' },
    city: 'spb',
    dealer: { code: 'sever' },
  };
  it.each<[string, CatalogEmbed, boolean]>([
    ['an open embed', { category: 'cars' }, true],
    [
      'the same narrowing',
      { category: 'cars', condition: 'new', mark: 'kia', city: 'spb', location: 'sever' },
      true,
    ],
    ['another condition', { category: 'cars', condition: 'used' }, false],
    ['another mark', { category: 'cars', mark: 'bmw' }, false],
    ['another city', { category: 'cars', city: 'msk' }, false],
    ['another dealer', { category: 'cars', location: 'yug' }, false],
    ['another vehicle type', { category: 'moto' }, false],
  ])('%s', (_, embed, inside) => {
    expect(vehicleInEmbed(vehicle, embed)).toBe(inside);
  });
});

describe('visitorQuery', () => {
  it('counts only what the visitor chose beyond the narrowing', () => {
    const state = parse('condition=new&mark=kia&location=sever&bodyType=suv');
    expect(state && activeFilterCount(state.query)).toBe(3);
    expect(state && activeFilterCount(visitorQuery(state.query, state.embed))).toBe(1);
  });
});

describe('embedErrorHref (an error inside the embed keeps the visitor in it)', () => {
  it("leads from a card back to its list with the list's query, and from the list nowhere", () => {
    expect(routeByName('iframe-catalog-list')?.path).toBe(EMBED_LIST_PATH);
    expect(embedErrorHref('iframe-catalog-list-id', '?condition=new&mark=kia')).toBe(
      '/iframe/catalog_list/?condition=new&mark=kia',
    );
    expect(embedErrorHref('iframe-catalog-list-id', '')).toBe('/iframe/catalog_list/');
    expect(embedErrorHref('iframe-catalog-list', '?condition=old')).toBeNull();
    expect(embedErrorHref(undefined, '')).toBeNull();
  });
});
