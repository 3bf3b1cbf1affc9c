import { sql } from 'drizzle-orm';
import type { Db } from '../../../client.ts';
import { vehicles } from '../../../schema/index.ts';
import { selectCards } from '../cards.ts';
import { loadKnownValues } from '../known-values.ts';
import { holdingIndex, type CatalogIndex, type HoldingIndex, type StockRow } from './columns.ts';

// Changes to the stock move this: a new, removed or updated vehicle changes the count, max id or max update time.
export async function stockSignature(db: Db): Promise<string> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      id: sql<number>`coalesce(max(${vehicles.id}), 0)`.mapWith(Number),
      at: sql<string>`coalesce(max(${vehicles.updatedAt})::text, '')`,
    })
    .from(vehicles);
  return `${row?.n ?? 0}:${row?.id ?? 0}:${row?.at ?? ''}`;
}

// Every vehicle of both holdings in memory; the signature is read first, so a write during the load rebuilds again.
export async function loadCatalogIndex(db: Db): Promise<CatalogIndex> {
  const signature = await stockSignature(db);
  const known = await loadKnownValues(db);
  const rows: StockRow[] = await selectCards(db, {
    holdingId: vehicles.holdingId,
    createdAt: vehicles.createdAt,
    seats: vehicles.seats,
    country: vehicles.country,
    commercialType: vehicles.commercialType,
    seriesId: vehicles.seriesId,
  });
  const byHolding = new Map<number, StockRow[]>();
  for (const row of rows) {
    const list = byHolding.get(row.holdingId);
    if (list) list.push(row);
    else byHolding.set(row.holdingId, [row]);
  }
  const holdings = new Map<number, HoldingIndex>();
  for (const [holdingId, list] of byHolding) holdings.set(holdingId, holdingIndex(list));
  return { signature, holdings, known };
}
