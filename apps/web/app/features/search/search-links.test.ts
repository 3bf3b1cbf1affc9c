import { describe, expect, it } from 'vitest';
import { hrefForRow, ROUTES } from '@dealer/domain';
import type { RouteRow } from '@dealer/domain';
import { builtHrefIn, builtPathIn } from '../../shared/layout/route-links.ts';
import { groupAllHref, itemHitHref, vehicleHitHref } from './search-links.ts';
import type { LinkResolver } from './search-links.ts';

// Links go only to built pages: the rows named here count as built, every other row does not.
function resolver(built: readonly string[]): LinkResolver {
  const rows: RouteRow[] = ROUTES.map((row) =>
    built.includes(row.name) ? { ...row, module: 'routes/x.tsx' } : { ...row, module: undefined },
  );
  return {
    href: (h, name, params, query) => builtHrefIn(rows, h, name, params, query),
    path: (h, path) => builtPathIn(rows, h, path),
  };
}

const vehicle = {
  id: 7,
  mark: 'Kia',
  model: 'Rio',
  modification: '1.6 AT',
  disprice: 1,
  preview: null,
  filters: { car_type_code: 'cars', mark_code: 'kia', model_code: 'rio' },
  Meta: { id: 'vehicle-7' },
  condition: 'used' as const,
  year: 2021,
  mileage: 42_000,
  city: 'msk',
};
const item = {
  id: 22,
  name: 'Коврик',
  brand: { name_en: 'Rival' },
  current_disprice: 1,
  price: 1,
  part_code: 'X',
  acc_item_id: 22,
  preview: null,
  Meta: { id: 'store-22' },
  accCategory: [
    { nameRu: 'Салон', code: 'interior' },
    { nameRu: 'Коврики', code: 'floor-mats' },
    { nameRu: 'Коврики багажника', code: 'trunk-mats' },
  ],
};

describe('search links', () => {
  it('link hits to their pages only once built', () => {
    expect(vehicleHitHref(1, vehicle, resolver([]))).toBeNull();
    expect(vehicleHitHref(1, vehicle, resolver(['catalog-id']))).toBe('/catalog/7/');
    expect(itemHitHref(2, item, resolver(['item-code']))).toBe('/item/22/');
  });

  it('«Смотреть все» of a vehicle group is the catalogue query form of its model', () => {
    const group = { GroupKey: 'Kia Rio', Group: [vehicle] };
    expect(groupAllHref(1, 'vehicles', group, resolver(['cars']))).toBe(
      '/cars/?mark=kia&model=rio',
    );
    expect(groupAllHref(1, 'vehicles', group, resolver([]))).toBeNull();
  });

  it('«Смотреть все» of an accessory or part group is its category at its level', () => {
    const rows = resolver(['store-category-subcategory', 'parts-category']);
    expect(groupAllHref(1, 'accessories', { GroupKey: 'Коврики', Group: [item] }, rows)).toBe(
      '/store/interior/floor-mats/',
    );
    expect(groupAllHref(1, 'parts', { GroupKey: 'Салон', Group: [item] }, rows)).toBe(
      '/parts/interior/',
    );
    expect(
      groupAllHref(1, 'accessories', { GroupKey: 'Нет такой', Group: [item] }, rows),
    ).toBeNull();
    expect(groupAllHref(1, 'accessories', { GroupKey: 'Коврики', Group: [] }, rows)).toBeNull();
  });

  it('never links a listing the holding does not have', () => {
    const moto = {
      ...vehicle,
      filters: { car_type_code: 'moto', mark_code: 'bmw', model_code: 'r-1250' },
    };
    expect(
      groupAllHref(2, 'vehicles', { GroupKey: 'BMW R', Group: [moto] }, resolver(['moto'])),
    ).toBeNull();
    expect(
      hrefForRow(
        ROUTES.find((r) => r.name === 'moto')!,
        {},
        { mark: 'bmw' },
      ),
    ).toBe('/moto/?mark=bmw');
  });
});
