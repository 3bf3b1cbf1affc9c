import { RANGE_KEYS, type CatalogFilter, type FacetKey, type RangeKey } from '@dealer/contract';
import { and, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { brands, dealers, models, vehicles } from '../../../schema/index.ts';
import { onSaleSql } from '../on-sale.ts';

// One active filter in SQL: the facet it narrows and a condition that is never null.
export type SqlPredicate = { key: FacetKey | RangeKey; ok: SQL };

// The listing's list filters and the column each reads.
const LIST_COLUMNS = {
  category: vehicles.category,
  condition: vehicles.condition,
  mark: brands.code,
  bodyType: vehicles.bodyType,
  colorGroup: vehicles.colorGroup,
  country: vehicles.country,
  driveType: vehicles.driveType,
  engineType: vehicles.engineType,
  gearType: vehicles.gearType,
  motoClass: vehicles.motoClass,
  commercialType: vehicles.commercialType,
  dealer: dealers.code,
  city: vehicles.cityCode,
} as const satisfies Partial<Record<FacetKey, AnyPgColumn>>;

// The column each range filter (priceFrom, priceTo, ...) bounds.
export const RANGE_COLUMNS: Record<RangeKey, AnyPgColumn> = {
  price: vehicles.disprice,
  year: vehicles.year,
  mileage: vehicles.mileage,
  engineVolume: vehicles.engineVolume,
  power: vehicles.power,
};

const FLAG_CONDITIONS = {
  sale: sql`${vehicles.isSale}`,
  vat: sql`${vehicles.isVat}`,
  'on-sale-soon': sql`${vehicles.status} = 'on-sale-soon'`,
  promo: sql`${vehicles.isPromo}`,
} as const;

/**
 * The same filters as the in-memory index (stock-index/filters.ts), as SQL conditions: an absent
 * or empty filter is no condition, sold vehicles are left out unless a status filter asks for them,
 * and two filters on one facet (year list and year range) are one condition.
 */
export function sqlPredicates(filter: CatalogFilter): SqlPredicate[] {
  const out: SqlPredicate[] = [];
  for (const [key, column] of Object.entries(LIST_COLUMNS) as [FacetKey, AnyPgColumn][]) {
    const values = filter[key as keyof typeof LIST_COLUMNS];
    if (values?.length) out.push({ key, ok: inArray(column, values as string[]) });
  }
  if (filter.model?.length) out.push({ key: 'model', ok: inArray(models.code, filter.model) });
  if (filter.numberOfSeats?.length)
    out.push({
      key: 'numberOfSeats',
      ok: inArray(vehicles.seats, filter.numberOfSeats.map(Number)),
    });
  if (filter.year?.length)
    out.push({ key: 'year', ok: inArray(vehicles.year, filter.year.map(Number)) });
  for (const key of RANGE_KEYS) {
    const column = RANGE_COLUMNS[key];
    const from = filter[`${key}From`];
    const to = filter[`${key}To`];
    if (from === undefined && to === undefined) continue;
    const bounds = [
      from === undefined ? undefined : gte(column, from),
      to === undefined ? undefined : lte(column, to),
    ];
    out.push({ key, ok: and(...bounds) as SQL });
  }
  out.push({
    key: 'status',
    ok: filter.status?.length ? inArray(vehicles.status, filter.status) : onSaleSql(),
  });
  if (filter.flags?.length)
    out.push({ key: 'flags', ok: and(...filter.flags.map((f) => FLAG_CONDITIONS[f])) as SQL });
  return merged(out);
}

// A null (a missing value) fails the filter, as a row without a value does in the index.
function merged(predicates: SqlPredicate[]): SqlPredicate[] {
  const byKey = new Map<SqlPredicate['key'], SQL[]>();
  for (const p of predicates) byKey.set(p.key, [...(byKey.get(p.key) ?? []), p.ok]);
  return [...byKey].map(([key, oks]) => ({ key, ok: sql`coalesce(${and(...oks)}, false)` }));
}
