import { searchResponseSchema, type SearchResponse } from '@dealer/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import { resolveTokens } from '../../db/queries/search/resolve.ts';
import { selectRows } from '../../db/queries/search/sql.ts';
import { searchTokens } from '@dealer/domain/search/index';
import { FIXTURE_VEHICLES, seedSearchFixture } from './test-catalogue.ts';

type Groups = 'vehicles' | 'accessories' | 'parts';

describe(`GET /v1/search on ${testDbLabel}`, () => {
  let t: TestApp;
  const find = async (query: string, extra = ''): Promise<SearchResponse> => {
    const res = await t.app.inject({
      url: `/v1/search?holdingId=1&query=${encodeURIComponent(query)}${extra}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return searchResponseSchema.parse(res.json());
  };
  const total = (r: SearchResponse, group: Groups) => r[group].meta.page.total;
  const names = (r: SearchResponse, group: 'accessories' | 'parts') =>
    r[group].results.flatMap((g) => g.Group.map((hit) => hit.name));
  const ids = (r: SearchResponse, group: 'accessories' | 'parts') =>
    r[group].results.flatMap((g) => g.Group.map((hit) => hit.id));
  const vehiclesOf = (holding: number, make: string) =>
    FIXTURE_VEHICLES.filter(([h, m, , s]) => h === holding && m === make && s !== 'sold').length;

  beforeAll(async () => {
    t = await buildTestApp();
    await seedSearchFixture(t.client.db);
  }, 240_000);
  afterAll(() => t.close());

  it.each([
    ['morphology', 'тормозные колодки'],
    ['other word forms', 'колодку тормозную'],
    ['a typo in each word', 'калодки тормазные'],
    ['the Latin alphabet', 'kolodki tormoznye'],
    ['the wrong keyboard layout', 'njhvjpyst rjkjlrb'],
  ])('finds brake pads through %s: %s', async (_, query) => {
    const expected = await find('колодки тормозные');
    const r = await find(query);
    expect(total(expected, 'parts')).toBeGreaterThan(0);
    expect(total(r, 'parts')).toBe(total(expected, 'parts'));
    for (const name of names(r, 'parts'))
      expect(name.toLowerCase()).toMatch(/колод.*тормоз|тормоз.*колод/);
    expect(r.parts.facets.map((f) => f.value)).toContain('Колодки тормозные');
  });

  it.each([['BMW'], ['бмв'], [',vd'], ['bmw'], ['ИЬЦ'], ['бэха']])(
    'knows the make BMW written as %s',
    async (query) => {
      const r = await find(query);
      expect(total(r, 'vehicles')).toBe(vehiclesOf(1, 'bmw'));
      expect(r.vehicles.facets).toEqual([
        { value: 'BMW X5', count: 2 },
        { value: 'BMW 3 Series', count: 1 },
      ]);
      expect(names(r, 'parts').length).toBeGreaterThan(0);
      for (const name of names(r, 'parts')) expect(name).toContain('BMW');
    },
  );

  it.each([
    ['бмв', [['bmw']], ['bmw'], []],
    ['бмв х5', [['bmw'], ['x5']], ['bmw'], ['bmw/x5']],
    ['камри', [['camry']], [], ['toyota/camry']],
    ['колод', [['колодки', 'колодка', 'колодок']], [], []],
    ['rjkjlrb njhvjpyst', [['колодки'], ['тормозные']], [], []],
  ])('reads %s as words %j, makes %j, models %j', async (query, words, marks, models) => {
    const all = { translit: true, layout: true, layoutTranslit: true };
    expect(await resolveTokens(t.client.db, searchTokens(query, all))).toMatchObject({
      words,
      marks,
      models,
    });
  });

  it('keeps the stems of each word for the facet counts', async () => {
    const all = { translit: true, layout: true, layoutTranslit: true };
    const resolved = await resolveTokens(t.client.db, searchTokens('масло 5w30', all));
    expect(resolved.words).toEqual([['масло'], ['5w-30']]);
    // "5w-30" is three lexemes (5w-30, 5w, 30): its categories are counted row by row.
    expect(resolved.stems).toEqual([['масл'], null]);
    const r = await find('масло 5w30');
    for (const name of names(r, 'parts')) expect(name).toMatch(/Масло.*5W-30/);
    expect(total(r, 'parts')).toBeGreaterThan(0);
  });

  it.each([['мерседес'], ['мерс'], ['Mercedes'], ['мерсeдес']])(
    'knows Mercedes-Benz as %s',
    async (query) => {
      const r = await find(query);
      expect(total(r, 'vehicles')).toBe(vehiclesOf(1, 'mercedes-benz'));
      expect(r.vehicles.results[0]?.Group[0]).toMatchObject({
        mark: 'Mercedes-Benz',
        filters: { car_type_code: 'cars', mark_code: 'mercedes-benz', model_code: 'e-class' },
      });
    },
  );

  it('narrows a make to a model and answers the SPEC vehicle fields', async () => {
    const r = await find('бмв х5');
    expect(total(r, 'vehicles')).toBe(2);
    const hit = r.vehicles.results[0]?.Group[0];
    expect(r.vehicles.results[0]?.GroupKey).toBe('BMW X5');
    expect(hit).toMatchObject({
      mark: 'BMW',
      model: 'X5',
      preview: { source: expect.stringMatching(/\.svg$/) },
    });
    expect(hit?.Meta.id).toBe(`vehicle-${hit?.id}`);
    expect((await find('камри')).vehicles.meta.page.total).toBe(vehiclesOf(1, 'toyota'));
  });

  it('finds an item by its part code typed any way', async () => {
    const [item] = await selectRows<{ id: number; part_code: string }>(
      t.client.db,
      sql`select id, part_code from store_items where kind = 'parts' and length(part_code_norm) >= 8
        order by id limit 1`,
    );
    if (!item) throw new Error('no part with a long code');
    const squashed = item.part_code.replace(/[^0-9A-Za-z]/g, '');
    const dashed = squashed.replace(/(.{3})/g, '$1-');
    for (const query of [item.part_code, squashed, squashed.toLowerCase(), dashed]) {
      const r = await find(query);
      expect(ids(r, 'parts')[0], query).toBe(item.id);
      expect(total(r, 'vehicles')).toBe(0);
    }
  });

  it.each([['абракадабра'], ['zzqxj'], ['']])('answers an empty result for %j', async (query) => {
    const r = await find(query);
    for (const group of ['vehicles', 'accessories', 'parts'] as const) {
      expect(r[group]).toEqual({
        results: [],
        facets: [],
        totalFacetCount: 0,
        meta: { page: { current: 1, perPage: 12, total: 0, totalPages: 0 } },
      });
    }
  });

  it('pages each group on its own', async () => {
    const first = await find('колодки');
    const second = await find('колодки', '&pageParts=2&pageAccessories=3');
    expect(second.parts.meta.page).toMatchObject({
      current: 2,
      total: total(first, 'parts'),
      totalPages: Math.ceil(total(first, 'parts') / 12),
    });
    expect(ids(first, 'parts')).toHaveLength(12);
    expect(ids(second, 'parts').some((id) => ids(first, 'parts').includes(id))).toBe(false);
    expect(second.accessories.meta.page.current).toBe(3);
  });

  it('counts facets by category and filters by one of them', async () => {
    const r = await find('фильтр');
    const sum = r.parts.facets.reduce((s, f) => s + f.count, 0);
    expect(r.parts.totalFacetCount).toBe(sum);
    expect(r.parts.facets.length).toBeGreaterThan(1);
    const facet = r.parts.facets[1];
    if (!facet) throw new Error('no second facet');
    const narrowed = await find('фильтр', `&filter=${encodeURIComponent(`parts:${facet.value}`)}`);
    expect(narrowed.parts.meta.page.total).toBe(facet.count);
    expect(narrowed.parts.totalFacetCount).toBe(sum);
    for (const group of narrowed.parts.results) {
      expect(group.GroupKey).toBe(facet.value);
      for (const hit of group.Group) expect(hit.accCategory[1]?.nameRu).toBe(facet.value);
    }
    // A bare value narrows only the groups that have it; the others keep their hits.
    const bare = await find('фильтр', `&filter=${encodeURIComponent(facet.value)}`);
    expect(bare.parts.meta.page.total).toBe(facet.count);
    expect(bare.accessories.meta.page).toEqual(r.accessories.meta.page);
  });

  it.each([
    ['колодки тормозные передние', 'колодки & тормозные & передние'],
    ['фильтр масляный', 'фильтр & масляный'],
    ['колодки bmw', 'колодки & bmw'],
    ['коврики toyota', 'коврики & toyota'],
    ['фильтр', 'фильтр'],
    ['колод', 'колодки | колодка | колодок'],
  ])('counts the facets of %s as the matches are', async (query, tsquery) => {
    const r = await find(query);
    const truth = await selectRows<{ kind: string; value: string; count: number }>(
      t.client.db,
      sql`select i.kind, l2.name_ru as value, count(*)::int as count
        from store_items i join store_categories l3 on l3.id = i.category_id
        join store_categories l2 on l2.id = l3.parent_id
        where i.is_active and i.search_vector @@ to_tsquery('russian', ${tsquery})
        group by 1, 2`,
    );
    expect(truth.length).toBeGreaterThan(0);
    for (const [kind, group] of [
      ['parts', 'parts'],
      ['store', 'accessories'],
    ] as const) {
      const expected = truth
        .filter((f) => f.kind === kind)
        .map(({ value, count }) => ({ value, count }));
      expect(new Set(r[group].facets.map((f) => JSON.stringify(f)))).toEqual(
        new Set(expected.map((f) => JSON.stringify(f))),
      );
    }
  });

  it('filters vehicles by model facet and keeps to the holding', async () => {
    const r = await find('bmw', `&filter=${encodeURIComponent('vehicles:BMW 3 Series')}`);
    expect(r.vehicles.meta.page.total).toBe(1);
    expect(r.vehicles.results.map((g) => g.GroupKey)).toEqual(['BMW 3 Series']);
    const other = await t.app.inject({ url: '/v1/search?holdingId=2&query=bmw' });
    expect(other.json().vehicles.meta.page.total).toBe(vehiclesOf(2, 'bmw'));
  });

  it('answers the SPEC accessory fields', async () => {
    const r = await find('коврики');
    const hit = r.accessories.results[0]?.Group[0];
    expect(total(r, 'accessories')).toBeGreaterThan(0);
    expect(total(r, 'parts')).toBe(0);
    expect(hit).toMatchObject({
      acc_item_id: hit?.id,
      brand: { name_en: expect.any(String) },
      current_disprice: expect.any(Number),
      preview: { source: expect.stringContaining('/store/image/store/interior.svg') },
      accCategory: [
        { code: 'interior', nameRu: 'Салон' },
        { code: 'floor-mats', nameRu: 'Коврики' },
        expect.anything(),
      ],
    });
  });

  it('says when it read a word in the other keyboard layout, and as what', async () => {
    expect((await find(',vd')).corrected).toBe('бмв');
    expect((await find('ИЬЦ')).corrected).toBe('bmw');
    expect((await find('rjkjlrb njhvjpyst')).corrected).toBe('колодки тормозные');
    for (const typed of ['BMW', 'бмв', 'kolodki', 'абракадабра', ''])
      expect((await find(typed)).corrected, typed).toBe(null);
    expect((await find(',vd', '&trla=false&trlali=false')).corrected).toBe(null);
  });

  it("puts the visitor's city first and says new or used, year and mileage", async () => {
    const cities = async (extra: string) =>
      (await find('бмв х5', extra)).vehicles.results.flatMap((g) => g.Group.map((h) => h.city));
    // Cheapest first by default: the Moscow X5 (fixture 0) before the Saint Petersburg one.
    expect(await cities('')).toEqual(['msk', 'spb']);
    expect(await cities('&city=spb')).toEqual(['spb', 'msk']);
    expect(await cities('&city=msk')).toEqual(['msk', 'spb']);
    const hit = (await find('бмв х5')).vehicles.results[0]?.Group[0];
    expect(hit).toMatchObject({ condition: 'new', year: 2024, mileage: 0 });
    const bad = await t.app.inject({ url: '/v1/search?holdingId=1&query=bmw&city=kzn' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      details: [{ field: 'city', message: 'Город: msk или spb' }],
    });
  });

  it('turns the layout and transliteration off when asked', async () => {
    const off = await find(',vd', '&trla=false&trlali=false');
    expect(total(off, 'vehicles')).toBe(0);
    expect(total(await find('kolodki', '&trli=false'), 'parts')).toBe(0);
  });

  it.each([
    ['query', `query=${'а'.repeat(201)}`, 'Слишком длинный запрос: не более 200 символов'],
    ['pageParts', 'query=x&pageParts=0', 'Страница запчастей: целое число от 1'],
    ['trli', 'query=x&trli=maybe', 'Ожидается true или false'],
  ])('rejects a bad %s with a Russian message', async (field, query, message) => {
    const res = await t.app.inject({ url: `/v1/search?holdingId=1&${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 3, details: [{ field, message }] });
  });

  it('keeps what a word means until the vocabulary moves', async () => {
    const all = { translit: true, layout: true, layoutTranslit: true };
    const read = (state: unknown) => resolveTokens(t.client.db, searchTokens('qwzzyx', all), state);
    expect((await read('before')).words).toEqual([]);
    await t.client.db.execute(
      sql`insert into search_terms (term, kind, ref, canonical, stem) values ('qwzzyx', 'word', '', 'qwzzyx', 'qwzzyx')`,
    );
    expect((await read('before')).words).toEqual([]);
    expect((await read('after')).words).toEqual([['qwzzyx']]);
    await t.client.db.execute(sql`delete from search_terms where term = 'qwzzyx'`);
  });

  it('requires the holding', async () => {
    const res = await t.app.inject({ url: '/v1/search?query=bmw' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ field: 'holdingId' });
  });
});
