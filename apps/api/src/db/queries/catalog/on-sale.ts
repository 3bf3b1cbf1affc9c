import type { VehicleStatus } from '@dealer/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { vehicles } from '../../schema/index.ts';

// A sold vehicle stays a row: its card answers (the site shows it gone) and favourites and compare
// keep it. Everything that offers or counts stock leaves it out: listings by default, make and
// model counts, "from" prices, search, the site map. That rule is written here only, in the two
// forms the API reads stock in: a card of the in-memory index and a row of `vehicles`.

const SOLD: VehicleStatus = 'sold';

/** Whether a vehicle of that status is on sale (sold is the one status that is not). */
export function isOnSale(status: string): boolean {
  return status !== SOLD;
}

/**
 * The same rule as an SQL condition, on `vehicles.status` or on the status column of the table
 * under another name (`sql.raw('v.status')` in a query written by hand).
 */
export function onSaleSql(status: AnyPgColumn | SQL = vehicles.status): SQL {
  return sql`${status} <> ${sql.raw(`'${SOLD}'`)}`;
}
