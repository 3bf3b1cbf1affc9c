import { describe, expect, it } from 'vitest';
import { holdingsWith } from '../holdings.ts';
import { resolveGuards } from './navigation.ts';
import { isPriceCeilingSlug, PRICE_CEILING_SLUGS, patternParamNames } from './params.ts';
import { ROUTES, routeByName, routeByPattern } from './table.ts';
import { GUARDS, LAYOUTS, type RouteRow } from './types.ts';

/** A valid value for every parameter name the table uses. */
const SAMPLE: Readonly<Record<string, string>> = {
  condition: 'used',
  mark: 'bmw',
  model: 'x5',
  filter: 'year-2020',
  id: '101',
  code: 'ab12',
  code2: 'b',
  code3: 'c',
  vin: 'XTA210990Y2765432',
  lang: 'en',
  year: '2020',
  brand: 'bmw',
  series: 'g05',
  dealer: 'vektor-north',
  dealerCode: 'vektor-north',
  employeeCode: 'petrov',
  adviser: 'petrov',
  category: 'filters',
  subcategory: 'oil',
  group: 'mann',
  order: '5001',
  work: '77',
  insurance: 'osago-1',
  person: 'ivanov',
  report: 'sales',
  lead: '1234',
  fileId: '0123456789abcdef0123456789abcdef',
  file: 'pages-1.xml',
  kind: 'news',
  item: '42',
};

const sampleParams = (row: RouteRow): Record<string, string> =>
  Object.fromEntries(patternParamNames(row.path).map((name) => [name, SAMPLE[name] ?? '']));

const valid = (row: RouteRow, params: Record<string, string>): boolean =>
  row.validate ? row.validate(params, { holdingId: row.holdings[0] ?? 1, path: '/' }) : true;

const under = (prefix: string) =>
  ROUTES.filter((row) => row.path === prefix || row.path.startsWith(`${prefix}/`));

describe('route table shape (DESIGN 3)', () => {
  it('names and paths are unique', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path.toLowerCase())).size).toBe(ROUTES.length);
  });

  it.each(ROUTES.map((r) => [r.name, r] as const))('%s is well formed', (_, row) => {
    expect(row.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(row.path === '*' || row.path === '/' || /^(\/[^/?*]+)+$/.test(row.path)).toBe(true);
    expect(row.path).not.toContain('?');
    expect(LAYOUTS).toContain(row.layout);
    expect(() => resolveGuards(row.guards)).not.toThrow();
    expect(row.holdings.length).toBeGreaterThan(0);
    expect(valid(row, sampleParams(row))).toBe(true);
  });

  it('index and not-found have their modules; every module is a route file', () => {
    expect(routeByName('index')).toEqual({
      name: 'index',
      path: '/',
      layout: 'default',
      guards: ['city'],
      holdings: [1, 2],
      module: 'routes/home.tsx',
    });
    expect(routeByName('not-found')).toEqual({
      name: 'not-found',
      path: '*',
      layout: 'default',
      guards: [],
      holdings: [1, 2],
      module: 'routes/not-found.tsx',
    });
    // Pages are built one by one; which rows have a module is checked against the files by the web's route-table test.
    for (const row of ROUTES.filter((r) => r.module))
      expect(row.module).toMatch(/^routes\/[a-z0-9/-]+\.tsx?$/);
  });

  it('finds rows by name and by the pattern React Router reports', () => {
    expect(routeByPattern('/catalog/:id')?.name).toBe('catalog-id');
    expect(routeByPattern('catalog/:id')?.name).toBe('catalog-id');
    expect(routeByPattern('/item/:code/')?.name).toBe('item-code');
    expect(routeByPattern('/')?.name).toBe('index');
    expect(routeByPattern('*')?.name).toBe('not-found');
    expect(routeByPattern('/nope')).toBeUndefined();
    expect(routeByName('nope')).toBeUndefined();
  });
});

describe('layouts and guards (SPEC 2.1)', () => {
  it('lk pages use the lk layout and require login, except lk-auth and lk-functional-services', () => {
    const lk = under('/lk');
    expect(lk).toHaveLength(17);
    expect(lk.every((r) => r.layout === 'lk')).toBe(true);
    expect(lk.filter((r) => !r.guards.includes('authenticated')).map((r) => r.name)).toEqual([
      'lk-auth',
      'lk-functional-services',
    ]);
  });

  it('exactly one route uses city with validate-filter', () => {
    const rows = ROUTES.filter((r) => r.guards.includes('validate-filter'));
    expect(rows.map((r) => [r.name, r.guards])).toEqual([
      ['cars-condition-mark-model-filter', ['city', 'validate-filter']],
    ]);
  });

  it('the two contact pages use city-contacts', () => {
    const rows = ROUTES.filter((r) => r.guards.includes('city-contacts'));
    expect(rows.map((r) => r.path)).toEqual(['/contacts', '/contacts/:code']);
  });

  it.each<[string, string, string[]]>([
    ['/about', 'about', ['city']],
    ['/en', 'english', ['city']],
    ['/iframe', 'clear', ['city']],
    ['/reports', 'reports', ['authenticated-reports']],
    ['/registration', 'registration', ['city']],
  ])('%s pages use layout %s', (prefix, layout, guards) => {
    // The staff sign-in is the one reports page open without the staff guard.
    const rows = under(prefix).filter((r) => r.name !== 'reports-auth');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect([row.layout, row.guards]).toEqual([layout, guards]);
  });

  it('the staff sign-in opens without the staff guard, in the reports layout', () => {
    const row = ROUTES.find((r) => r.name === 'reports-auth');
    expect([row?.path, row?.layout, row?.guards]).toEqual(['/reports/auth', 'reports', []]);
  });

  it('/auth and /authorization pages use the auth layout', () => {
    const rows = [...under('/auth'), ...under('/authorization')];
    expect(rows.map((r) => r.layout)).toEqual(['auth', 'auth', 'auth', 'auth']);
  });

  it('most public pages use the city guard', () => {
    const city = ROUTES.filter((r) => r.guards.includes('city')).length;
    expect(city / ROUTES.length).toBeGreaterThan(0.8);
  });

  it('only known guards', () => {
    for (const row of ROUTES) for (const g of row.guards) expect(GUARDS).toContain(g);
  });
});

describe('holdings (SPEC 2.4, 2.7, 2.8, 6)', () => {
  it.each<[string, readonly number[]]>([
    ['/electro', holdingsWith('electro')],
    ['/moto', holdingsWith('moto')],
    ['/jet-ski', holdingsWith('jet-ski')],
    ['/atv', holdingsWith('atv')],
    ['/investors', holdingsWith('investors')],
    ['/en', holdingsWith('en-link')],
    ['/about/compliance', holdingsWith('compliance')],
    ['/services/corporate', [1]],
    ['/services/fleet', [2]],
    ['/services/pay', [2]],
    ['/services/commission', [2]],
    ['/services/commercial', [2]],
    ['/cars', [1, 2]],
    ['/commercial', [1, 2]],
  ])('%s rows live on %j', (prefix, holdings) => {
    const rows = under(prefix);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.holdings).toEqual(holdings);
  });
});

describe('price-ceiling slugs (SPEC 2.1, 9)', () => {
  const expected = [
    300000, 350000, 400000, 450000, 500000, 550000, 600000, 650000, 700000, 750000, 800000, 850000,
    900000, 950000, 1000000, 1100000,
  ].map((p) => `price-do-${p}`);

  it('are 300000..1000000 by 50000 and 1100000', () => {
    expect(PRICE_CEILING_SLUGS).toEqual(expected);
  });

  const markRows = ROUTES.filter((r) => patternParamNames(r.path).includes('mark'));

  it.each(expected)('%s is rejected by every row with a mark and is its own fixed page', (slug) => {
    expect(isPriceCeilingSlug(slug)).toBe(true);
    for (const row of markRows)
      expect(valid(row, { ...sampleParams(row), mark: slug })).toBe(false);
    expect(routeByPattern(`/cars/used/${slug}`)?.preset?.priceTo).toBe(Number(slug.slice(9)));
  });

  it.each(['price-do-250000', 'price-do-1050000', 'price-do-1200000', 'bmw'])(
    '%s is not a ceiling slug',
    (slug) => {
      expect(isPriceCeilingSlug(slug)).toBe(false);
    },
  );
});

describe('fixed SEO pages (DESIGN 3)', () => {
  const seo = ROUTES.filter((r) => r.preset);

  it.each(seo.map((r) => [r.path, r] as const))(
    '%s has a Russian h1 and its category',
    (_, row) => {
      expect(row.preset?.h1).toMatch(/^[А-ЯЁ]/);
      const first = row.path.split('/')[1];
      const carsPage = first === 'seo-pages' || first === 'cars-vnukovo';
      expect(row.preset?.category).toBe(carsPage ? 'cars' : first);
    },
  );

  it.each<[string, string]>([
    ['/cars/used/price-do-300000', 'Автомобили с пробегом до 300\u00a0000\u00a0₽'],
    ['/cars/used/price-do-1100000', 'Автомобили с пробегом до 1\u00a0100\u00a0000\u00a0₽'],
    ['/cars/crossover-do-1500000', 'Кроссоверы до 1\u00a0500\u00a0000\u00a0₽'],
    ['/cars/offroad-do-3000000', 'Внедорожники до 3\u00a0000\u00a0000\u00a0₽'],
    ['/cars/red', 'Красные автомобили'],
    ['/cars/:mark/black', 'Чёрные автомобили {mark}'],
    ['/moto/engine-do-250', 'Мотоциклы до 250 см³'],
    ['/cars/new/promo', 'Спецпредложения на новые автомобили'],
    ['/cars-vnukovo', 'Автомобили рядом с Внуково'],
  ])('%s → %s', (path, h1) => {
    expect(routeByPattern(path)?.preset?.h1).toBe(h1);
  });

  it('has 16 used price pages, 2 crossover, 2 off-road, 4 moto engine pages', () => {
    const count = (re: RegExp) => seo.filter((r) => re.test(r.path)).length;
    expect(count(/^\/cars\/used\/price-do-\d+$/)).toBe(16);
    expect(count(/^\/cars\/crossover-do-/)).toBe(2);
    expect(count(/^\/cars\/offroad-do-/)).toBe(2);
    expect(count(/^\/moto\/engine-do-/)).toBe(4);
  });
});
