import type { CatalogFilter, CatalogSort } from '@dealer/contract';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../client.ts';
import { brands, dealers, models, vehicles } from '../../../schema/index.ts';
import { selectCards, toCard } from '../cards.ts';
import type { ListingPage } from '../stock-index/index.ts';
import { rowsOf } from '../raw.ts';
import { sqlPredicates, type SqlPredicate } from './predicates.ts';

export type SqlListingParams = {
  holdingId: number;
  filter: CatalogFilter;
  sort: CatalogSort;
  page: number;
  perPage: number;
};

// The index compares creation times in milliseconds (JavaScript dates), so SQL does too.
const createdMs = sql`date_trunc('milliseconds', ${vehicles.createdAt})`;

const ORDER: Record<CatalogSort, SQL[]> = {
  'new-first': [desc(createdMs), desc(vehicles.id)],
  'price-asc': [asc(vehicles.disprice), asc(vehicles.id)],
  'price-desc': [desc(vehicles.disprice), desc(vehicles.id)],
  'year-desc': [desc(vehicles.year), asc(vehicles.disprice), asc(vehicles.id)],
  'year-asc': [asc(vehicles.year), asc(vehicles.disprice), asc(vehicles.id)],
  'mileage-asc': [asc(vehicles.mileage), asc(vehicles.id)],
};

// The vehicles with their make, model and dealer: what every listing condition may read.
export const STOCK_FROM = sql`${vehicles}
  inner join ${brands} on ${brands.id} = ${vehicles.brandId}
  inner join ${models} on ${models.id} = ${vehicles.modelId}
  inner join ${dealers} on ${dealers.id} = ${vehicles.dealerId}`;

export function whereOf(holdingId: number, predicates: readonly SqlPredicate[]): SQL {
  return and(eq(vehicles.holdingId, holdingId), ...predicates.map((p) => p.ok)) as SQL;
}

/**
 * One page of a listing and its total, answered by the database instead of the in-memory index:
 * what an API process without the index (or many processes over one PostgreSQL) would run.
 */
export async function sqlListingPage(db: Db, params: SqlListingParams): Promise<ListingPage> {
  const where = whereOf(params.holdingId, sqlPredicates(params.filter));
  const [rows, counted] = await Promise.all([
    selectCards(db)
      .where(where)
      .orderBy(...ORDER[params.sort])
      .limit(params.perPage)
      .offset((params.page - 1) * params.perPage),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${STOCK_FROM} where ${where}`),
  ]);
  return { items: rows.map(toCard), total: counted[0]?.n ?? 0 };
}
