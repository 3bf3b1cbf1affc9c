import { describe, expect, it } from 'vitest';
import { page, ROUTES } from '@dealer/domain';
import type { RouteRow } from '@dealer/domain';
import { builtPathIn } from '../route-links.ts';
import { EMPTY_MENU_DATA, parseBrands, parseCategories } from './menu-data.ts';
import type { MenuData } from './menu-data.ts';
import { resolveLinks, resolveMenu, TOP_LINKS } from './menu-model.ts';

// Every row of the real table, with a module as if every page were built.
const allBuilt: readonly RouteRow[] = ROUTES.map((row) => ({
  ...row,
  module: row.module ?? 'routes/x.tsx',
}));
const everything = (holding: 1 | 2) => (path: string) => builtPathIn(allBuilt, holding, path);
const nothing = (path: string) => (path === '/' ? '/' : null);

const data: MenuData = {
  brands: parseBrands({
    data: [
      { code: 'kia', nameEn: 'Kia', mark: { logo: '/img/kia.svg' } },
      { code: 'bmw', nameEn: 'BMW', mark: { logo: '/img/bmw.svg' } },
    ],
  }),
  store: parseCategories([
    { code: 'care', nameRu: 'Уход', image: null, categories: [{ code: 'wax', nameRu: 'Воск' }] },
  ]),
  parts: parseCategories({ items: [{ code: 'engine', nameRu: 'Двигатель', categories: [] }] }),
};

describe('resolveMenu (SPEC 2.11, 2.12)', () => {
  it('shows nothing while no page of a section is built', () => {
    expect(resolveMenu(1, data, nothing)).toEqual([]);
  });

  it('shows every section once its pages are built, in menu order', () => {
    const keys = resolveMenu(1, data, everything(1)).map((s) => s.key);
    expect(keys).toEqual(['catalog', 'brands', 'actions', 'services', 'service', 'parts', 'store']);
  });

  it('removes store and parts when the API has no categories', () => {
    const keys = resolveMenu(1, { ...data, store: [], parts: [] }, everything(1)).map((s) => s.key);
    expect(keys).not.toContain('store');
    expect(keys).not.toContain('parts');
    expect(keys).toContain('brands');
  });

  it('links brands to /brands/{code}/ with the default logo for mini and bmw', () => {
    const brands = resolveMenu(2, data, everything(2)).find((s) => s.key === 'brands');
    expect(brands?.children).toEqual([
      { label: 'Kia', href: '/brands/kia/', logo: '/img/kia.svg' },
      { label: 'BMW', href: '/brands/bmw/', logo: '/icons/defaultBrandLogo.png' },
    ]);
  });

  it('gives store categories «Все» and their category links', () => {
    const store = resolveMenu(1, data, everything(1)).find((s) => s.key === 'store');
    expect(store?.children).toEqual([
      {
        label: 'Уход',
        href: '/store/care/',
        children: [
          { label: 'Все', href: '/store/care/' },
          { label: 'Воск', href: '/store/care/wax/' },
        ],
      },
    ]);
  });

  it('keeps each holding to its own pages', () => {
    const labels = (holding: 1 | 2) =>
      resolveMenu(holding, data, everything(holding))
        .find((s) => s.key === 'catalog')
        ?.children.map((n) => n.label);
    expect(labels(1)).toEqual(
      expect.arrayContaining(['Электромобили', 'Мотоциклы', 'Гидроциклы', 'Полуприцепы']),
    );
    expect(labels(1)).not.toContain('Квадроциклы');
    expect(labels(2)).toContain('Квадроциклы');
    expect(labels(2)).not.toContain('Мотоциклы');
    expect(labels(2)).not.toContain('Полуприцепы');
  });

  it('marks every section but «Акции» as opening on hover', () => {
    const hover = resolveMenu(1, data, everything(1)).map((s) => [s.key, s.hover]);
    expect(hover).toContainEqual(['actions', false]);
    expect(hover.filter(([, h]) => h)).toHaveLength(6);
  });

  it('keeps a section whose own page is built even without entries', () => {
    const rows = [page('actions', '/actions', { module: 'routes/actions.tsx' })];
    const menu = resolveMenu(1, EMPTY_MENU_DATA, (path) => builtPathIn(rows, 1, path));
    expect(menu).toEqual([
      { key: 'actions', label: 'Акции', href: '/actions/', hover: false, children: [] },
    ]);
  });
});

describe('menu data parsing', () => {
  it('skips malformed entries instead of failing', () => {
    expect(
      parseBrands({ data: [{ code: 'kia' }, null, 'x', { code: 'lada', nameEn: 'Lada' }] }),
    ).toEqual([{ code: 'lada', nameEn: 'Lada', logo: null }]);
    expect(parseCategories(undefined)).toEqual([]);
    expect(parseCategories([{ code: 'a', nameRu: 'А', categories: [{ code: 'b' }] }])).toEqual([
      { code: 'a', nameRu: 'А', image: null, categories: [] },
    ]);
  });
});

describe('top links', () => {
  it('appear only for built pages', () => {
    expect(resolveLinks(1, TOP_LINKS, nothing)).toEqual([]);
    expect(resolveLinks(1, TOP_LINKS, everything(1)).map((l) => l.href)).toEqual([
      '/news/',
      '/contacts/',
      '/guaranty/',
      '/about/',
    ]);
  });
});
