import {
  FACET_KEYS,
  RANGE_KEYS,
  type CatalogFacets,
  type CatalogFilter,
  type FacetKey,
  type FacetValue,
} from '@dealer/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../client.ts';
import { brands, dealers, models, vehicles } from '../../../schema/index.ts';
import { sortFacetValues } from '../facet-order.ts';
import { facetLabel } from '../labels.ts';
import { rowsOf } from '../raw.ts';
import { STOCK_FROM, whereOf } from './page.ts';
import { RANGE_COLUMNS, sqlPredicates } from './predicates.ts';

// Each facet's value of a row as text (null: none), and its label where the database holds it.
const FACETS: readonly [FacetKey, value: SQL, label?: SQL][] = [
  ['category', sql`${vehicles.category}`],
  ['condition', sql`${vehicles.condition}`],
  ['mark', sql`${brands.code}`, sql`${brands.nameEn}`],
  ['model', sql`${brands.code} || '/' || ${models.code}`, sql`${models.name}`],
  ['bodyType', sql`${vehicles.bodyType}`],
  ['colorGroup', sql`${vehicles.colorGroup}`],
  ['country', sql`${vehicles.country}`],
  ['driveType', sql`${vehicles.driveType}`],
  ['engineType', sql`${vehicles.engineType}`],
  ['gearType', sql`${vehicles.gearType}`],
  ['numberOfSeats', sql`${vehicles.seats}::text`],
  ['year', sql`${vehicles.year}::text`],
  ['motoClass', sql`${vehicles.motoClass}`],
  ['commercialType', sql`${vehicles.commercialType}`],
  ['dealer', sql`${dealers.code}`, sql`${dealers.name}`],
  ['city', sql`${vehicles.cityCode}`],
  ['status', sql`${vehicles.status}`],
  ['flags', sql`case when ${vehicles.isSale} then 'sale' end`],
  ['flags', sql`case when ${vehicles.isVat} then 'vat' end`],
  ['flags', sql`case when ${vehicles.status} = 'on-sale-soon' then 'on-sale-soon' end`],
  ['flags', sql`case when ${vehicles.isPromo} then 'promo' end`],
];

const literal = (key: string) => sql.raw(`'${key}'`);

type FacetRow = { k: FacetKey; val: string; lbl: string | null; n: number };
type RangeRow = Record<string, number | null>;

/**
 * The facets of a listing in SQL, with the index's drill-down rule: each row counts how many filters
 * it fails and which one; a facet counts the rows that fail none or fail only its own filter.
 */
export async function sqlFacets(
  db: Db,
  holdingId: number,
  filter: CatalogFilter,
): Promise<CatalogFacets> {
  const predicates = sqlPredicates(filter);
  const fails = sql.join(
    predicates.map((p) => sql`(case when ${p.ok} then 0 else 1 end)`),
    sql` + `,
  );
  const failed = sql`case ${sql.join(
    predicates.map((p) => sql`when not ${p.ok} then ${literal(p.key)}`),
    sql` `,
  )} end`;
  const rows = sql`(select ${fails} as fails, ${failed} as failed, ${sql.join(
    [
      ...FACETS.flatMap(([, value, label], i) => [
        sql`${value} as v${sql.raw(String(i))}`,
        sql`${label ?? sql`null::text`} as l${sql.raw(String(i))}`,
      ]),
      ...RANGE_KEYS.map((key) => sql`${RANGE_COLUMNS[key]} as r_${sql.raw(key)}`),
    ],
    sql`, `,
  )} from ${STOCK_FROM} where ${whereOf(holdingId, [])}) as r`;
  const pairs = sql.join(
    FACETS.map(
      ([key], i) => sql`(${literal(key)}, r.v${sql.raw(String(i))}, r.l${sql.raw(String(i))})`,
    ),
    sql`, `,
  );
  const bounds = sql.join(
    RANGE_KEYS.flatMap((key) => {
      const own = sql`where r.fails = 0 or r.failed = ${literal(key)}`;
      return [
        sql`min(r.r_${sql.raw(key)}) filter (${own}) as "${sql.raw(key)}Min"`,
        sql`max(r.r_${sql.raw(key)}) filter (${own}) as "${sql.raw(key)}Max"`,
      ];
    }),
    sql`, `,
  );
  const [counted, ranged] = await Promise.all([
    rowsOf<FacetRow>(
      db,
      sql`select f.k, f.val, f.lbl, count(*)::int as n from ${rows}
        cross join lateral (values ${pairs}) as f(k, val, lbl)
        where r.fails <= 1 and f.val is not null and (r.fails = 0 or r.failed = f.k)
        group by f.k, f.val, f.lbl`,
    ),
    rowsOf<RangeRow>(db, sql`select ${bounds} from ${rows} where r.fails <= 1`),
  ]);
  return { values: valuesOf(counted), ranges: rangesOf(ranged[0] ?? {}) };
}

function valuesOf(rows: readonly FacetRow[]): CatalogFacets['values'] {
  const values = Object.fromEntries(FACET_KEYS.map((k) => [k, [] as FacetValue[]])) as Record<
    FacetKey,
    FacetValue[]
  >;
  for (const { k, val, lbl, n } of rows) {
    const label = lbl ?? facetLabel(k, val);
    if (k === 'model') {
      const cut = val.indexOf('/');
      values.model.push({ value: val.slice(cut + 1), label, count: n, parent: val.slice(0, cut) });
    } else values[k].push({ value: val, label, count: n });
  }
  for (const key of FACET_KEYS) sortFacetValues(key, values[key]);
  return values;
}

function rangesOf(row: RangeRow): CatalogFacets['ranges'] {
  return Object.fromEntries(
    RANGE_KEYS.map((key) => {
      const min = row[`${key}Min`];
      const max = row[`${key}Max`];
      return [key, min == null || max == null ? null : { min: Number(min), max: Number(max) }];
    }),
  ) as CatalogFacets['ranges'];
}
